import { TRACKER_CONDITIONS, type TrackerConditionId, trackerConditions } from '@polyhedral/core/tracker';
import { intlLocale, type Locale, termDefinition, termName } from '@polyhedral/i18n';

/** A condition as the page shows it: its glossary name and definition, and its glossary page. */
export interface ConditionText {
  id: TrackerConditionId;
  name: string;
  definition: string;
  /** Set when the definition is in another language than the page (English fallback). */
  definitionLang?: string;
  href: string;
}

/**
 * The tracker's conditions in a locale, from the glossary (build time: the island gets plain text):
 * the core's list for the tracker's ruleset (trackerConditions: SRD 5.2, without the Playtest's
 * Ethereal and Intoxicated), never a list of the page's own.
 */
export function conditionTexts(locale: Locale): ConditionText[] {
  return trackerConditions().map((id) => {
    const definition = termDefinition(id, locale);
    const english = definition === undefined;
    return {
      id,
      name: termName(id, locale) ?? id,
      definition: definition ?? termDefinition(id, 'en') ?? '',
      ...(english ? { definitionLang: intlLocale('en') } : {}),
      href: `/${locale}/glossary/${id}/`,
    };
  });
}

/** Glossary names of every condition term a roll's reason can name (Exhaustion too), for describeCause. */
export function conditionTermNames(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    [...TRACKER_CONDITIONS, 'ExhaustionCondition'].map((id) => [id, termName(id, locale) ?? id]),
  );
}
