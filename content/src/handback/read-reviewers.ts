/**
 * The content tree's registered reviewers (`<root>/reviewers.yaml`, review-trust/reviewers.ts),
 * read in Node. No file: nobody is registered (every approval is a suggestion). A malformed file:
 * nobody is trusted until it is fixed, and the problem is given with its line.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TrustProblem } from '../review-trust/reviewer-name.ts';
import {
  EMPTY_REGISTRY,
  MAX_REVIEWERS_BYTES,
  parseReviewers,
  REVIEWERS_FILE,
  type ReviewerRegistry,
} from '../review-trust/reviewers.ts';

export type ReadReviewers =
  | { ok: true; registry: ReviewerRegistry }
  | { ok: false; registry: null; problem: TrustProblem };

export function readReviewers(root: string): ReadReviewers {
  const file = path.join(root, REVIEWERS_FILE);
  if (!existsSync(file)) return { ok: true, registry: EMPTY_REGISTRY };
  try {
    const size = statSync(file).size;
    if (size > MAX_REVIEWERS_BYTES) {
      return {
        ok: false,
        registry: null,
        problem: {
          code: 'handback.trust.reviewers.too-large',
          params: { file: REVIEWERS_FILE, limit: MAX_REVIEWERS_BYTES },
        },
      };
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file));
    const parsed = parseReviewers(text, REVIEWERS_FILE);
    return parsed.ok
      ? { ok: true, registry: parsed.registry }
      : { ok: false, registry: null, problem: parsed.problem };
  } catch {
    return {
      ok: false,
      registry: null,
      problem: { code: 'handback.trust.reviewers.yaml', params: { file: REVIEWERS_FILE, line: 1 } },
    };
  }
}
