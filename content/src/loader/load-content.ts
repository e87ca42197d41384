/**
 * loadContent: read content/<locale>/<chapter>/<ID>.md and content/playtest/<ID>.md into the
 * typed model (pages in book order, sections by ID, playtest text by rule ID). Problems found
 * while reading are collected in `model.diagnostics`, never thrown.
 */
import { DERIVED_LOCALES, type DerivedLocale } from '@polyhedral/i18n';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import {
  CONTENT_LOCALES,
  type ContentFile,
  type ContentLocale,
  type ContentModel,
  isTranslatedLocale,
  type Page,
  type PlaytestPage,
  REVIEWED_LOCALES,
  type Section,
} from '../model/types.ts';
import { withDerivedReviews } from '../review/with-derived-reviews.ts';
import { readSources } from '../sources/load-sources.ts';
import { DEFAULT_CONTENT_ROOT } from './content-root.ts';
import { findContentFiles } from './find-content-files.ts';
import { readContentFile } from './read-content-file.ts';
import { loadTranslationOnly } from './translation-only.ts';

export interface LoadContentOptions {
  /** The content folder (default: this package's folder). */
  root?: string;
}

function checkDuplicates(sections: Section[], diagnostics: Diagnostic[]): Map<string, Section> {
  const byId = new Map<string, Section>();
  for (const section of sections) {
    const first = byId.get(section.id);
    if (first) {
      diagnostics.push(
        makeDiagnostic('content.id.duplicate', section.file, section.position, {
          id: section.id,
          other: `${first.file}:${first.position.line}:${first.position.column}`,
        }),
      );
      continue;
    }
    byId.set(section.id, section);
  }
  return byId;
}

function byBookOrder(a: ContentFile, b: ContentFile): number {
  return (a.frontMatter?.order ?? 0) - (b.frontMatter?.order ?? 0) || a.file.localeCompare(b.file);
}

export function loadContent(options: LoadContentOptions = {}): ContentModel {
  const root = options.root ?? DEFAULT_CONTENT_ROOT;
  const sourcesFile = readSources(root, DEFAULT_CONTENT_ROOT);
  const sources = sourcesFile.value ?? {};
  // A broken sources.yaml is reported once; source keys are then not checked file by file.
  const sourceKeys = sourcesFile.value === null ? null : Object.keys(sources);
  const translationOnlyFile = loadTranslationOnly(root);
  const translationOnly = translationOnlyFile.ids;
  const found = findContentFiles(root);
  const diagnostics: Diagnostic[] = [
    ...sourcesFile.diagnostics,
    ...translationOnlyFile.diagnostics,
    ...found.misplaced.map((file) =>
      makeDiagnostic('content.file.misplaced', file, { line: 1, column: 1 }, {}),
    ),
    ...found.refusedLinks.map(({ file, why }) =>
      makeDiagnostic(`content.file.symlink-${why}`, file, { line: 1, column: 1 }, { path: file }),
    ),
    ...found.unreadable.map(({ file, problem }) =>
      problem === 'not-regular'
        ? makeDiagnostic('content.file.not-regular', file, { line: 1, column: 1 }, { path: file })
        : makeDiagnostic('content.file.unreadable', file, { line: 1, column: 1 }, { path: file, problem }),
    ),
  ];
  const read: ContentFile[] = [];
  for (const entry of found.files) {
    const result = readContentFile(root, entry, sourceKeys);
    read.push(result.file);
    diagnostics.push(...result.diagnostics);
  }
  const reviewed = withDerivedReviews(root, read);
  const files = reviewed.files;
  diagnostics.push(...reviewed.diagnostics);
  const valid = files.filter((file) => file.frontMatter !== null).sort(byBookOrder);

  const sections = new Map<string, Partial<Record<ContentLocale, Section>>>();
  const pages = new Map<string, Page>();
  for (const locale of CONTENT_LOCALES) {
    const localeFiles = valid.filter((file) => file.collection === locale);
    const byId = checkDuplicates(
      localeFiles.flatMap((file) => file.sections),
      diagnostics,
    );
    for (const [id, section] of byId) sections.set(id, { ...sections.get(id), [locale]: section });
    for (const file of localeFiles) {
      const frontMatter = file.frontMatter!;
      if (isTranslatedLocale(locale) && frontMatter.translationOnly) {
        for (const section of file.sections) translationOnly[locale].add(section.id);
      }
      const page = pages.get(frontMatter.id);
      if (page) {
        if (!page.files[locale]) page.files[locale] = file;
        continue;
      }
      // A page starts in English or in a translation that lists it as its own; a derived locale's
      // hand-written file joins a page its source locale has.
      if (locale !== 'en' && (!isTranslatedLocale(locale) || !translationOnly[locale].has(frontMatter.id)))
        continue;
      pages.set(frontMatter.id, {
        id: frontMatter.id,
        order: frontMatter.order,
        chapter: frontMatter.chapter ?? file.chapter ?? '',
        title: frontMatter.title,
        files: { [locale]: file },
      });
    }
  }

  // A translation's section needs an English one unless it is translation-only; a hand-written
  // section of a derived locale (content/zh-hant/) stands in for a section of its source locale: an
  // ID neither that locale nor English has could never be shown.
  for (const locale of REVIEWED_LOCALES) {
    for (const file of valid.filter((candidate) => candidate.collection === locale)) {
      for (const section of file.sections) {
        const entry = sections.get(section.id);
        const known = isTranslatedLocale(locale)
          ? translationOnly[locale].has(section.id)
          : entry?.[DERIVED_LOCALES[locale as DerivedLocale]];
        if (entry?.en || known) continue;
        diagnostics.push(
          makeDiagnostic('content.id.not-in-english', section.file, section.position, { id: section.id }),
        );
      }
    }
  }

  const playtestFiles = valid.filter((file) => file.collection === 'playtest');
  const playtest = checkDuplicates(
    playtestFiles.flatMap((file) => file.sections),
    diagnostics,
  );
  const playtestPages: PlaytestPage[] = playtestFiles.map((file) => ({
    id: file.frontMatter!.id,
    title: file.frontMatter!.title,
    file,
    sections: file.sections,
  }));

  return {
    root,
    pages: [...pages.values()].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
    sections,
    locales: CONTENT_LOCALES.filter((locale) => files.some((file) => file.collection === locale)),
    playtest,
    playtestPages,
    files,
    translationOnly,
    sources,
    diagnostics,
  };
}
