/**
 * A derived locale's words for the CLI (zh-hant), made here from source; the built CLI does not
 * bundle the converter (a megabyte): build-cli.mjs replaces this module with a reader of its words.
 */
import { type DerivedLocale, hasDerivedLocale } from '@polyhedral/i18n';
import { installZhHant } from '@polyhedral/i18n/zh-hant';

/** Makes the derived locale's strings, term names and definitions available to this process. */
export function installCliDerivedLocale(locale: DerivedLocale): void {
  if (!hasDerivedLocale(locale)) installZhHant();
}
