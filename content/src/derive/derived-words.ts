/**
 * A derived locale's words (strings, glossary names) in this process: made once by
 * `@polyhedral/i18n/zh-hant` when a tool first needs them (the QA of a hand-written zh-hant
 * section names glossary terms in zh-Hant). Node only, like the converters.
 */
import { type DerivedLocale, hasDerivedLocale } from '@polyhedral/i18n';
import { installZhHant } from '@polyhedral/i18n/zh-hant';

const INSTALLERS: Readonly<Record<DerivedLocale, () => void>> = { 'zh-hant': installZhHant };

export function ensureDerivedWords(locale: DerivedLocale): void {
  if (!hasDerivedLocale(locale)) INSTALLERS[locale]();
}
