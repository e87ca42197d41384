/**
 * A derived locale's strings and glossary words, made at build time by `@polyhedral/i18n/zh-hant`
 * (`installZhHant`) and handed here, so the main and client entries stay free of OpenCC's
 * dictionaries. Asking before they are installed throws, saying what to call.
 */
import type { GlossaryDefinitions } from './glossary/types.ts';
import type { DerivedLocale } from './locales.ts';
import type { FlatMessages, Namespace } from './resources/index.ts';

/** Everything the main entry looks up for a derived locale. */
export interface DerivedLocaleData {
  /** The UI strings by namespace (generated, a hand-written string winning). */
  resources: Readonly<Record<Namespace, FlatMessages>>;
  termNames: Readonly<Record<string, string>>;
  /** Glossary term id -> its definition. */
  definitions: GlossaryDefinitions;
}

const installed = new Map<DerivedLocale, DerivedLocaleData>();

/** Makes a derived locale's words available to every translator and glossary lookup of this process. */
export function installDerivedLocale(locale: DerivedLocale, data: DerivedLocaleData): void {
  installed.set(locale, data);
}

/** Whether the derived locale's words are installed in this process. */
export function hasDerivedLocale(locale: DerivedLocale): boolean {
  return installed.has(locale);
}

/** The installed words of a derived locale; throws when nothing installed them. */
export function derivedLocaleData(locale: DerivedLocale): DerivedLocaleData {
  const data = installed.get(locale);
  if (data === undefined) {
    throw new Error(
      `The ${locale} strings are generated in Node: call installZhHant() from @polyhedral/i18n/zh-hant before asking for them.`,
    );
  }
  return data;
}
