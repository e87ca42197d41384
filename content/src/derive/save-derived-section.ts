/**
 * saveDerivedSection: a reviewer's text for a zh-hant section becomes hand-written and wins over the
 * generated text from then on; a section already hand-written saves as any translation's. A
 * generated one is adopted when its source still converts to the editor's `base`, written with its
 * own `translation:` (the English hash its source was stamped against: stale exactly when it was),
 * `review: draft` and `sources:` (the source's document: a conversion keeps its licence). The page's
 * hand-written file is made when missing: the source file's front matter, title converted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DERIVED_LOCALES, type DerivedLocale } from '@polyhedral/i18n';
import { stringify } from 'yaml';
import type { FrontMatter } from '../front-matter/schema.ts';
import type { ContentModel } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { insertSection } from '../sections/insert-section.ts';
import { replaceSectionText } from '../sections/replace-section.ts';
import { saveSection } from '../sections/save-section.ts';
import {
  refused,
  type SaveSectionOptions,
  type SaveSectionResult,
  type SectionSave,
  saved,
} from '../sections/save-section-result.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { withEntries } from '../sections/with-entries.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { underContentLock } from '../write/under-content-lock.ts';
import { makeContentFolder, writeContentFile } from '../write/write-content-file.ts';
import { CONVERTERS } from './converters.ts';

/** The generated text of a section of a derived locale (as withDerivedLocales makes it), or null. */
export function convertedText(model: ContentModel, locale: DerivedLocale, id: string): string | null {
  const source = model.sections.get(id)?.[DERIVED_LOCALES[locale]];
  return source ? CONVERTERS[locale].markdown(source.markdown) : null;
}

/**
 * The front matter (YAML, without its `---` lines) of the hand-written file a derived locale's
 * first hand-written section of a page makes: the source locale's file's, title converted.
 */
export function derivedFileHead(locale: DerivedLocale, pageId: string, frontMatter: FrontMatter): string {
  const { title, order, chapter, source } = frontMatter;
  return stringify({
    id: pageId,
    title: CONVERTERS[locale].text(title),
    order,
    ...(chapter ? { chapter } : {}),
    source,
  });
}

export function saveDerivedSection(
  model: ContentModel,
  locale: DerivedLocale,
  id: string,
  markdown: string,
  options: SaveSectionOptions,
): SaveSectionResult {
  return underContentLock(
    model.root,
    `${locale}/`,
    () => saveDerivedSectionLocked(model, locale, id, markdown, options),
    refused,
  );
}

function saveDerivedSectionLocked(
  ...[model, locale, id, markdown, options]: SectionSave<DerivedLocale>
): SaveSectionResult {
  if (hasTranslation(model, locale, id)) return saveSection(model, locale, id, markdown, options);
  const from = DERIVED_LOCALES[locale];
  const source = model.sections.get(id)?.[from];
  const page = source ? model.pages.find((candidate) => candidate.id === source.pageId) : undefined;
  const sourceFile = page?.files[from];
  const generated = convertedText(model, locale, id);
  if (!source || !page || !sourceFile?.frontMatter || generated === null) {
    return refused({ code: 'content.write.unknown-section', file: '', params: { id } });
  }
  if (options.base === null || sectionTextHash(generated) !== options.base) {
    return refused(
      { code: 'content.write.section-changed-on-disk', file: `${locale}/`, params: { id } },
      generated,
    );
  }
  const stamped = recordedHash(model, from, id);
  const entries: [string, string][] = [
    ...(stamped ? [['translation', stamped] as [string, string]] : []),
    ['review', 'draft'],
    ['sources', source.source],
  ];
  const order = sourceFile.sections.map((section) => section.id);
  const handWritten = page.files[locale];
  if (handWritten) {
    if (!source.intro) {
      return insertSection(model.root, {
        file: handWritten.file,
        pageId: page.id,
        id,
        markdown,
        order,
        entries,
      });
    }
    return adoptIntro(model.root, handWritten.file, page.id, markdown, entries);
  }
  const chapter = sourceFile.chapter ?? sourceFile.frontMatter.chapter ?? '';
  const file = [locale, chapter, `${page.id}.md`].filter((part) => part !== '').join('/');
  const head = derivedFileHead(locale, page.id, sourceFile.frontMatter);
  const text = normalizedSectionText(markdown);
  const body = `${text}\n`;
  const edited = withEntries(Buffer.from(`---\n${head}---\n\n${body}`, 'utf8'), file, id, entries);
  if (!edited.ok) return edited;
  const folder = makeContentFolder(model.root, file);
  if (folder) return refused(folder);
  const outcome = writeContentFile(model.root, file, null, edited.bytes, {
    pageId: page.id,
    changing: new Set([id]),
    ids: source.intro ? [page.id] : [page.id, id],
    frontMatter: 'may-change',
  });
  if (!outcome.ok) return refused(outcome.refusal);
  return saved(file, edited.bytes, page.id, id);
}

/** The hand-written file's empty intro gets the reviewer's text and its entries. */
function adoptIntro(
  root: string,
  file: string,
  pageId: string,
  markdown: string,
  entries: readonly (readonly [string, string])[],
): SaveSectionResult {
  const before = readFileSync(path.join(root, file));
  const replaced = replaceSectionText(before, pageId, pageId, markdown);
  if (!replaced.ok) return refused({ ...replaced.problem, file });
  const edited = withEntries(replaced.bytes, file, pageId, entries);
  if (!edited.ok) return edited;
  const outcome = writeContentFile(root, file, before, edited.bytes, {
    pageId,
    changing: new Set([pageId]),
    frontMatter: 'may-change',
  });
  if (!outcome.ok) return refused(outcome.refusal);
  return saved(file, edited.bytes, pageId, pageId);
}
