/**
 * The glossary panel: every term the English section links or names, one-word names included
 * (content's glossaryTermsOfSection), with their names and definitions in the target language, and
 * every avoided rendering (the glossary's `avoid` list) the translation uses, with its position:
 * the same detector as `content check`'s qa-term-avoided (i18n's findAvoidedForms). In th and zh
 * each definition carries its review state, as a section's row does (withDefinitionReviews).
 */

import type { ReaderLocale } from '@polyhedral/content';
import { glossaryTermsOfSection } from '@polyhedral/content';
import { findAvoidedForms, getTerm, isDerivedLocale, termDefinition, termName } from '@polyhedral/i18n';
import type { DefinitionState, GlossaryEntry } from '../shared/api-types.ts';
import { type DerivedReviewOf, reviewFields } from './review-fields.ts';

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

const DEFINITION_STATES: ReadonlySet<string> = new Set<DefinitionState>(['reviewed', 'accepted', 'edited']);

/**
 * The entries with each definition's review state, derived from its approval record (content's
 * definitionReviews: `glossary:<TermId>`): reviewed by whom, the maintainer's acceptance, an earlier
 * review that no longer counts, or a draft (no record). `states` null: definitions of this locale
 * are not reviewed (en, zh-hant), the entries are returned as they are.
 */
export function withDefinitionReviews(
  entries: readonly GlossaryEntry[],
  states: ReadonlyMap<string, DerivedReviewOf> | null,
): GlossaryEntry[] {
  if (!states) return [...entries];
  return entries.map((entry) => {
    const derived = states.get(entry.id);
    const review = derived?.review;
    const definitionState = (review && DEFINITION_STATES.has(review) ? review : 'draft') as DefinitionState;
    return { ...entry, definitionState, ...reviewFields(derived) };
  });
}
