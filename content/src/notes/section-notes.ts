/**
 * Notes on sections for the next reviewer (`content/notes/<locale>.yaml`: rule ID -> `{by, date,
 * text}` list), shown and added in the workbench, checked by `content check`. Adding one edits the
 * YAML document (comments kept) and validates the whole result before the atomic write.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import * as z from 'zod/mini';
import { type ConfigFile, readConfigFile } from '../config/read-config-file.ts';
import { problemKey } from '../config/yaml-problem.ts';
import { RULE_ID_PATTERN } from '../front-matter/schema.ts';
import type { ReaderLocale } from '../model/types.ts';
import { isCalendarDate, isPlainText } from '../text/plain-text.ts';
import { isReviewerName } from '../trust/reviewer-name.ts';
import { containedPath } from '../write/contained-path.ts';
import { underContentLock } from '../write/under-content-lock.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';

export const NOTES_FOLDER = 'notes';
export const MAX_NOTE_LENGTH = 2000;

const noteSchema = z.strictObject({
  by: z.string().check(z.trim(), z.minLength(1), z.refine(isReviewerName)),
  date: z.string().check(z.refine(isCalendarDate, problemKey('date'))),
  // Lines and tabs, never NUL, ESC or another control character.
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NOTE_LENGTH), z.refine(isPlainText)),
});

const notesSchema = z.record(z.string().check(z.regex(RULE_ID_PATTERN)), z.array(noteSchema));

export type SectionNote = z.infer<typeof noteSchema>;
export type SectionNotes = z.infer<typeof notesSchema>;

export function notesFile(locale: ReaderLocale): string {
  return `${NOTES_FOLDER}/${locale}.yaml`;
}

/** The locale's notes (none when the file does not exist); problems come back as diagnostics. */
export function readSectionNotes(root: string, locale: ReaderLocale): ConfigFile<SectionNotes> {
  return readConfigFile(root, notesFile(locale), notesSchema, { absent: {} });
}

/** Why a note was not added; the message keys are `content.note.*`. */
export type NoteProblem =
  | {
      code: 'content.note.invalid' | 'content.note.file-invalid' | 'content.note.locked';
      params: Record<string, never>;
    }
  | { code: 'content.note.outside-content'; params: { link: string; target: string } }
  | { code: 'content.note.lock-invalid'; params: { lock: string } };

export type AddNoteResult = { ok: true; notes: SectionNote[] } | { ok: false; problem: NoteProblem };

function refused(problem: NoteProblem): AddNoteResult {
  return { ok: false, problem };
}

export function addSectionNote(
  root: string,
  locale: ReaderLocale,
  id: string,
  note: SectionNote,
): AddNoteResult {
  if (!RULE_ID_PATTERN.test(id) || !noteSchema.safeParse(note).success)
    return refused({ code: 'content.note.invalid', params: {} });
  return underContentLock(
    root,
    notesFile(locale),
    () => addLocked(root, locale, id, note),
    ({ code, params }) =>
      code === 'content.write.locked'
        ? refused({ code: 'content.note.locked', params: {} })
        : refused({ code: 'content.note.lock-invalid', params: { lock: String(params.lock) } }),
  );
}

function addLocked(root: string, locale: ReaderLocale, id: string, note: SectionNote): AddNoteResult {
  // `content/notes` or the file may be a link (git stores them): only a path inside the root.
  const contained = containedPath(root, notesFile(locale));
  if (!contained.ok)
    return refused({
      code: 'content.note.outside-content',
      params: { link: contained.link, target: contained.target },
    });
  const current = readSectionNotes(root, locale);
  if (current.value === null) return refused({ code: 'content.note.file-invalid', params: {} });
  const file = contained.target;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const document = parseDocument(text);
  const entry = { by: note.by.trim(), date: note.date, text: note.text.trim() };
  if (document.hasIn([id])) document.addIn([id], document.createNode(entry));
  else document.setIn([id], document.createNode([entry]));
  const after = document.toString({ lineWidth: 0 });
  // The whole result, parsed again and validated, before anything is written.
  const reparsed = notesSchema.safeParse(parseDocument(after).toJS());
  if (!reparsed.success) return refused({ code: 'content.note.file-invalid', params: {} });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic(file, Buffer.from(after, 'utf8'));
  return { ok: true, notes: reparsed.data[id] ?? [] };
}
