/**
 * The maintainer-kept list of registered reviewers (`content/reviewers.yaml`):
 *
 * ```yaml
 * reviewers:
 *   - name: Somchai Jaidee
 *     locales: [th]
 *     key: MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE...   # base64url of the SPKI DER (P-256)
 *     added: 2026-11-27
 *   - name: Ploy Maintainer
 *     role: maintainer          # the maintainer's key: it signs acceptances, never reviews
 *     locales: [th, zh, zh-hant]
 *     key: MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE...
 *     added: 2026-11-28
 *     # retired: 2027-03-01   # rotated out: approvals dated after it do not count, earlier ones do
 *     # revoked: 2027-03-01   # lost or leaked: none of this key's approvals count any more
 * ```
 *
 * A key's lifecycle: a reviewer's second key is a second entry under the same name (rotation; the
 * old one gets `retired:`); a key that is lost or leaked gets `revoked:` and every mark it made
 * stops counting (`content status` names them). An approval counts only when its date lies in its
 * key's window: on or after `added`, and not after `retired`.
 *
 * Only an approval signed by a listed reviewer's key (no `role`, or `role: reviewer`), under that
 * key's name, for one of its locales grants a review (verify-approval.ts); only an acceptance signed
 * by a key with `role: maintainer` counts as the maintainer's (verify-acceptance.ts). Each key's ID (keyIdOf) is derived, never written. The file is read
 * as YAML and validated with zod; a malformed file is refused whole with its line
 * (`handback.trust.reviewers.*`), never half-read: no review is granted from a file in doubt.
 */
import { isDerivedLocale, isTranslatedLocale } from '@polyhedral/i18n/client';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';
import * as z from 'zod/mini';
import { problemKey } from '../config/yaml-problem.ts';
import { isCalendarDate } from '../text/plain-text.ts';
import { privateKeyIn, privateKeyParams } from './private-key-material.ts';
import { keyIdOf, spkiOfRegisteredKey } from './reviewer-key.ts';
import { isReviewerName, reviewerNameProblem, type TrustProblem } from './reviewer-name.ts';

export const REVIEWERS_FILE = 'reviewers.yaml';
/** A reviewers file larger than this is refused before it is parsed. */
export const MAX_REVIEWERS_BYTES = 256 * 1024;

/**
 * The problem key of a refused name, by the name check's own reason (reviewer-name.ts): a doubled or
 * odd space and a word of two scripts are told as such, not as markup or invisible characters.
 */
function reviewerNameKey(input: unknown): string {
  const code = typeof input === 'string' ? reviewerNameProblem(input)?.code : undefined;
  if (code === 'handback.trust.name.spaces') return problemKey('reviewer-name-spaces');
  if (code === 'handback.trust.name.mixed-script') return problemKey('reviewer-name-mixed-script');
  return problemKey('reviewer-name');
}

const isReviewLocale = (locale: string) => isTranslatedLocale(locale) || isDerivedLocale(locale);

/**
 * One entry. Each refusal's message is a `content.problem.*` key, so `content check` words it in the
 * reader's language (check/check-reviewers.ts) with the same schema the import trusts.
 */
const reviewerSchema = z.strictObject({
  name: z.string().check(z.refine(isReviewerName, { error: (issue) => reviewerNameKey(issue.input) })),
  locales: z
    .array(z.string().check(z.refine(isReviewLocale, problemKey('reviewer-locale'))))
    .check(z.minLength(1)),
  key: z.string().check(z.refine((key) => spkiOfRegisteredKey(key) !== null, problemKey('public-key'))),
  // YAML reads an unquoted 2026-11-27 as a string here (core schema is not used for dates).
  added: z.string().check(z.refine(isCalendarDate, problemKey('date'))),
  retired: z.optional(z.string().check(z.refine(isCalendarDate, problemKey('date')))),
  revoked: z.optional(z.string().check(z.refine(isCalendarDate, problemKey('date')))),
  role: z.optional(z.string().check(z.refine(isKeyRole, problemKey('key-role')))),
});

/** What a registered key signs: reviews (`reviewer`, the default) or acceptances (`maintainer`). */
export type KeyRole = 'reviewer' | 'maintainer';

function isKeyRole(role: string): role is KeyRole {
  return role === 'reviewer' || role === 'maintainer';
}

export const reviewersFileSchema = z.strictObject({ reviewers: z._default(z.array(reviewerSchema), []) });

export interface RegisteredReviewer {
  name: string;
  locales: string[];
  /** base64url SPKI DER, as written. */
  key: string;
  spki: Uint8Array<ArrayBuffer>;
  keyId: string;
  added: string;
  /** Rotated out on this date: approvals dated after it do not count. */
  retired?: string | undefined;
  /** Revoked on this date: none of the key's approvals count. */
  revoked?: string | undefined;
  /** `maintainer`: the key signs the maintainer's acceptances (and no review); else a reviewer's. */
  role?: string | undefined;
}

export function keyRole(entry: Pick<RegisteredReviewer, 'role'>): KeyRole {
  return entry.role === 'maintainer' ? 'maintainer' : 'reviewer';
}

export interface ReviewerRegistry {
  reviewers: RegisteredReviewer[];
  byKeyId: ReadonlyMap<string, RegisteredReviewer>;
}

export type ReviewersProblemCode =
  | 'handback.trust.reviewers.too-large'
  | 'handback.trust.reviewers.yaml'
  | 'handback.trust.reviewers.invalid'
  | 'handback.trust.reviewers.duplicate-key'
  | 'handback.trust.reviewers.private-key';

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

type ParsedEntries =
  | { ok: true; entries: Omit<RegisteredReviewer, 'keyId'>[] }
  | { ok: false; problem: TrustProblem<ReviewersProblemCode> };

/** The file's text as every reader reads it: one leading byte order mark dropped. */
export function reviewersText(text: string): string {
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

/**
 * Synchronous: the loader reads the registry this way (with node:crypto key IDs) and
 * parseReviewers (Web Crypto key IDs) the same way, so every reader reads one file alike.
 */
export function parseReviewerEntries(text: string, file = REVIEWERS_FILE): ParsedEntries {
  text = reviewersText(text);
  const refuse = (code: ReviewersProblemCode, params: TrustProblem['params']): ParsedEntries => ({
    ok: false,
    problem: { code, params: { file, ...params } },
  });
  if (new TextEncoder().encode(text).byteLength > MAX_REVIEWERS_BYTES)
    return refuse('handback.trust.reviewers.too-large', { limit: MAX_REVIEWERS_BYTES });
  // A private key pasted instead of the public lines: refused, naming the line (never the key).
  const key = privateKeyIn(text);
  if (key) return refuse('handback.trust.reviewers.private-key', privateKeyParams(key));
  const lineCounter = new LineCounter();
  // YAML 1.2 core schema without custom tags: a date stays a string; no aliases are followed.
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? 1 : lineCounter.linePos(offset).line;
  const error = document.errors[0];
  if (error) return refuse('handback.trust.reviewers.yaml', { line: lineAt(error.pos[0]) });
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: 0 });
  } catch {
    return refuse('handback.trust.reviewers.yaml', { line: 1 });
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
    const field = issue.path.join('.') || 'reviewers';
    return refuse('handback.trust.reviewers.invalid', { line: lineAt(offset), field });
  }
  const entries = parsed.data.reviewers.map((entry) => ({ ...entry, spki: spkiOfRegisteredKey(entry.key)! }));
  const [duplicate] = duplicateKeyEntries(entries.map((reviewer) => reviewer.key));
  if (duplicate) {
    const [index] = duplicate;
    const list = document.get('reviewers', true);
    const node = isSeq(list) ? list.items[index] : undefined;
    const offset = isMap(node) ? node.range?.[0] : undefined;
    return refuse('handback.trust.reviewers.duplicate-key', {
      line: lineAt(offset),
      field: `reviewers.${index}.key`,
    });
  }
  return { ok: true, entries };
}

export function registryOf(
  entries: Omit<RegisteredReviewer, 'keyId'>[],
  keyIds: readonly string[],
): ReviewerRegistry {
  const reviewers = entries.map((entry, index) => ({ ...entry, keyId: keyIds[index]! }));
  return { reviewers, byKeyId: new Map(reviewers.map((reviewer) => [reviewer.keyId, reviewer])) };
}

/** The registry in `text` (the file's content), or why not, at its line (params: file, line, field). */
export async function parseReviewers(text: string, file = REVIEWERS_FILE): Promise<Parsed> {
  const parsed = parseReviewerEntries(text, file);
  if (!parsed.ok) return parsed;
  const keyIds = await Promise.all(parsed.entries.map((entry) => keyIdOf(entry.spki)));
  return { ok: true, registry: registryOf(parsed.entries, keyIds) };
}
