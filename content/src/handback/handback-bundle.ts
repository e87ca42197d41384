/**
 * A hand-back bundle: a reviewer's work on one locale as one JSON file, for a reviewer without
 * git to send back (`pnpm content export`, the workbench's "Hand back my work") and a maintainer
 * to apply (`pnpm content import`). Per section: the rule ID, the hash of the text the work
 * started from (null: the section did not exist yet), the English hash the work was done against,
 * the new Markdown, any review mark with the reviewer's name and date (unsigned: a suggestion) and
 * any signed approval (`approval`, review-trust/approval.ts: what grants a review). A bundle carries no
 * paths: only the locale and rule IDs. For a derived locale (zh-hant), a section that was
 * converted by machine when the work started says so (`converted: true`; `start` is the hash of
 * the generated text): the import adopts it as the workbench's save does (saveDerivedSection).
 */
import { z } from 'zod';
import { MAX_SECTION_BYTES } from '../config/limits.ts';
import { RULE_ID_PATTERN, SECTION_HASH_PATTERN } from '../front-matter/schema.ts';
import { isReviewedLocale, REVIEWED_LOCALES } from '../model/types.ts';
import { approvalSchema } from '../review-trust/approval.ts';
import { isReviewerName } from '../review-trust/reviewer-name.ts';
import { isCalendarDate, isWellFormedText } from '../text/plain-text.ts';
import { utf8ByteLength } from '../text/utf8-length.ts';

export const HANDBACK_FORMAT = 'polyhedral-handback';
export const HANDBACK_VERSION = 1;
/** A bundle larger than this is refused before it is parsed. */
export const MAX_BUNDLE_BYTES = 8 * 1024 * 1024;
/** At most this many sections in one bundle (every section of a locale fits). */
export const MAX_BUNDLE_SECTIONS = 2000;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const isoDate = z.string().refine(isCalendarDate);

const reviewMarkSchema = z
  .object({
    state: z.literal('reviewed'),
    // An unsigned mark: never grants a review by itself (a suggestion for the maintainer).
    by: z.string().trim().refine(isReviewerName).nullable(),
    date: isoDate,
  })
  .strict();

const bundleSectionSchema = z
  .object({
    id: z.string().regex(RULE_ID_PATTERN),
    /** sectionTextHash of the text the work started from; null: the section did not exist. */
    start: sha256.nullable(),
    /** The English section's hash when the work was exported (null: a translation-only section). */
    english: z.string().regex(SECTION_HASH_PATTERN).nullable(),
    markdown: z
      .string()
      .min(1)
      .refine((text) => utf8ByteLength(text) <= MAX_SECTION_BYTES, 'section too large')
      // A lone UTF-16 surrogate would become U+FFFD on the way to the file, without a word.
      .refine(isWellFormedText, 'broken character'),
    review: reviewMarkSchema.nullable(),
    /**
     * A registered reviewer's signed approval of this very text in this locale
     * (review-trust/approval.ts): the only thing that makes the import credit a review.
     */
    approval: approvalSchema.optional(),
    /** A derived locale's section that was converted by machine at the start (absent: written). */
    converted: z.literal(true).optional(),
    /**
     * Marked current by the reviewer: the English hash its `translation:` entry names now, when it
     * changed since the start (Mark current). Applied on import when it is the importer's English.
     */
    stamped: z.string().regex(SECTION_HASH_PATTERN).optional(),
    /**
     * The reviewer's copy does not know this section's starting text (edited before its first run):
     * the import reads it from the bundle's starting commit, or names the section if it cannot.
     */
    startUnknown: z.literal(true).optional(),
  })
  .strict();

export const handbackBundleSchema = z
  .object({
    format: z.literal(HANDBACK_FORMAT),
    version: z.literal(HANDBACK_VERSION),
    locale: z.string().refine(isReviewedLocale),
    /** When the bundle was made (ISO 8601). */
    exported: z.string().datetime(),
    /** Where the starting texts came from: a git commit, or the record the workbench made. */
    startingPoint: z.string().min(1).max(200),
    sections: z.array(bundleSectionSchema).max(MAX_BUNDLE_SECTIONS),
  })
  .strict();

export type HandbackBundle = z.infer<typeof handbackBundleSchema>;
export type HandbackSection = z.infer<typeof bundleSectionSchema>;
export type ReviewMark = z.infer<typeof reviewMarkSchema>;

/** Why a bundle cannot be read: the full i18n key (`handback.bundle.<what>`) and its parameters. */
export interface BundleProblem {
  code:
    | 'handback.bundle.too-large'
    | 'handback.bundle.not-utf8'
    | 'handback.bundle.not-json'
    | 'handback.bundle.not-a-bundle'
    | 'handback.bundle.version'
    | 'handback.bundle.locale'
    | 'handback.bundle.invalid'
    | 'handback.bundle.duplicate-id';
  params: Record<string, string | number>;
}

/** The bundle in `bytes`, or why not (nothing about it is trusted before this returns ok). */
export function parseHandbackBundle(
  bytes: Uint8Array,
): { ok: true; bundle: HandbackBundle } | { ok: false; problem: BundleProblem } {
  if (bytes.byteLength > MAX_BUNDLE_BYTES) {
    return {
      ok: false,
      problem: {
        code: 'handback.bundle.too-large',
        params: { size: bytes.byteLength, limit: MAX_BUNDLE_BYTES },
      },
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: { code: 'handback.bundle.not-utf8', params: {} } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The engine's SyntaxError text is English: only the code reaches the reader.
    return { ok: false, problem: { code: 'handback.bundle.not-json', params: {} } };
  }
  const head = value as { format?: unknown; version?: unknown; locale?: unknown } | null;
  if (typeof head !== 'object' || head === null || Array.isArray(head) || head.format !== HANDBACK_FORMAT) {
    return { ok: false, problem: { code: 'handback.bundle.not-a-bundle', params: {} } };
  }
  if (head.version !== HANDBACK_VERSION) {
    return {
      ok: false,
      problem: {
        code: 'handback.bundle.version',
        params: { version: String(head.version), supported: HANDBACK_VERSION },
      },
    };
  }
  if (typeof head.locale !== 'string' || !isReviewedLocale(head.locale)) {
    return {
      ok: false,
      problem: {
        code: 'handback.bundle.locale',
        params: { locale: String(head.locale), locales: REVIEWED_LOCALES.join(', ') },
      },
    };
  }
  const parsed = handbackBundleSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      // The path names the field; zod's English message is not shown to a Thai or Chinese reader.
      problem: { code: 'handback.bundle.invalid', params: { path: issue.path.join('.') || '(top)' } },
    };
  }
  const seen = new Set<string>();
  for (const section of parsed.data.sections) {
    if (seen.has(section.id))
      return { ok: false, problem: { code: 'handback.bundle.duplicate-id', params: { id: section.id } } };
    seen.add(section.id);
  }
  return { ok: true, bundle: parsed.data };
}

/** The bundle as written: JSON with two-space indent and a final newline, sections by ID order given. */
export function serializeHandbackBundle(bundle: HandbackBundle): string {
  return `${JSON.stringify(bundle, null, 2)}\n`;
}
