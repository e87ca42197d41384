/**
 * Whether a locale has its own text for a section. A file's intro counts as translated when
 * its body is written, or when the English intro is empty too (only the title to translate).
 */
import type { ContentModel, ReaderLocale } from '../model/types.ts';

export function hasTranslation(model: ContentModel, locale: ReaderLocale, id: string): boolean {
  const entry = model.sections.get(id);
  const local = entry?.[locale];
  if (!local) return false;
  if (!local.intro) return true;
  return local.markdown !== '' || (entry?.en?.markdown ?? '') === '';
}
