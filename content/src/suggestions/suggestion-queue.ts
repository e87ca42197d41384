/**
 * The maintainer's queue of suggestions (`suggestions/<locale>.json`): what a hand-back brought that
 * no registered reviewer vouched for, one entry per submission, oldest first (a second correction
 * never replaces the first; an exact repeat is not added twice): the text before and after, and an
 * approval as given with why it did not count. The file is read as an attacker's: every field is
 * checked, and a file that fails is named with its line and refused.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { MAX_SECTION_BYTES } from '../config/limits.ts';
import { RULE_ID_PATTERN } from '../front-matter/schema.ts';
import type { ReaderLocale } from '../model/types.ts';
import { isCalendarDate } from '../text/plain-text.ts';
import { utf8ByteLength } from '../text/utf8-length.ts';
import type { PrivateKeyFound } from '../trust/private-key-material.ts';
import { isReviewerName } from '../trust/reviewer-name.ts';
import { writeJsonWhole } from '../write/write-json-whole.ts';
import { readKeptJson } from './json-lines.ts';

export const SUGGESTIONS_FOLDER = 'suggestions';
/** At most this many entries per locale (a bundle holds at most 2000 sections). */
const MAX_ENTRIES = 5000;
/** A queue file larger than this is refused unread (the real queues are a few KB). */
const MAX_QUEUE_BYTES = 64 * 1024 * 1024;

const text = z.string().check(z.refine((value) => utf8ByteLength(value) <= MAX_SECTION_BYTES));

const suggestionSchema = z.strictObject({
  id: z.string().check(z.regex(RULE_ID_PATTERN)),
  /** A glossary definition (`id` is the term's): absent for a rule section. */
  kind: z.optional(z.literal('glossary')),
  /** When the import received it (YYYY-MM-DD). */
  received: z.string().check(z.refine(isCalendarDate)),
  /** When the import received it, to the second (UTC, `YYYY-MM-DDTHH:MM:SSZ`); absent in older files. */
  receivedAt: z.optional(z.string().check(z.refine(isUtcTime))),
  /** Where the bundle said it started (`git:<commit>` or a record label). */
  from: z.string().check(z.maxLength(200)),
  /** The section's text before the import (null: the section did not exist). */
  before: z.nullable(text),
  /** The text the import applied (a draft), or found already there. */
  text,
  /**
   * A derived locale's (zh-hant) section that was the machine conversion before the import
   * (`before` is that conversion): rejecting drops the hand-written section, so the conversion
   * shows again (derive/drop-derived-section.ts). Absent otherwise.
   */
  converted: z.optional(z.literal(true)),
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

/** `YYYY-MM-DDTHH:MM:SSZ`, a real time (not 25:00, not Feb 30). */
function isUtcTime(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value)) return false;
  const time = new Date(value);
  return !Number.isNaN(time.getTime()) && time.toISOString().replace('.000', '') === value;
}

/** Now, as a queue entry's `receivedAt`. */
export function utcTimeNow(now: Date = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Why a queue file cannot be read, at its line (1-based; 1 when the fault is the whole file). */
export interface QueueProblem {
  file: string;
  line: number;
  /** The file holds a private key (trust/private-key-material.ts): said as such, never echoed. */
  privateKey?: PrivateKeyFound;
}

export function suggestionsFile(root: string, locale: ReaderLocale): string {
  return path.join(root, SUGGESTIONS_FOLDER, `${locale}.json`);
}

/** The locale's queue; an unreadable or malformed file is `ok: false` with its line (never overwritten). */
export function readSuggestions(
  root: string,
  locale: ReaderLocale,
): { ok: true; suggestions: Suggestion[] } | ({ ok: false } & QueueProblem) {
  const read = readKeptJson(suggestionsFile(root, locale), MAX_QUEUE_BYTES, queueSchema, true);
  if (read.ok) return { ok: true, suggestions: read.data?.suggestions ?? [] };
  const { line, privateKey } = read;
  return {
    ok: false,
    file: `${SUGGESTIONS_FOLDER}/${locale}.json`,
    line,
    ...(privateKey ? { privateKey } : {}),
  };
}

/** Write the queue in the order given (oldest first), or remove the file when it is empty. */
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
  writeJsonWhole(file, { suggestions });
}

/** The same submission (an import of the same bundle again): not queued twice. */
function sameSubmission(a: Suggestion, b: Suggestion): boolean {
  return (
    suggestionKey(a) === suggestionKey(b) &&
    a.before === b.before &&
    a.text === b.text &&
    (a.sender ?? null) === (b.sender ?? null) &&
    JSON.stringify(a.approval) === JSON.stringify(b.approval)
  );
}

/** The queue with `added` after it, oldest first: an entry never replaces another; an exact repeat is left out. */
export function mergeSuggestions(queue: readonly Suggestion[], added: readonly Suggestion[]): Suggestion[] {
  const merged = [...queue];
  for (const entry of added) {
    if (!merged.some((kept) => sameSubmission(kept, entry))) merged.push(entry);
  }
  return merged;
}

/**
 * How the maintainer names each entry: the section's ID (`glossary:<term>` for a definition) when it
 * is the only entry for it, else `ID@N`, N counting that section's entries oldest first.
 */
export function entryNames(queue: readonly Suggestion[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of queue) counts.set(suggestionKey(entry), (counts.get(suggestionKey(entry)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return queue.map((entry) => {
    const key = suggestionKey(entry);
    const index = (seen.get(key) ?? 0) + 1;
    seen.set(key, index);
    return counts.get(key)! > 1 ? `${key}@${index}` : key;
  });
}

/** What a suggestion is about: a section's ID, or `glossary:<term>` (a term and a section may share an ID). */
export function suggestionKey(entry: Pick<Suggestion, 'id' | 'kind'>): string {
  return entry.kind === 'glossary' ? `glossary:${entry.id}` : entry.id;
}
