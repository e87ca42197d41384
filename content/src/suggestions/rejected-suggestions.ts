/**
 * The corrections the maintainer rejected (`suggestions/<locale>.rejected.json`), kept by the hash
 * of the subject (section or `glossary:<term>`) and its text, so the same hand-back imported again
 * neither writes nor queues them: such a section is named as already rejected, with the day. The
 * file is read as an attacker's; one that fails the schema (`__proto__` included), MAX_REJECTED or
 * MAX_FILE_BYTES is refused with its line, stops what needs it (an import, a reject) and is never
 * written over (every earlier rejection would be lost).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as z from 'zod/mini';
import type { ReaderLocale } from '../model/types.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { isCalendarDate } from '../text/plain-text.ts';
import { writeJsonWhole } from '../write/write-json-whole.ts';
import { readKeptJson } from './json-lines.ts';
import { SUGGESTIONS_FOLDER, type Suggestion, suggestionKey } from './suggestion-queue.ts';

/** At most this many rejections are kept per locale (the oldest go first). */
const MAX_REJECTED = 10_000;
/** A file larger than this is not read (10,000 entries are about 1.2 MB). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

const rejectedSchema = z.strictObject({
  rejected: z
    .array(
      z.strictObject({
        /** rejectedHash of the entry: 64 hex digits. */
        hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
        /** The section's ID or `glossary:<term>`, for a person reading the file. */
        id: z.string().check(z.maxLength(200)),
        /** The day it was rejected (YYYY-MM-DD). */
        date: z.string().check(z.refine(isCalendarDate)),
      }),
    )
    .check(z.maxLength(MAX_REJECTED)),
});

export type RejectedEntry = z.infer<typeof rejectedSchema>['rejected'][number];

export function rejectedFile(root: string, locale: ReaderLocale): string {
  return path.join(root, SUGGESTIONS_FOLDER, `${locale}.rejected.json`);
}

/** The hash a rejection is kept by: what the entry is about and its text (normalized). */
export function rejectedHash(entry: Pick<Suggestion, 'id' | 'kind' | 'text'>): string {
  const subject = ['polyhedral-rejected/1', suggestionKey(entry), normalizedSectionText(entry.text)];
  return createHash('sha256').update(JSON.stringify(subject), 'utf8').digest('hex');
}

/** The rejections file as shown in a refusal (relative to the content root). */
const shownFile = (locale: ReaderLocale) => `${SUGGESTIONS_FOLDER}/${locale}.rejected.json`;

/** The rejections, or why the file cannot be read: the file and line (1: the whole file). */
export type RejectedRead =
  | { ok: true; rejected: Map<string, RejectedEntry> }
  | { ok: false; file: string; line: number };

/** The locale's rejections by hash (none when there is no file); a file that fails is refused with its line. */
export function readRejected(root: string, locale: ReaderLocale): RejectedRead {
  const read = readKeptJson(rejectedFile(root, locale), MAX_FILE_BYTES, rejectedSchema);
  if (!read.ok) return { ok: false, file: shownFile(locale), line: read.line };
  return { ok: true, rejected: new Map(read.data?.rejected.map((entry) => [entry.hash, entry])) };
}

/**
 * Keep the rejection of each of `entries` (those already kept stay as they were), written whole
 * or not at all (a temporary file renamed over it; a full disk leaves the file as it was). A file
 * that cannot be read is never written over: the reason is returned and nothing is written.
 */
export function recordRejected(
  root: string,
  locale: ReaderLocale,
  entries: readonly Suggestion[],
  today: string,
): { ok: true } | { ok: false; file: string; line: number } {
  const read = readRejected(root, locale);
  if (!read.ok) return read;
  const kept = read.rejected;
  const before = kept.size;
  for (const entry of entries) {
    const hash = rejectedHash(entry);
    if (!kept.has(hash)) kept.set(hash, { hash, id: suggestionKey(entry), date: today });
  }
  if (kept.size === before) return { ok: true };
  writeJsonWhole(rejectedFile(root, locale), { rejected: [...kept.values()].slice(-MAX_REJECTED) });
  return { ok: true };
}
