/**
 * The content tree's registered reviewers, for the import: the one reader of reviewers.yaml
 * (approvals/read-reviewers-sync.ts), so the import, the loader and `content check` read one file
 * alike (a BOM, an alias, a duplicate key).
 */
import { type ReadReviewers, readReviewersSync } from '../approvals/read-reviewers-sync.ts';

export type { ReadReviewers };

export async function readReviewers(root: string): Promise<ReadReviewers> {
  return readReviewersSync(root);
}
