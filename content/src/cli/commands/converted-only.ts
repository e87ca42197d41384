/**
 * Whether `id` of a derived locale (zh-hant) has only its generated text: converted by machine,
 * not written by hand, so there is nothing on disk to stamp or review yet (stamp and review say so).
 */
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import type { ContentModel, ReaderLocale } from '../../model/types.ts';
import { hasTranslation } from '../../resolve/has-translation.ts';

export function isConvertedOnly(model: ContentModel, locale: ReaderLocale, id: string): boolean {
  return (
    isDerivedLocale(locale) &&
    !hasTranslation(model, locale, id) &&
    hasTranslation(model, DERIVED_LOCALES[locale], id)
  );
}
