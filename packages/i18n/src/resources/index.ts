/**
 * The translation resources: `<locale>/<namespace>.json`, the namespace being every key's first
 * segment. A new namespace: one file per locale, then `pnpm --filter @polyhedral/i18n resources`.
 */
import type { DerivedLocale, WrittenLocale } from '../locales.ts';
import { NAMESPACES, RESOURCE_FILES } from './resource-files.generated.ts';

export { namespaceOf } from '../namespace-of.ts';

export { NAMESPACES };

/** A namespace: one file per locale, and the first segment of every key it holds. */
export type Namespace = (typeof NAMESPACES)[number];

type EnglishFiles = (typeof RESOURCE_FILES)['en'];

/** Every English key, plural forms included (`ui.glossary.count_one`). */
type EnglishKey = { [N in Namespace]: Extract<keyof EnglishFiles[N], string> }[Namespace];

/** A key with its plural suffix taken off (`ui.glossary.count_one` is looked up as `ui.glossary.count`). */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'other'}` ? Base : K;

/**
 * A message key that exists (in English, the source of every key): what `t` and `formatMessage`
 * accept, so a misspelt key fails the typecheck instead of showing itself on a page.
 */
export type MessageKey = WithoutPluralSuffix<EnglishKey>;

/** One namespace file: flat dotted keys -> message template with `{{param}}` placeholders. */
export type FlatMessages = Readonly<Record<string, string>>;

/**
 * A resource set: locale -> namespace -> flat messages (the bundled one, or a test fixture). Every
 * written locale is there; a derived locale only once its strings are made (messages-for.ts resourceSetFor).
 */
export type ResourceSet = Readonly<
  Record<WrittenLocale, Readonly<Record<string, FlatMessages>>> &
    Partial<Record<DerivedLocale, Readonly<Record<string, FlatMessages>>>>
>;

/** Namespaces holding `error code -> message` entries (translateError words any of their codes). */
export const ERROR_NAMESPACES: readonly Namespace[] = ['content', 'dice', 'errors', 'rules'];

/** The written locales' strings as bundled (a derived locale's are made in Node: messages-for.ts resourceSetFor). */
export const resources: Readonly<Record<WrittenLocale, Readonly<Record<Namespace, FlatMessages>>>> =
  RESOURCE_FILES;
