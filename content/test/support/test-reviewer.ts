/**
 * A registered reviewer for tests: a fresh ECDSA P-256 key, listed in a content root's
 * reviewers.yaml (when `root` is given) under `name` for `locales`, and a signer to sign bundles.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HandbackBundle } from '../../src/handback/handback-bundle.ts';
import { signBundle } from '../../src/handback/sign-bundle.ts';
import { loadContent } from '../../src/loader/load-content.ts';
import { makeReviewerKey } from '../../src/trust/reviewer-key.ts';
import { REVIEWERS_FILE } from '../../src/trust/reviewers.ts';
import type { Signer } from '../../src/trust/sign-approval.ts';

export interface TestReviewer extends Signer {
  publicKeyText: string;
  /** The reviewers.yaml entry, as lines. */
  entry: string;
}

export async function testReviewer(name: string, locales: string[], root?: string): Promise<TestReviewer> {
  const key = await makeReviewerKey({ extractable: false });
  const entry = `  - name: ${JSON.stringify(name)}\n    locales: [${locales.join(', ')}]\n    key: ${key.publicKeyText}\n    added: 2026-11-20\n`;
  if (root) registerReviewer(root, entry);
  return {
    privateKey: key.privateKey,
    reviewer: name,
    keyId: key.keyId,
    publicKeyText: key.publicKeyText,
    entry,
  };
}

/** Add an entry to `root`'s reviewers.yaml. */
export function registerReviewer(root: string, entry: string): void {
  const file = path.join(root, REVIEWERS_FILE);
  const before = existsSync(file)
    ? readFileSync(file, 'utf8').replace(/^reviewers: \[\]\s*$/m, 'reviewers:')
    : 'reviewers:\n';
  writeFileSync(file, `${before.endsWith('\n') ? before : `${before}\n`}${entry}`);
}

/** Mark `reviewer`'s key retired on `date` in `root`'s reviewers.yaml (the entry testReviewer wrote). */
export function retireReviewer(root: string, reviewer: TestReviewer, date: string): void {
  const file = path.join(root, REVIEWERS_FILE);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(reviewer.entry)) throw new Error(`${reviewer.reviewer} is not registered in ${file}`);
  writeFileSync(
    file,
    text.replace(
      reviewer.entry,
      `${reviewer.entry}    retired: ${date}
`,
    ),
  );
}

/** The bundle with `ids` (default: every section with a review mark) signed by `reviewer`. */
export function signTestBundle(
  bundle: HandbackBundle,
  reviewer: Signer,
  today = '2026-11-27',
  ids?: readonly string[],
  root?: string,
): Promise<HandbackBundle> {
  // The English each text is read against: the tree's at `root` (default: the repository's content).
  const model = loadContent(root ? { root } : {});
  const englishOf = (id: string) => model.sections.get(id)?.en?.markdown ?? null;
  return signBundle(bundle, reviewer, today, ids ? { ids: new Set(ids), englishOf } : { englishOf });
}
