/**
 * Front matter of a content file (docs/DECISIONS.md "Content"). Unknown keys are refused so a
 * misspelt key does not pass silently.
 */

import * as z from 'zod/mini';
import { problemKey } from '../config/yaml-problem.ts';
import { isCalendarDate } from '../text/plain-text.ts';
import { isReviewerName } from '../trust/reviewer-name.ts';

export const RULE_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
export const SECTION_HASH_PATTERN = /^[0-9a-f]{12}$/;
/** Review states of a section drafted in this project. */
export const REVIEW_STATES = ['draft', 'reviewed'] as const;
/**
 * A section's review state as the model gives it, derived from its approval record
 * (review/derive-review-state.ts): `reviewed` (a verified signature), `accepted` (the
 * maintainer's acceptance, never shown as a review), `edited` (a record that no longer holds), or
 * `draft`. Front matter `review: reviewed` and `reviewedBy/On/Text` are legacy: read, never
 * believed (a warning), never written.
 */
export const SECTION_REVIEW_STATES = ['draft', 'reviewed', 'accepted', 'edited'] as const;
export type SectionReviewState = (typeof SECTION_REVIEW_STATES)[number];

/** A key of a per-section map: a rule ID. */
const ruleIdKey = z.string().check(z.regex(RULE_ID_PATTERN));
/** A section hash (the `translation:` and `reviewedText:` maps' values). */
const sectionHash = z
  .string({ error: problemKey('hash') })
  .check(z.regex(SECTION_HASH_PATTERN, problemKey('hash')));

export const frontMatterSchema = z.strictObject({
  id: z.string().check(z.regex(RULE_ID_PATTERN, problemKey('rule-id'))),
  title: z.string().check(z.trim(), z.minLength(1)),
  order: z.number().check(z.int(), z.nonnegative()),
  chapter: z.optional(z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, problemKey('chapter')))),
  source: z.string().check(z.minLength(1)),
  ruleset: z.optional(z.enum(['srd-5.2', 'playtest'])),
  /** Playtest files: the SRD 5.2 rule ID this text is compared with. */
  comparesTo: z.optional(z.string().check(z.regex(RULE_ID_PATTERN))),
  translation: z.optional(z.record(ruleIdKey, sectionHash)),
  /**
   * Sections of this file translated in this project, and their review state: `draft` until a
   * native speaker reviews them (`pnpm content review`). Sections not listed here come from the
   * file's `source` (a source translation) and are not drafts.
   */
  review: z.optional(z.record(ruleIdKey, z.enum(REVIEW_STATES, { message: problemKey('review-state') }))),
  /** Who marked each section reviewed (`pnpm content review --reviewer`, the workbench, an import). */
  reviewedBy: z.optional(
    z.record(ruleIdKey, z.string().check(z.trim(), z.minLength(1), z.refine(isReviewerName))),
  ),
  /** When (YYYY-MM-DD) each section was marked reviewed. */
  reviewedOn: z.optional(z.record(ruleIdKey, z.string().check(z.refine(isCalendarDate, problemKey('date'))))),
  /** The hash of the text each section had when it was marked reviewed (reviewedTextHash). */
  reviewedText: z.optional(z.record(ruleIdKey, sectionHash)),
  /**
   * Per-section source, where a section comes from another document than the file's `source`
   * (a key of content/sources.yaml).
   */
  sources: z.optional(z.record(ruleIdKey, z.string().check(z.minLength(1)))),
  /** The whole page exists only in this translation (no English counterpart). */
  translationOnly: z.optional(z.literal(true)),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
