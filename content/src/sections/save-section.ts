/**
 * saveSection: write a translation's new section text into its file through the one content
 * writer (write/write-content-file.ts). A save conflicts per section: it is refused only when that
 * section's text on disk is no longer the text the editor started from (`base`, its
 * sectionTextHash); changes to other sections of the file since then are kept. A section the
 * locale does not have yet (`base` null) is created: inserted after the sections that precede it
 * in English book order, as a draft of this project (`sources:` and `review:` entries), in the
 * page's file of that locale. A derived locale (zh-hant) saves through saveDerivedSection
 * (derive/save-derived-section.ts), which comes here for a section already written by hand.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nestingProblem } from '@polyhedral/markdown';
import { editMapEntries } from '../front-matter/edit-map-entries.ts';
import { DRAFTED_SOURCE_PREFIX } from '../loader/section-source.ts';
import {
  type ContentModel,
  isTranslatedLocale,
  type ReaderLocale,
  type TranslatedLocale,
} from '../model/types.ts';
import { normalizedSectionText, sameSectionText } from '../text/normalized-section-text.ts';
import { isWellFormedText } from '../text/plain-text.ts';
import { fileLayout } from '../write/file-layout.ts';
import { underContentLock, writeContentFile } from '../write/write-content-file.ts';
import { NESTING_REFUSAL_CODE, type WriteRefusal } from '../write/write-refusal.ts';
import { replaceSectionText } from './replace-section.ts';

export interface SaveSectionOptions {
  /** sectionTextHash of the text the edit started from (null: the section is new). */
  base: string | null;
  /**
   * New text for a section taken from a source translation (no `review:` entry, shown as current)
   * makes it a draft: `review: <ID>: draft`, and `sources: <ID>: <its source>` when the draft
   * entry would otherwise change where the text is said to come from (loader/section-source.ts).
   * On by default, whoever writes (the workbench, an import, a queue decision): an edited text is
   * text nobody has reviewed. Only a rejection that puts the earlier text back passes `false`.
   */
  draft?: boolean;
  /**
   * Front matter entries of the section to remove with the save: a rejected correction puts back
   * the state the import changed (the `sources:` and `review:` entries `draft` added), so a source
   * translation's section is `current` again, not a draft.
   */
  undraft?: readonly DraftEntry[];
}

/** A front matter map `draft` may add an entry to for the section. */
export type DraftEntry = 'sources' | 'review';

export type SaveSectionResult =
  | {
      ok: true;
      file: string;
      changed: boolean;
      base: string;
      /** The entries `draft` added (for a later rejection to remove); absent when none. */
      drafted?: DraftEntry[];
    }
  | { ok: false; refusal: WriteRefusal; current?: string };

/** sha256 (hex) of a file's bytes. */
export function fileSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * sha256 (hex) of a section's text after the one whitespace normalization
 * (text/normalized-section-text.ts): a save's base, a bundle's `start`, and what an approval signs
 * (approvalTextHash makes the same through Web Crypto). A trailing space or CRLF is not an edit.
 */
export function sectionTextHash(markdown: string): string {
  return createHash('sha256').update(normalizedSectionText(markdown), 'utf8').digest('hex');
}

const DECODER = new TextDecoder('utf-8', { fatal: true });

function lineCount(bytes: Uint8Array): number {
  let count = 1;
  for (const byte of bytes) if (byte === 10) count += 1;
  return count;
}

/** The section's trimmed text in a file's source (the loader's `section.markdown`), or null. */
export function sectionIn(source: string, pageId: string, id: string): string | null {
  const segment = fileLayout(source, pageId).segments.find((candidate) => candidate.id === id);
  return segment ? source.slice(segment.start, segment.end).trim() : null;
}

/** A new section text nested deeper than the parser may go: refused at its line in the file, before any parse. */
function nestingRefusal(file: string, markdown: string, firstLine: number): WriteRefusal | null {
  // A lone UTF-16 surrogate (a broken paste, a bad JSON escape) would be written as U+FFFD.
  if (!isWellFormedText(markdown)) {
    const before = markdown.slice(0, markdown.search(/[\ud800-\udfff]/u) + 1);
    return {
      code: 'content.write.broken-character',
      file,
      line: firstLine + before.split('\n').length - 1,
      params: {},
    };
  }
  const nesting = nestingProblem(normalizedSectionText(markdown));
  if (nesting === null) return null;
  return {
    code: NESTING_REFUSAL_CODE[nesting.kind],
    file,
    line: firstLine + nesting.line - 1,
    params: { depth: nesting.depth, limit: nesting.limit },
  };
}

/** What a save of a section is given: the model, the locale, the section's ID, its new text, the base it was edited from. */
export type SectionSave<Locale> = [
  model: ContentModel,
  locale: Locale,
  id: string,
  markdown: string,
  options: SaveSectionOptions,
];

export function refused(refusal: WriteRefusal, current?: string): SaveSectionResult {
  return { ok: false, refusal, ...(current === undefined ? {} : { current }) };
}

/**
 * Save a section's new text. The file is read, compared and written inside the content tree's
 * write lock (write/content-lock.ts), so a save of another section of the same file by another
 * process (an import, a second workbench) is kept, never overwritten.
 */
export function saveSection(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
  markdown: string,
  options: SaveSectionOptions,
): SaveSectionResult {
  const file = model.sections.get(id)?.[locale]?.file ?? '';
  return underContentLock(
    model.root,
    file,
    () => saveSectionLocked(model, locale, id, markdown, options),
    refused,
  );
}

function saveSectionLocked(
  ...[model, locale, id, markdown, options]: SectionSave<ReaderLocale>
): SaveSectionResult {
  const section = model.sections.get(id)?.[locale];
  if (!section) {
    return isTranslatedLocale(locale)
      ? createSection(model, locale, id, markdown)
      : refused({ code: 'content.write.unknown-section', file: '', params: { id } });
  }
  const file = section.file;
  const target = path.join(model.root, file);
  const before = readFileSync(target);
  let source: string;
  try {
    source = DECODER.decode(before);
  } catch {
    return refused({ code: 'content.write.not-utf8', file, params: {} });
  }
  const current = sectionIn(source, section.pageId, id);
  if (current === null) return refused({ code: 'content.write.unknown-section', file, params: { id } });
  if (options.base === null || sectionTextHash(current) !== options.base) {
    return refused({ code: 'content.write.section-changed-on-disk', file, params: { id } }, current);
  }
  // The line of the section's first character of text (an intro's segment starts with blank lines).
  const segment = fileLayout(source, section.pageId).segments.find((candidate) => candidate.id === id)!;
  const segmentText = source.slice(segment.start, segment.end);
  const leading = segmentText.slice(0, segmentText.length - segmentText.trimStart().length);
  const sectionLine = segment.line + (leading.match(/\n/g)?.length ?? 0);
  const tooDeep = nestingRefusal(file, markdown, sectionLine);
  if (tooDeep) return refused(tooDeep);
  const replaced = replaceSectionText(before, section.pageId, id, markdown);
  if (!replaced.ok) return refused({ ...replaced.problem, file });
  let bytes = replaced.bytes;
  const toDraft =
    options.draft !== false && section.review === undefined && !sameSectionText(current, markdown);
  let drafted: DraftEntry[] = [];
  if (toDraft) {
    const frontMatter = model.pages.find((page) => page.id === section.pageId)?.files[locale]?.frontMatter;
    const keepSource =
      frontMatter?.sources?.[id] === undefined && !section.source.startsWith(DRAFTED_SOURCE_PREFIX);
    const entries: [string, string][] = [
      ...(keepSource ? [['sources', section.source] as [string, string]] : []),
      ['review', 'draft'],
    ];
    const edited = withEntries(bytes, file, id, entries);
    if (!edited.ok) return edited.result;
    bytes = edited.bytes;
    drafted = entries.map(([map]) => map as DraftEntry);
  }
  const undraft = options.undraft ?? [];
  for (const map of undraft) {
    const edit = editMapEntries(bytes, { map, values: new Map(), missing: 'insert', remove: new Set([id]) });
    if (!edit.ok) {
      return refused({
        code: 'content.write.front-matter-invalid',
        file,
        line: edit.refusal.line,
        params: { problem: map },
      });
    }
    bytes = edit.bytes;
  }
  const after = bytes.toString('utf8');
  const written = writeContentFile(model.root, file, before, bytes, {
    pageId: section.pageId,
    changing: new Set([id]),
    frontMatter: toDraft || undraft.length > 0 ? 'may-change' : 'keep',
  });
  if (!written.ok) {
    // A line in the section's text is named as the reader's file has it: the front matter entries
    // the drafting added (above every section) are not in it yet.
    const shift = lineCount(bytes) - lineCount(replaced.bytes);
    const { line } = written.refusal;
    if (shift > 0 && line !== undefined && line > shift)
      return refused({ ...written.refusal, line: line - shift });
    return refused(written.refusal);
  }
  return {
    ok: true,
    file,
    changed: written.changed,
    base: sectionTextHash(sectionIn(after, section.pageId, id)!),
    ...(drafted.length > 0 ? { drafted } : {}),
  };
}

/** A section the locale does not have: insert it into the page's file, marked as a draft. */
function createSection(
  model: ContentModel,
  locale: TranslatedLocale,
  id: string,
  markdown: string,
): SaveSectionResult {
  const english = model.sections.get(id)?.en;
  const page = english ? model.pages.find((candidate) => candidate.id === english.pageId) : undefined;
  const localFile = page?.files[locale];
  if (!english || !page || !localFile || english.intro) {
    return refused({ code: 'content.write.unknown-section', file: localFile?.file ?? '', params: { id } });
  }
  const code = locale === 'th' ? 'polyhedral-th' : 'polyhedral-zh';
  return insertSection(model.root, {
    file: localFile.file,
    pageId: page.id,
    id,
    markdown,
    order: (page.files.en?.sections ?? []).map((candidate) => candidate.id),
    entries: [
      ['sources', code],
      ['review', 'draft'],
    ],
  });
}

export interface SectionInsert {
  /** The file (relative to the content root) and its page. */
  file: string;
  pageId: string;
  id: string;
  markdown: string;
  /** Section IDs in book order: the new one goes before the first later one the file has. */
  order: readonly string[];
  /** Front matter map entries to add for the new section (`review: draft`, ...), in order. */
  entries: readonly (readonly [string, string])[];
}

/**
 * Insert a section a file does not have, with its front matter entries, through the one writer (the
 * whole new file re-parsed; every other section byte-identical; the file unchanged on disk since
 * it was read).
 */
export function insertSection(root: string, insert: SectionInsert): SaveSectionResult {
  return underContentLock(root, insert.file, () => insertSectionLocked(root, insert), refused);
}

function insertSectionLocked(root: string, insert: SectionInsert): SaveSectionResult {
  const { file, pageId, id, markdown, order } = insert;
  const before = readFileSync(path.join(root, file));
  let source: string;
  try {
    source = DECODER.decode(before);
  } catch {
    return refused({ code: 'content.write.not-utf8', file, params: {} });
  }
  const layout = fileLayout(source, pageId);
  // Insert before the first section of this file that comes after `id` in book order.
  const later = new Set(order.slice(order.indexOf(id) + 1));
  const next = layout.segments.find((segment) => segment.id !== pageId && later.has(segment.id));
  const tooDeep = nestingRefusal(file, markdown, next?.line ?? source.split('\n').length + 2);
  if (tooDeep) return refused(tooDeep);
  const text = normalizedSectionText(markdown);
  const crlf = source.includes('\r\n');
  const eol = crlf ? '\r\n' : '\n';
  const written = crlf ? text.replace(/\n/g, '\r\n') : text;
  let body: string;
  if (next) {
    body = `${source.slice(0, next.start)}${written}${eol}${eol}${source.slice(next.start)}`;
  } else {
    const trimmed = source.replace(/(\r?\n)*$/, '');
    body = `${trimmed}${eol}${eol}${written}${eol}`;
  }
  const ids = layout.segments.map((segment) => segment.id);
  ids.splice(next ? ids.indexOf(next.id) : ids.length, 0, id);
  const edited = withEntries(Buffer.from(body, 'utf8'), file, id, insert.entries);
  if (!edited.ok) return edited.result;
  const after = edited.bytes.toString('utf8');
  const outcome = writeContentFile(root, file, before, edited.bytes, {
    pageId,
    changing: new Set([id]),
    ids,
    frontMatter: 'may-change',
  });
  if (!outcome.ok) return refused(outcome.refusal);
  return { ok: true, file, changed: true, base: sectionTextHash(sectionIn(after, pageId, id)!) };
}

/** `bytes` with a front matter entry for `id` in each named map (inserted or replaced). */
export function withEntries(
  bytes: Buffer,
  file: string,
  id: string,
  entries: readonly (readonly [string, string])[],
): { ok: true; bytes: Buffer } | { ok: false; result: SaveSectionResult } {
  let edited = bytes;
  for (const [map, value] of entries) {
    const edit = editMapEntries(edited, { map, values: new Map([[id, value]]), missing: 'insert' });
    if (!edit.ok) {
      return {
        ok: false,
        result: refused({
          code: 'content.write.front-matter-invalid',
          file,
          line: edit.refusal.line,
          params: { problem: map },
        }),
      };
    }
    edited = edit.bytes;
  }
  return { ok: true, bytes: edited };
}
