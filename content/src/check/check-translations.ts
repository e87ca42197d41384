/**
 * Translation warnings: missing translations (per page when the whole file is missing, else
 * per section), stale translations, and English text left in a Thai or Chinese section. A derived
 * locale (zh-hant) is never missing (its generated text fills in), but a hand-written section of it
 * goes stale against English like a translation, and may hold English text too.
 */
import { DERIVED_LOCALES, type DerivedLocale } from '@polyhedral/i18n';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import {
  type ContentModel,
  type ReaderLocale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { isStale, recordedHash } from '../resolve/is-stale.ts';
import { findEnglishParagraphs } from './untranslated-text.ts';

function missingAndStale(model: ContentModel, locale: TranslatedLocale): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const page of model.pages) {
    const english = page.files.en;
    if (!english) continue;
    const toTranslate = english.sections.filter((section) => !(section.intro && section.markdown === ''));
    if (!page.files[locale]) {
      const missing = toTranslate.filter((section) => !hasTranslation(model, locale, section.id));
      if (missing.length > 0) {
        const params = { id: page.id, locale, count: missing.length };
        diagnostics.push(
          makeDiagnostic('content.translation.missing-page', english.file, { line: 1, column: 1 }, params),
        );
      }
      continue;
    }
    for (const section of toTranslate) {
      if (!hasTranslation(model, locale, section.id)) {
        const params = { id: section.id, locale };
        diagnostics.push(
          makeDiagnostic('content.translation.missing', section.file, section.position, params),
        );
        continue;
      }
      diagnostics.push(...staleDiagnostic(model, locale, section.id));
    }
  }
  return diagnostics;
}

function staleDiagnostic(model: ContentModel, locale: ReaderLocale, id: string): Diagnostic[] {
  if (!isStale(model, locale, id)) return [];
  const entry = model.sections.get(id)!;
  const local = entry[locale]!;
  return [
    makeDiagnostic('content.translation.stale', local.file, local.position, {
      id,
      locale,
      recorded: recordedHash(model, locale, id) ?? 'none',
      current: entry.en!.hash,
    }),
  ];
}

/** Stale hand-written sections of a derived locale (the written model holds only those). */
function staleHandWritten(model: ContentModel, locale: DerivedLocale): Diagnostic[] {
  return model.pages.flatMap((page) =>
    (page.files.en?.sections ?? [])
      .filter((section) => hasTranslation(model, locale, section.id))
      .flatMap((section) => staleDiagnostic(model, locale, section.id)),
  );
}

function untranslatedText(model: ContentModel, locale: ReaderLocale): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of model.files) {
    if (file.collection !== locale || file.sections.length === 0) continue;
    const perSection = new Map<string, { line: number; column: number; count: number }>();
    // Paragraphs come in file order: walk the sections along (not a scan per paragraph).
    let owner = 0;
    for (const paragraph of findEnglishParagraphs(file.body)) {
      while (file.sections[owner + 1] && file.sections[owner + 1]!.position.line <= paragraph.line)
        owner += 1;
      const id = file.sections[owner]!.id;
      const seen = perSection.get(id);
      if (seen) seen.count += 1;
      else perSection.set(id, { ...paragraph, count: 1 });
    }
    for (const [id, { line, column, count }] of perSection) {
      const params = { id, locale, count };
      diagnostics.push(
        makeDiagnostic('content.translation.untranslated-text', file.file, { line, column }, params),
      );
    }
  }
  return diagnostics;
}

export function checkTranslations(model: ContentModel): Diagnostic[] {
  return [
    ...TRANSLATED_LOCALES.flatMap((locale) => [
      ...missingAndStale(model, locale),
      ...untranslatedText(model, locale),
    ]),
    ...(Object.keys(DERIVED_LOCALES) as DerivedLocale[]).flatMap((locale) => [
      ...staleHandWritten(model, locale),
      ...untranslatedText(model, locale),
    ]),
  ];
}
