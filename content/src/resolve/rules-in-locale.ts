/**
 * rulesInLocale: the rule IDs whose text exists in a locale (translated or translation-only),
 * in book order. English has every rule; a translation lists only what it has translated.
 */
import type { ContentLocale, ContentModel } from '../model/types.ts';

export function rulesInLocale(model: ContentModel, locale: ContentLocale): string[] {
  const ids: string[] = [];
  for (const page of model.pages) {
    const file = page.files[locale];
    if (!file) continue;
    for (const section of file.sections) {
      if (model.sections.get(section.id)?.[locale]?.file === file.file) ids.push(section.id);
    }
  }
  return ids;
}
