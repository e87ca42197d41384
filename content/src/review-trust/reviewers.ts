/**
 * The maintainer-kept list of registered reviewers (`content/reviewers.yaml`):
 *
 * ```yaml
 * reviewers:
 *   - name: Somchai Jaidee
 *     locales: [th]
 *     key: MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE...   # base64url of the SPKI DER (P-256)
 *     added: 2026-11-27
 * ```
 *
 * Only an approval signed by a listed key, under that key's name, for one of its locales grants a
 * review (verify-approval.ts). Each key's ID (keyIdOf) is derived, never written. The file is read
 * as YAML and validated with zod; a malformed file is refused whole with its line
 * (`handback.trust.reviewers.*`), never half-read: no review is granted from a file in doubt.
 */
import { isDerivedLocale, isTranslatedLocale } from '@polyhedral/i18n/client';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';
import * as z from 'zod/mini';
import { problemKey } from '../config/yaml-problem.ts';
import { isCalendarDate } from '../text/plain-text.ts';
import { keyIdOf, spkiOfRegisteredKey } from './reviewer-key.ts';
import { isReviewerName, type TrustProblem } from './reviewer-name.ts';

export const REVIEWERS_FILE = 'reviewers.yaml';
/** A reviewers file larger than this is refused before it is parsed. */
export const MAX_REVIEWERS_BYTES = 256 * 1024;

/**
 * One entry. Each refusal's message is a `content.problem.*` key, so `content check` words it in the
 * reader's language (check/check-reviewers.ts) with the same schema the import trusts.
 */
const reviewerSchema = z.strictObject({
  name: z.string().check(z.refine(isReviewerName, problemKey('reviewer-name'))),
  locales: z
    .array(
      z
        .string()
        .check(
          z.refine(
            (locale) => isTranslatedLocale(locale) || isDerivedLocale(locale),
            problemKey('reviewer-locale'),
          ),
        ),
    )
    .check(z.minLength(1)),
  key: z.string().check(z.refine((key) => spkiOfRegisteredKey(key) !== null, problemKey('public-key'))),
  // YAML reads an unquoted 2026-11-27 as a string here (core schema is not used for dates).
  added: z.string().check(z.refine(isCalendarDate, problemKey('date'))),
});

export const reviewersFileSchema = z.strictObject({ reviewers: z._default(z.array(reviewerSchema), []) });

export interface RegisteredReviewer {
  name: string;
  locales: string[];
  /** base64url SPKI DER, as written. */
  key: string;
  spki: Uint8Array<ArrayBuffer>;
  keyId: string;
  added: string;
}

export interface ReviewerRegistry {
  reviewers: RegisteredReviewer[];
  /** keyId -> reviewer. */
  byKeyId: ReadonlyMap<string, RegisteredReviewer>;
}

export type ReviewersProblemCode =
  | 'handback.trust.reviewers.too-large'
  | 'handback.trust.reviewers.yaml'
  | 'handback.trust.reviewers.invalid'
  | 'handback.trust.reviewers.duplicate-key';

/**
 * The entries whose key is registered earlier in the list: `[index, firstIndex]` pairs. Entries
 * whose key does not parse are skipped (the schema reports those). Two entries are the same key
 * when their SPKI bytes are equal (a key ID is the SHA-256 of those bytes, so equal bytes are
 * equal IDs); comparing the bytes keeps this synchronous for `content check`, while keyIdOf goes
 * through Web Crypto's promise.
 */
export function duplicateKeyEntries(keys: readonly unknown[]): Array<[number, number]> {
  const firstBySpki = new Map<string, number>();
  const duplicates: Array<[number, number]> = [];
  for (const [index, key] of keys.entries()) {
    const spki = typeof key === 'string' ? spkiOfRegisteredKey(key) : null;
    if (spki === null) continue;
    const bytes = Array.from(spki, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const first = firstBySpki.get(bytes);
    if (first === undefined) firstBySpki.set(bytes, index);
    else duplicates.push([index, first]);
  }
  return duplicates;
}

export const EMPTY_REGISTRY: ReviewerRegistry = { reviewers: [], byKeyId: new Map() };

type Parsed =
  | { ok: true; registry: ReviewerRegistry }
  | { ok: false; problem: TrustProblem<ReviewersProblemCode> };

/** The registry in `text` (the file's content), or why not, at its line (params: file, line, field). */
export async function parseReviewers(text: string, file = REVIEWERS_FILE): Promise<Parsed> {
  if (new TextEncoder().encode(text).byteLength > MAX_REVIEWERS_BYTES) {
    return {
      ok: false,
      problem: { code: 'handback.trust.reviewers.too-large', params: { file, limit: MAX_REVIEWERS_BYTES } },
    };
  }
  const lineCounter = new LineCounter();
  // YAML 1.2 core schema without custom tags: a date stays a string; no aliases are followed.
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? 1 : lineCounter.linePos(offset).line;
  const error = document.errors[0];
  if (error) {
    return {
      ok: false,
      problem: { code: 'handback.trust.reviewers.yaml', params: { file, line: lineAt(error.pos[0]) } },
    };
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: 0 });
  } catch {
    return { ok: false, problem: { code: 'handback.trust.reviewers.yaml', params: { file, line: 1 } } };
  }
  const parsed = reviewersFileSchema.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    let offset: number | undefined;
    for (let depth = issue.path.length; depth > 0 && offset === undefined; depth -= 1) {
      const node = document.getIn(issue.path.slice(0, depth), true) as
        | { range?: [number, number, number] }
        | undefined;
      offset = node?.range?.[0];
    }
    return {
      ok: false,
      problem: {
        code: 'handback.trust.reviewers.invalid',
        params: { file, line: lineAt(offset), field: issue.path.join('.') || 'reviewers' },
      },
    };
  }
  const reviewers: RegisteredReviewer[] = await Promise.all(
    parsed.data.reviewers.map(async (entry) => {
      const spki = spkiOfRegisteredKey(entry.key)!;
      return { ...entry, spki, keyId: await keyIdOf(spki) };
    }),
  );
  const [duplicate] = duplicateKeyEntries(reviewers.map((reviewer) => reviewer.key));
  if (duplicate) {
    const [index] = duplicate;
    const list = document.get('reviewers', true);
    const node = isSeq(list) ? list.items[index] : undefined;
    const offset = isMap(node) ? node.range?.[0] : undefined;
    return {
      ok: false,
      problem: {
        code: 'handback.trust.reviewers.duplicate-key',
        params: { file, line: lineAt(offset), field: `reviewers.${index}.key` },
      },
    };
  }
  const byKeyId = new Map(reviewers.map((reviewer) => [reviewer.keyId, reviewer]));
  return { ok: true, registry: { reviewers, byKeyId } };
}
