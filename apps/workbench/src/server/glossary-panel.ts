/**
 * The glossary panel: every term the English section links or names, one-word names included
 * (content's glossaryTermsOfSection), with their names and definitions in the target language, and
 * every avoided rendering (the glossary's `avoid` list) the translation uses, with its position:
 * the same detector as `content check`'s qa-term-avoided (i18n's findAvoidedForms).
 */

import type { ReaderLocale } from '@polyhedral/content';
import { glossaryTermsOfSection } from '@polyhedral/content';
import { findAvoidedForms, getTerm, isDerivedLocale, termDefinition, termName } from '@polyhedral/i18n';
import type { GlossaryEntry } from '../shared/api-types.ts';

export function glossaryPanel(english: string, translation: string, locale: ReaderLocale): GlossaryEntry[] {
  // The avoided renderings are listed for the written locales (a zh-hant text holds its zh text's).
  const used = isDerivedLocale(locale) ? [] : findAvoidedForms(translation, locale);
  return glossaryTermsOfSection(english).flatMap((id) => {
    const term = getTerm(id);
    if (!term) return [];
    const avoided: GlossaryEntry['avoided'] = used
      .filter((found) => found.term === id)
      .map(({ form, index }) => ({ form, from: index, to: index + form.length }));
    return [
      {
        id,
        english: term.names.en,
        name: termName(id, locale) ?? term.names.en,
        definition: termDefinition(id, locale) ?? '',
        avoided,
      },
    ];
  });
}
