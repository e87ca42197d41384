/**
 * The files a glossary definition's review touches, read and written from a content root:
 * - `../packages/i18n/src/glossary/definitions.<locale>.json` (term ID -> one line of text), the
 *   definitions the site shows; written back as the repository keeps it (two-space JSON, the terms in
 *   their order, a final newline), atomically;
 * - `../packages/i18n/src/glossary/terms.json`, for the term IDs that exist;
 * - `glossary-reviews/<locale>.json` (term ID -> `{by, on, text}`: who reviewed which text of the
 *   definition, its SHA-256), the record a verified approval or an accepted one writes.
 * A file that cannot be read or is not of its shape is `null`: nothing is written over it.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { RULE_ID_PATTERN } from '../front-matter/schema.ts';
import type { ReaderLocale } from '../model/types.ts';
import { isReviewerName } from '../review-trust/reviewer-name.ts';
import { isCalendarDate } from '../text/plain-text.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';

const GLOSSARY_FOLDER = ['..', 'packages', 'i18n', 'src', 'glossary'];
export const GLOSSARY_REVIEWS_FOLDER = 'glossary-reviews';

/** The locales whose definitions are written by hand (zh-hant's are converted from zh). */
export type DefinitionLocale = 'th' | 'zh';
export function isDefinitionLocale(locale: ReaderLocale): locale is DefinitionLocale {
  return locale === 'th' || locale === 'zh';
}

export function definitionsFile(root: string, locale: DefinitionLocale): string {
  return path.join(root, ...GLOSSARY_FOLDER, `definitions.${locale}.json`);
}

const definitionsSchema = z.record(z.string().check(z.regex(RULE_ID_PATTERN)), z.string());
const termsSchema = z.array(z.looseObject({ id: z.string() }));

function readJson(file: string): unknown {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The locale's definitions, or null when the file is missing or not of its shape. */
export function readDefinitions(root: string, locale: DefinitionLocale): Record<string, string> | null {
  const parsed = definitionsSchema.safeParse(readJson(definitionsFile(root, locale)));
  return parsed.success ? parsed.data : null;
}

/** The definitions file with `term`'s definition set to `text` (key order kept), written atomically. */
export function writeDefinition(root: string, locale: DefinitionLocale, term: string, text: string): boolean {
  const definitions = readDefinitions(root, locale);
  if (definitions === null || !(term in definitions)) return false;
  definitions[term] = text;
  writeFileAtomic(
    definitionsFile(root, locale),
    Buffer.from(`${JSON.stringify(definitions, null, 2)}\n`, 'utf8'),
  );
  return true;
}

/** Every term ID of the glossary (terms.json beside the definitions), or null. */
export function readTermIds(root: string): Set<string> | null {
  const parsed = termsSchema.safeParse(readJson(path.join(root, ...GLOSSARY_FOLDER, 'terms.json')));
  return parsed.success ? new Set(parsed.data.map((term) => term.id)) : null;
}

const reviewSchema = z.strictObject({
  by: z.string().check(z.refine(isReviewerName)),
  on: z.string().check(z.refine(isCalendarDate)),
  text: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
const reviewsSchema = z.record(z.string().check(z.regex(RULE_ID_PATTERN)), reviewSchema);
export type DefinitionReview = z.infer<typeof reviewSchema>;

export function reviewsFile(root: string, locale: DefinitionLocale): string {
  return path.join(root, GLOSSARY_REVIEWS_FOLDER, `${locale}.json`);
}

/** Who reviewed which definitions (none when the file does not exist), or null when it is unreadable. */
export function readDefinitionReviews(
  root: string,
  locale: DefinitionLocale,
): Record<string, DefinitionReview> | null {
  const file = reviewsFile(root, locale);
  if (!existsSync(file)) return {};
  const parsed = reviewsSchema.safeParse(readJson(file));
  return parsed.success ? parsed.data : null;
}

/** Record a review of `term`'s definition (sorted by term), atomically; false when the record is unreadable. */
export function recordDefinitionReview(
  root: string,
  locale: DefinitionLocale,
  term: string,
  review: DefinitionReview,
): boolean {
  const reviews = readDefinitionReviews(root, locale);
  if (reviews === null) return false;
  reviews[term] = review;
  const sorted = Object.fromEntries(Object.entries(reviews).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  mkdirSync(path.dirname(reviewsFile(root, locale)), { recursive: true });
  writeFileAtomic(reviewsFile(root, locale), Buffer.from(`${JSON.stringify(sorted, null, 2)}\n`, 'utf8'));
  return true;
}
