/**
 * The glossary panel: the terms the English section links or names (the same detection as the
 * translation QA, termsOfSection), with their names and definitions in the target language, and
 * every avoided rendering (the glossary's `avoid` list) the translation uses, with its position.
 */
import { termsOfSection } from '@polyhedral/content';
import { getTerm, type TranslatedLocale, termDefinition, termName } from '@polyhedral/i18n';
import type { GlossaryEntry } from '../shared/api-types.ts';

export function glossaryPanel(
  english: string,
  translation: string,
  locale: TranslatedLocale,
): GlossaryEntry[] {
  return termsOfSection(english).flatMap((id) => {
    const term = getTerm(id);
    if (!term) return [];
    const avoided: GlossaryEntry['avoided'] = [];
    for (const form of term.avoid?.[locale] ?? []) {
      // A form inside the glossary's own name ("X" inside "XY") is not an avoided use.
      const name = term.names[locale];
      for (let at = translation.indexOf(form); at >= 0; at = translation.indexOf(form, at + form.length)) {
        const inName = name.includes(form) && translation.slice(at - name.indexOf(form)).startsWith(name);
        if (!inName) avoided.push({ form, from: at, to: at + form.length });
      }
    }
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
