/**
 * A hand-back bundle: a reviewer's work on one locale as one JSON file (`content export`, the
 * workbench's "Hand back my work"), applied by `content import`. Per section: the rule ID, the
 * starting text's hash (null: new), the English hash worked against, the Markdown, an unsigned
 * review mark (a suggestion) and a signed approval (what grants a review); no paths. A zh-hant
 * section converted by machine at the start says so (`converted: true`, `start` the conversion's
 * hash): the import adopts it as a save does.
 */
import * as z from 'zod/mini';
import { MAX_SECTION_BYTES } from '../config/limits.ts';
import { RULE_ID_PATTERN, SECTION_HASH_PATTERN } from '../front-matter/schema.ts';
import { isReviewedLocale, REVIEWED_LOCALES, type ReaderLocale } from '../model/types.ts';
import { isCalendarDate, isPlainText } from '../text/plain-text.ts';
import { utf8ByteLength } from '../text/utf8-length.ts';
import { approvalSchema } from '../trust/approval.ts';
import { privateKeyIn, privateKeyParams } from '../trust/private-key-material.ts';
import { isReviewerName, reviewerNameProblem } from '../trust/reviewer-name.ts';

export const HANDBACK_FORMAT = 'polyhedral-handback';
export const HANDBACK_VERSION = 1;
/** A bundle larger than this is refused before it is parsed. */
export const MAX_BUNDLE_BYTES = 8 * 1024 * 1024;
/** At most this many sections in one bundle (every section of a locale fits). */
export const MAX_BUNDLE_SECTIONS = 2000;

const sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const isoDate = z.string().check(z.refine(isCalendarDate));

const reviewMarkSchema = z.strictObject({
  state: z.literal('reviewed'),
  // An unsigned mark: never grants a review by itself (a suggestion for the maintainer).
  by: z.nullable(z.string().check(z.trim(), z.refine(isReviewerName))),
  date: isoDate,
});

const bundleSectionSchema = z.strictObject({
  id: z.string().check(z.regex(RULE_ID_PATTERN)),
  /** sectionTextHash of the text the work started from; null: the section did not exist. */
  start: z.nullable(sha256),
  /** The English section's hash when the work was exported (null: a translation-only section). */
  english: z.nullable(z.string().check(z.regex(SECTION_HASH_PATTERN))),
  markdown: z.string().check(
    z.minLength(1),
    z.refine((text) => utf8ByteLength(text) <= MAX_SECTION_BYTES, 'section too large'),
    // A lone UTF-16 surrogate would become U+FFFD on the way to the file, without a word.
    z.refine((text) => text.isWellFormed(), 'broken character'),
  ),
  review: z.nullable(reviewMarkSchema),
  /**
   * A registered reviewer's signed approval of this very text in this locale
   * (trust/approval.ts): the only thing that makes the import credit a review.
   */
  approval: z.optional(approvalSchema),
  /** A derived locale's section that was converted by machine at the start (absent: written). */
  converted: z.optional(z.literal(true)),
  /**
   * Marked current by the reviewer: the English hash its `translation:` entry names now, when it
   * changed since the start (Mark current). Applied on import when it is the importer's English.
   */
  stamped: z.optional(z.string().check(z.regex(SECTION_HASH_PATTERN))),
  /**
   * The reviewer's copy does not know this section's starting text (edited before its first run):
   * the import reads it from the bundle's starting commit, or names the section if it cannot.
   */
  startUnknown: z.optional(z.literal(true)),
});

/** Longest glossary definition a bundle may carry, in characters (the longest real one is ~250). */
export const MAX_DEFINITION_LENGTH = 1000;
/** At most this many glossary entries in one bundle (every term fits). */
export const MAX_BUNDLE_GLOSSARY = 500;

/**
 * A glossary definition corrected or approved: the term, its starting text's SHA-256 (null: none),
 * the new text (one line of plain text) and, as a section's, a review mark or a signed approval
 * (subject `glossary:<term>`).
 */
const glossaryEntrySchema = z.strictObject({
  term: z.string().check(z.regex(RULE_ID_PATTERN)),
  start: z.nullable(sha256),
  text: z.string().check(
    z.minLength(1),
    z.maxLength(MAX_DEFINITION_LENGTH),
    // One line of plain text: no control character, no line break, no lone surrogate.
    z.refine((text) => isPlainText(text) && !/[\n\t]/.test(text)),
  ),
  review: z.nullable(reviewMarkSchema),
  approval: z.optional(approvalSchema),
});

export const handbackBundleSchema = z.strictObject({
  format: z.literal(HANDBACK_FORMAT),
  version: z.literal(HANDBACK_VERSION),
  // A text, then a reviewed locale: the custom step keeps the locale's type (mini's refine does not narrow).
  locale: z.pipe(z.string(), z.custom<ReaderLocale>(isReviewedLocale)),
  /** When the bundle was made (ISO 8601). */
  exported: z.iso.datetime(),
  /** Where the starting texts came from: a git commit, or the record the workbench made. */
  startingPoint: z.string().check(z.minLength(1), z.maxLength(200)),
  /**
   * Who made the corrections (the reader's or reviewer's name as typed): credited in the queue of
   * suggestions and the suggested commit message, never as a review. The one name check
   * (reviewerNameProblem): a hostile name refuses the whole bundle.
   */
  sender: z.optional(z.string().check(z.refine(isReviewerName))),
  sections: z.array(bundleSectionSchema).check(z.maxLength(MAX_BUNDLE_SECTIONS)),
  /** Glossary definitions of the locale, corrected or approved (absent: none). */
  glossary: z.optional(z.array(glossaryEntrySchema).check(z.maxLength(MAX_BUNDLE_GLOSSARY))),
});

export type HandbackBundle = z.infer<typeof handbackBundleSchema>;
export type HandbackSection = z.infer<typeof bundleSectionSchema>;
export type ReviewMark = z.infer<typeof reviewMarkSchema>;
export type HandbackGlossaryEntry = z.infer<typeof glossaryEntrySchema>;

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
    | 'handback.bundle.duplicate-id'
    | 'handback.bundle.sender'
    | 'handback.bundle.private-key';
  params: Record<string, string | number>;
}

type Parsed = { ok: true; bundle: HandbackBundle } | { ok: false; problem: BundleProblem };
const refuse = (code: BundleProblem['code'], params: BundleProblem['params'] = {}): Parsed => ({
  ok: false,
  problem: { code, params },
});

/** The bundle in `bytes`, or why not (nothing about it is trusted before this returns ok). */
export function parseHandbackBundle(bytes: Uint8Array): Parsed {
  if (bytes.byteLength > MAX_BUNDLE_BYTES)
    return refuse('handback.bundle.too-large', { size: bytes.byteLength, limit: MAX_BUNDLE_BYTES });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse('handback.bundle.not-utf8');
  }
  // A private key mailed by mistake: refused before anything of the file is read (or queued).
  const key = privateKeyIn(text);
  if (key) return refuse('handback.bundle.private-key', privateKeyParams(key));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The engine's SyntaxError text is English: only the code reaches the reader.
    return refuse('handback.bundle.not-json');
  }
  const head = value as { format?: unknown; version?: unknown; locale?: unknown } | null;
  if (typeof head !== 'object' || head === null || Array.isArray(head) || head.format !== HANDBACK_FORMAT)
    return refuse('handback.bundle.not-a-bundle');
  if (head.version !== HANDBACK_VERSION)
    return refuse('handback.bundle.version', { version: String(head.version), supported: HANDBACK_VERSION });
  if (typeof head.locale !== 'string' || !isReviewedLocale(head.locale))
    return refuse('handback.bundle.locale', {
      locale: String(head.locale),
      locales: REVIEWED_LOCALES.join(', '),
    });
  // The sender's name, refused with the one name check's reason (markup, control, bidi, length).
  const sender = (value as { sender?: unknown }).sender;
  const problem = typeof sender === 'string' ? reviewerNameProblem(sender) : null;
  if (problem) return refuse('handback.bundle.sender', { ...problem.params, problemKey: problem.code });
  const parsed = handbackBundleSchema.safeParse(value);
  // The path names the field; zod's English message is not shown to a Thai or Chinese reader.
  if (!parsed.success)
    return refuse('handback.bundle.invalid', { path: parsed.error.issues[0]!.path.join('.') || '(top)' });
  const { sections, glossary = [] } = parsed.data;
  for (const ids of [sections.map((section) => section.id), glossary.map((entry) => entry.term)]) {
    const seen = new Set<string>();
    // The first ID seen before (`add` returns the set: never false).
    const twice = ids.find((id) => seen.has(id) || !seen.add(id));
    if (twice !== undefined) return refuse('handback.bundle.duplicate-id', { id: twice });
  }
  return { ok: true, bundle: parsed.data };
}

/** The bundle as written: JSON with two-space indent and a final newline, sections by ID order given. */
export function serializeHandbackBundle(bundle: HandbackBundle): string {
  return `${JSON.stringify(bundle, null, 2)}\n`;
}
