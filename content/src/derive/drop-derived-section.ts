/**
 * dropDerivedSection: a zh-hant hand-written section goes, so the conversion of its source shows
 * again (rejecting a correction made over the conversion): the reverse of saveDerivedSection's
 * adoption. Its text and `translation:`, `review:`, `sources:` entries leave the file (an adopted
 * intro is emptied); a file left with nothing written by hand is removed; refused when the section
 * on disk is no longer the caller's `base`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DERIVED_LOCALES, type DerivedLocale } from '@polyhedral/i18n';
import { fileLayout } from '../front-matter/file-layout.ts';
import type { ContentModel } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { replaceSectionText } from '../sections/replace-section.ts';
import { refused, type SaveRefusal } from '../sections/save-section-result.ts';
import { sectionIn } from '../sections/section-in.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { withEntries } from '../sections/with-entries.ts';
import { removeContentFile } from '../write/remove-content-file.ts';
import { underContentLock } from '../write/under-content-lock.ts';
import { writeContentFile } from '../write/write-content-file.ts';
import { derivedFileHead } from './save-derived-section.ts';

/** The front matter maps saveDerivedSection adds an entry to for an adopted section. */
const ADOPTION_ENTRIES = ['translation', 'review', 'sources'] as const;

export type DropSectionResult =
  | {
      ok: true;
      file: string /** The file held nothing else written by hand and is gone. */;
      removed: boolean;
    }
  | SaveRefusal;

export function dropDerivedSection(
  model: ContentModel,
  locale: DerivedLocale,
  id: string,
  options: { base: string },
): DropSectionResult {
  const file = model.sections.get(id)?.[locale]?.file ?? `${locale}/`;
  return underContentLock(model.root, file, () => dropLocked(model, locale, id, options.base), refused);
}

function dropLocked(model: ContentModel, locale: DerivedLocale, id: string, base: string): DropSectionResult {
  const section = model.sections.get(id)?.[locale];
  if (!section || !hasTranslation(model, locale, id)) {
    return refused({ code: 'content.write.unknown-section', file: section?.file ?? '', params: { id } });
  }
  const { file, pageId } = section;
  const before = readFileSync(path.join(model.root, file));
  const source = before.toString('utf8');
  const current = sectionIn(source, pageId, id);
  if (current === null) return refused({ code: 'content.write.unknown-section', file, params: { id } });
  if (sectionTextHash(current) !== base) {
    return refused({ code: 'content.write.section-changed-on-disk', file, params: { id } });
  }
  let bytes: Buffer;
  const layout = fileLayout(source, pageId);
  if (id === pageId) {
    const emptied = replaceSectionText(before, pageId, pageId, '');
    if (!emptied.ok) return refused({ ...emptied.problem, file });
    bytes = emptied.bytes;
  } else {
    const index = layout.segments.findIndex((segment) => segment.id === id);
    const segment = layout.segments[index]!;
    const last = index === layout.segments.length - 1;
    // The last section: the blank lines before it go too (the file ends as it did before it came).
    const start = last ? source.slice(0, segment.start).trimEnd().length : segment.start;
    const eol = source.includes('\r\n') ? '\r\n' : '\n';
    const cut = `${source.slice(0, start)}${last ? eol : ''}${source.slice(segment.end)}`;
    bytes = Buffer.from(cut, 'utf8');
  }
  const dropped = withEntries(
    bytes,
    file,
    id,
    ADOPTION_ENTRIES.map((map) => [map, null] as const),
  );
  if (!dropped.ok) return dropped;
  bytes = dropped.bytes;
  if (holdsNothingWritten(model, locale, pageId, bytes.toString('utf8'))) {
    const removed = removeContentFile(model.root, file, before);
    return removed.ok ? { ok: true, file, removed: true } : refused(removed.refusal);
  }
  const written = writeContentFile(model.root, file, before, bytes, {
    pageId,
    changing: new Set([id]),
    ids: layout.segments.map((segment) => segment.id).filter((kept) => kept !== id || kept === pageId),
    frontMatter: 'may-change',
  });
  return written.ok ? { ok: true, file, removed: false } : refused(written.refusal);
}

/** The file as saveDerivedSection makes it before any section is in: its front matter and an empty body. */
function holdsNothingWritten(
  model: ContentModel,
  locale: DerivedLocale,
  pageId: string,
  text: string,
): boolean {
  const page = model.pages.find((candidate) => candidate.id === pageId);
  const frontMatter = page?.files[DERIVED_LOCALES[locale]]?.frontMatter;
  if (!frontMatter) return false;
  return text.replace(/\r\n/g, '\n').trimEnd() === `---\n${derivedFileHead(locale, pageId, frontMatter)}---`;
}
