import { fileLayout } from '../front-matter/file-layout.ts';
import {
  type ContentModel,
  isTranslatedLocale,
  type ReaderLocale,
  type TranslatedLocale,
} from '../model/types.ts';
import { sameSectionText } from '../text/normalized-section-text.ts';
import { underContentLock } from '../write/under-content-lock.ts';
import { writeContentFile } from '../write/write-content-file.ts';
import { insertSection } from './insert-section.ts';
import { nestingRefusal } from './nesting-refusal.ts';
import { replaceSectionText } from './replace-section.ts';
import {
  type DraftEntry,
  readContentText,
  refused,
  type SaveSectionOptions,
  type SaveSectionResult,
  type SectionSave,
  saved,
} from './save-section-result.ts';
import { sectionIn } from './section-in.ts';
import { DRAFTED_SOURCE_PREFIX } from './section-source.ts';
import { sectionTextHash } from './section-text-hash.ts';
import { withEntries } from './with-entries.ts';

function lineCount(bytes: Uint8Array): number {
  let count = 1;
  for (const byte of bytes) if (byte === 10) count += 1;
  return count;
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
  const read = readContentText(model.root, file);
  if (!read.ok) return read;
  const { before, source } = read;
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
    if (!edited.ok) return edited;
    bytes = edited.bytes;
    drafted = entries.map(([map]) => map as DraftEntry);
  }
  const undraft = options.undraft ?? [];
  const undrafted = withEntries(
    bytes,
    file,
    id,
    undraft.map((map) => [map, null] as const),
  );
  if (!undrafted.ok) return undrafted;
  bytes = undrafted.bytes;
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
    ...saved(file, bytes, section.pageId, id, written.changed),
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
