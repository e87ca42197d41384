/**
 * The maintainer's queue of suggestions (`content/suggestions/<locale>.json`): what a hand-back
 * brought that no registered reviewer vouched for. Each entry is one section: the text before the
 * import and the text the import applied as a draft (a correction), and, when the bundle approved
 * it, the approval as given (name, date) with the reason it did not count. `pnpm content
 * suggestions` lists them with a diff; accepting an approval marks the section reviewed (the
 * maintainer vouches for it), accepting a correction keeps it; rejecting a correction puts the
 * earlier text back. A newer suggestion for the same section replaces the older one.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { MAX_SECTION_BYTES } from '../config/limits.ts';
import { RULE_ID_PATTERN } from '../front-matter/schema.ts';
import type { ReaderLocale } from '../model/types.ts';
import { isReviewerName } from '../review-trust/reviewer-name.ts';
import { isCalendarDate } from '../text/plain-text.ts';
import { utf8ByteLength } from '../text/utf8-length.ts';

export const SUGGESTIONS_FOLDER = 'suggestions';
/** At most this many entries per locale (a bundle holds at most 2000 sections). */
const MAX_ENTRIES = 5000;

const text = z.string().check(z.refine((value) => utf8ByteLength(value) <= MAX_SECTION_BYTES));

const suggestionSchema = z.strictObject({
  id: z.string().check(z.regex(RULE_ID_PATTERN)),
  /** A glossary definition (`id` is the term's): absent for a rule section. */
  kind: z.optional(z.literal('glossary')),
  /** When the import received it (YYYY-MM-DD). */
  received: z.string().check(z.refine(isCalendarDate)),
  /** Where the bundle said it started (`git:<commit>` or a record label). */
  from: z.string().check(z.maxLength(200)),
  /** The section's text before the import (null: the section did not exist). */
  before: z.nullable(text),
  /** The text the import applied (a draft), or found already there. */
  text,
  /**
   * The front matter entries the import added for the section (`review: draft`, and `sources:`
   * when needed: a source translation's section, `current`, made a draft): rejecting removes
   * them, so the section is `current` again. Absent when the import added none.
   */
  drafted: z.optional(
    z.array(z.enum(['sources', 'review'])).check(
      z.maxLength(2),
      z.refine((entries) => new Set(entries).size === entries.length),
    ),
  ),
  /** Who sent it (the bundle's `sender`), credited when the maintainer accepts it. */
  sender: z.optional(z.string().check(z.refine(isReviewerName))),
  approval: z.nullable(
    z.strictObject({
      by: z.nullable(z.string().check(z.refine(isReviewerName))),
      date: z.string().check(z.refine(isCalendarDate)),
      /** Why it did not grant a review (approval-checks.ts). */
      reason: z.string().check(z.maxLength(40)),
    }),
  ),
});

const queueSchema = z.strictObject({
  suggestions: z.array(suggestionSchema).check(z.maxLength(MAX_ENTRIES)),
});

export type Suggestion = z.infer<typeof suggestionSchema>;

export function suggestionsFile(root: string, locale: ReaderLocale): string {
  return path.join(root, SUGGESTIONS_FOLDER, `${locale}.json`);
}

/** The locale's queue; an unreadable or malformed file is `ok: false` (never overwritten blindly). */
export function readSuggestions(
  root: string,
  locale: ReaderLocale,
): { ok: true; suggestions: Suggestion[] } | { ok: false; file: string } {
  const file = suggestionsFile(root, locale);
  if (!existsSync(file)) return { ok: true, suggestions: [] };
  try {
    const parsed = queueSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? { ok: true, suggestions: parsed.data.suggestions } : { ok: false, file };
  } catch {
    return { ok: false, file };
  }
}

/** Write the queue (sorted by section ID), or remove the file when it is empty. */
export function writeSuggestions(
  root: string,
  locale: ReaderLocale,
  suggestions: readonly Suggestion[],
): void {
  const file = suggestionsFile(root, locale);
  if (suggestions.length === 0) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const sorted = [...suggestions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ suggestions: sorted }, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The queue with `added` in place of any earlier entry for the same sections. */
export function mergeSuggestions(queue: readonly Suggestion[], added: readonly Suggestion[]): Suggestion[] {
  const replaced = new Set(added.map(suggestionKey));
  return [...queue.filter((entry) => !replaced.has(suggestionKey(entry))), ...added];
}

/** What a suggestion is about: a section's ID, or `glossary:<term>` (a term and a section may share an ID). */
export function suggestionKey(entry: Pick<Suggestion, 'id' | 'kind'>): string {
  return entry.kind === 'glossary' ? `glossary:${entry.id}` : entry.id;
}
