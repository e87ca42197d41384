/**
 * A derived locale's words for the CLI (zh-hant: made from zh by OpenCC). Run from source (tests,
 * tsx) they are made here by @polyhedral/i18n/zh-hant; the built CLI does not bundle the converter
 * (about a megabyte, its fast start): scripts/build-cli.mjs puts in this module's place one that
 * reads the words it made at build time (dist/zh-hant.json).
 */
import { type DerivedLocale, hasDerivedLocale } from '@polyhedral/i18n';
import { installZhHant } from '@polyhedral/i18n/zh-hant';

/** Makes the derived locale's strings, term names and definitions available to this process. */
export function installCliDerivedLocale(locale: DerivedLocale): void {
  if (!hasDerivedLocale(locale)) installZhHant();
}
