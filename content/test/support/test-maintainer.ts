/**
 * The project maintainer for tests: a fresh ECDSA P-256 key made at test time (never a committed
 * one), written as a key file (trust/key-file.ts) in a temporary folder outside the content
 * tree, registered in `root`'s reviewers.yaml with `role: maintainer`, and named in
 * POLYHEDRAL_MAINTAINER_KEY (this worker's environment) so the tools that accept sign with it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentModel, ReaderLocale } from '../../src/model/types.ts';
import { type ReviewResult, reviewTranslation } from '../../src/review/page/review-translation.ts';
import { sectionAcceptances } from '../../src/review/signed-acceptance.ts';
import { KEY_FILE_FORMAT, writeKeyFile } from '../../src/trust/key-file.ts';
import { MAINTAINER_KEY_ENV } from '../../src/trust/maintainer-key.ts';
import { exportPrivateKey, makeReviewerKey } from '../../src/trust/reviewer-key.ts';
import type { Signer } from '../../src/trust/sign-approval.ts';
import { registerReviewer } from './test-reviewer.ts';

export const TEST_MAINTAINER = 'Pim Maintainer';

/** The one folder this process writes test keys to (removeTestKeys, or when the process exits). */
let keyRoot: string | null = null;

function keyFolder(): string {
  if (keyRoot === null || !existsSync(keyRoot)) {
    if (keyRoot === null) process.once('exit', removeTestKeys);
    keyRoot = mkdtempSync(path.join(tmpdir(), 'polyhedral-maintainer-'));
  }
  return mkdtempSync(path.join(keyRoot, 'key-'));
}

/** Remove every test key file made so far (test-support.ts runs it after a test file). */
export function removeTestKeys(): void {
  if (keyRoot !== null) rmSync(keyRoot, { recursive: true, force: true });
  maintainers.clear();
}

export interface TestMaintainer extends Signer {
  keyFile: string;
  publicKeyText: string;
  /** The reviewers.yaml entry, as lines. */
  entry: string;
}

export interface TestMaintainerOptions {
  name?: string;
  locales?: string[];
  /** Lines added to the entry (`    revoked: 2026-11-25\n`). */
  extra?: string;
  /** The role written (default maintainer); null: none (a reviewer's key). */
  role?: string | null;
  /** Whether POLYHEDRAL_MAINTAINER_KEY is set to the key file (default true). */
  setEnv?: boolean;
}

/** A maintainer's key registered in `root` (when given) and, by default, in the environment. */
export async function testMaintainer(
  root?: string,
  options: TestMaintainerOptions = {},
): Promise<TestMaintainer> {
  const name = options.name ?? TEST_MAINTAINER;
  const locales = options.locales ?? ['th', 'zh', 'zh-hant'];
  const key = await makeReviewerKey({ extractable: true });
  const keyFile = path.join(keyFolder(), 'maintainer.key.json');
  writeKeyFile(keyFile, {
    format: KEY_FILE_FORMAT,
    version: 1,
    name,
    locales,
    keyId: key.keyId,
    publicKey: key.publicKeyText,
    privateKey: { ...(await exportPrivateKey(key.privateKey)) },
  });
  const role = options.role === undefined ? 'maintainer' : options.role;
  const entry =
    `  - name: ${JSON.stringify(name)}\n` +
    (role === null ? '' : `    role: ${role}\n`) +
    `    locales: [${locales.join(', ')}]\n    key: ${key.publicKeyText}\n    added: 2026-11-20\n${options.extra ?? ''}`;
  if (root) registerReviewer(root, entry);
  if (options.setEnv !== false) process.env[MAINTAINER_KEY_ENV] = keyFile;
  return {
    privateKey: key.privateKey,
    reviewer: name,
    keyId: key.keyId,
    keyFile,
    publicKeyText: key.publicKeyText,
    entry,
  };
}

const maintainers = new Map<string, Promise<TestMaintainer>>();

/** The test maintainer of `root`: registered there (and named in the environment) on first use. */
export function maintainerOf(root: string): Promise<TestMaintainer> {
  let maintainer = maintainers.get(root);
  if (!maintainer) {
    maintainer = testMaintainer(root);
    maintainers.set(root, maintainer);
  }
  return maintainer.then((found) => {
    process.env[MAINTAINER_KEY_ENV] = found.keyFile;
    return found;
  });
}

/**
 * What `content review --reviewer BY` does in a test: the maintainer's signed acceptance of `ids`
 * on behalf of `by`, dated `on`, recorded through reviewTranslation.
 */
export async function acceptAsMaintainer(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[],
  options: { by: string; on: string; dryRun?: boolean; reason?: string },
): Promise<ReviewResult> {
  const maintainer = await maintainerOf(model.root);
  const records = await sectionAcceptances(model, locale, ids, maintainer, {
    onBehalfOf: options.by,
    reason: options.reason ?? 'unsigned',
    date: options.on,
    today: options.on,
  });
  return reviewTranslation(model, locale, ids, { records, ...(options.dryRun ? { dryRun: true } : {}) });
}
