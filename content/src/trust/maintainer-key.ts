/**
 * The maintainer's signing key for the tools that write acceptances: a `content reviewer-key` file
 * named by POLYHEDRAL_MAINTAINER_KEY, kept outside the repository, registered in reviewers.yaml
 * with `role: maintainer` under its name, not revoked, in its window today (else what it signs
 * would count for nothing, so nothing is written). No key: the tool refuses, never signs nothing.
 */
import path from 'node:path';
import { gitOutput } from '../history/git-output.ts';
import { isInsideRepository, readKeyFile } from './key-file.ts';
import { readReviewersSync } from './read-reviewers-sync.ts';
import type { TrustProblem } from './reviewer-name.ts';
import { utcToday } from './reviewer-name.ts';
import { keyRole } from './reviewers.ts';
import type { Signer } from './sign-approval.ts';

export const MAINTAINER_KEY_ENV = 'POLYHEDRAL_MAINTAINER_KEY';

export type MaintainerKey = { ok: true; signer: Signer } | { ok: false; problem: TrustProblem };

const refused = (code: string, params: Record<string, string | number>) => ({
  ok: false as const,
  problem: { code, params },
});

/** The maintainer's signer for the content tree at `root`, or why there is none. */
export async function readMaintainerKey(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  today: string = utcToday(),
): Promise<MaintainerKey> {
  const file = env[MAINTAINER_KEY_ENV]?.trim() ?? '';
  if (file === '') return refused('handback.trust.acceptance.no-maintainer-key', { env: MAINTAINER_KEY_ENV });
  // The repository the content root is in (its git work tree), or the content root itself.
  const repository = gitOutput(root, ['rev-parse', '--show-toplevel'])?.trim() || root;
  if (isInsideRepository(path.resolve(file), repository))
    return refused('handback.trust.acceptance.key-in-repository', { file });
  const read = await readKeyFile(path.resolve(file), file);
  if (!read.ok) return read;
  const reviewers = readReviewersSync(root);
  if (!reviewers.ok) return { ok: false, problem: reviewers.problem };
  const { keyId, reviewer: name } = read.signer;
  const entry = reviewers.registry.byKeyId.get(keyId);
  if (
    !entry ||
    keyRole(entry) !== 'maintainer' ||
    entry.name !== name ||
    entry.revoked !== undefined ||
    today < entry.added ||
    (entry.retired !== undefined && today > entry.retired)
  )
    return refused('handback.trust.acceptance.not-maintainer-key', { file, keyId });
  return { ok: true, signer: read.signer };
}
