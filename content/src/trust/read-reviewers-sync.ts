/**
 * The content tree's registered reviewers (`<root>/reviewers.yaml`), read synchronously in Node:
 * the loader derives review marks with it, `content import` and `content check` read the same
 * file the same way (trust/reviewers.ts parseReviewerEntries: one leading BOM dropped, no
 * alias followed, the same schema). Key IDs through node:crypto (the same SHA-256 Web Crypto
 * makes). No file: nobody is registered. A malformed file: nobody is trusted until it is fixed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lookalikeOf } from './name-skeleton.ts';
import type { TrustProblem } from './reviewer-name.ts';
import {
  EMPTY_REGISTRY,
  MAX_REVIEWERS_BYTES,
  parseReviewerEntries,
  REVIEWERS_FILE,
  type ReviewerRegistry,
  registryOf,
} from './reviewers.ts';

export type ReadReviewers =
  | { ok: true; registry: ReviewerRegistry }
  | { ok: false; registry: null; problem: TrustProblem };

/** The first 16 hex characters of SHA-256 of the key's SPKI DER (trust/reviewer-key.ts keyIdOf). */
export function keyIdOfSync(spki: Uint8Array): string {
  return createHash('sha256').update(spki).digest('hex').slice(0, 16);
}

export function readReviewersSync(root: string): ReadReviewers {
  const file = path.join(root, REVIEWERS_FILE);
  const refuse = (code: string, params: TrustProblem['params']): ReadReviewers => ({
    ok: false,
    registry: null,
    problem: { code, params: { file: REVIEWERS_FILE, ...params } },
  });
  try {
    if (!existsSync(file)) return { ok: true, registry: EMPTY_REGISTRY };
    if (statSync(file).size > MAX_REVIEWERS_BYTES)
      return refuse('handback.trust.reviewers.too-large', { limit: MAX_REVIEWERS_BYTES });
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(readFileSync(file));
    const parsed = parseReviewerEntries(text, REVIEWERS_FILE);
    if (!parsed.ok) return { ok: false, registry: null, problem: parsed.problem };
    // Two spellings of one name (a Cyrillic о, a fullwidth Ｓ): nobody is trusted until it is fixed.
    const names: string[] = [];
    for (const [index, entry] of parsed.entries.entries()) {
      const other = lookalikeOf(entry.name, names);
      if (other !== null)
        return refuse('handback.trust.reviewers.lookalike', {
          field: `reviewers.${index}.name`,
          name: entry.name,
          other,
        });
      names.push(entry.name);
    }
    return {
      ok: true,
      registry: registryOf(
        parsed.entries,
        parsed.entries.map((entry) => keyIdOfSync(entry.spki)),
      ),
    };
  } catch {
    return refuse('handback.trust.reviewers.yaml', { line: 1 });
  }
}
