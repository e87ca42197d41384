/**
 * withDerivedLocales: the model with zh-hant made from zh for the reader: a section written by hand
 * in content/zh-hant/ stays (not its file's empty intro), every other zh section is converted and
 * marked `convertedFrom`. The content tools read the written model (zh-hant: its hand-written
 * sections only); `content provenance` reads this one.
 */
import { DERIVED_LOCALES, type DerivedLocale } from '@polyhedral/i18n';
import type { ContentFile, ContentModel, Page, Section } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { CONVERTERS, type TextConverter } from './converters.ts';

/** What a generated file is called: the path it would have if written by hand. */
function derivedPath(file: ContentFile, locale: DerivedLocale): string {
  return [locale, file.chapter ?? '', `${file.name}.md`].filter((part) => part !== '').join('/');
}

/**
 * A converted section carries no credit of its source's: a zh review or acceptance was signed for
 * the Simplified text, never for this one (a change of the converter or of the word corrections
 * would change it under the same name). It is converted, not reviewed, on every surface; only a
 * zh-Hant approval of a hand-written zh-Hant text credits anyone (review/derive-review-state.ts).
 * Draft text stays draft: converted draft text is no less a draft.
 */
function convertedSection(
  section: Section,
  locale: DerivedLocale,
  file: string,
  convert: TextConverter,
): Section {
  const { review, reviewer: _reviewer, lastReview: _lastReview, ...text } = section;
  return {
    ...text,
    ...(review === 'draft' || review === 'edited' ? { review: 'draft' as const } : {}),
    title: convert.text(section.title),
    markdown: convert.markdown(section.markdown),
    collection: locale,
    file,
    convertedFrom: DERIVED_LOCALES[locale],
  };
}

function convertedFile(source: ContentFile, locale: DerivedLocale, convert: TextConverter): ContentFile {
  const file = derivedPath(source, locale);
  const frontMatter = source.frontMatter && {
    ...source.frontMatter,
    title: convert.text(source.frontMatter.title),
  };
  return {
    ...source,
    file,
    collection: locale,
    source: convert.file(source.source),
    frontMatter,
    body: convert.markdown(source.body),
    sections: source.sections.map((section) => convertedSection(section, locale, file, convert)),
    convertedFrom: DERIVED_LOCALES[locale],
  };
}

export function withDerivedLocales(model: ContentModel): ContentModel {
  const sections = new Map([...model.sections].map(([id, entry]) => [id, { ...entry }]));
  const pages: Page[] = model.pages.map((page) => ({ ...page, files: { ...page.files } }));
  const files = [...model.files];
  for (const [locale, from] of Object.entries(DERIVED_LOCALES) as [
    DerivedLocale,
    (typeof DERIVED_LOCALES)[DerivedLocale],
  ][]) {
    const convert = CONVERTERS[locale];
    for (const page of pages) {
      const source = page.files[from];
      if (!source?.frontMatter) continue;
      const generated = convertedFile(source, locale, convert);
      files.push(generated);
      // A hand-written section wins; the page's file is the hand-written one when there is one. A
      // hand-written file's empty intro (a file made to hold one section) is no text of its own.
      for (const section of generated.sections) {
        const entry = sections.get(section.id);
        if (entry && (!entry[locale] || !hasTranslation(model, locale, section.id))) entry[locale] = section;
      }
      page.files[locale] ??= generated;
    }
  }
  return {
    ...model,
    pages,
    sections,
    files,
    locales: [...new Set([...model.locales, ...(Object.keys(DERIVED_LOCALES) as DerivedLocale[])])],
  };
}
