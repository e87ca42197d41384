/**
 * Every translation resource, imported statically so Vite, vitest and tsx all load them the same way.
 * Add a namespace: create `<locale>/<name>.json` for every locale and list it here and in NAMESPACES.
 */
import type { DerivedLocale, WrittenLocale } from '../locales.ts';
import enCalc from './en/calc.json' with { type: 'json' };
import enCharacter from './en/character.json' with { type: 'json' };
import enCliContent from './en/cli-content.json' with { type: 'json' };
import enCliCore from './en/cli-core.json' with { type: 'json' };
import enContentWrite from './en/content-write.json' with { type: 'json' };
import enDifferences from './en/differences.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enErrorsContent from './en/errors-content.json' with { type: 'json' };
import enErrorsCore from './en/errors-core.json' with { type: 'json' };
import enErrorsDice from './en/errors-dice.json' with { type: 'json' };
import enHandback from './en/handback.json' with { type: 'json' };
import enOffline from './en/offline.json' with { type: 'json' };
import enPlaytestPages from './en/playtest-pages.json' with { type: 'json' };
import enQuick from './en/quick.json' with { type: 'json' };
import enTables from './en/tables.json' with { type: 'json' };
import enTracker from './en/tracker.json' with { type: 'json' };
import enUi from './en/ui.json' with { type: 'json' };
import enWorkbench from './en/workbench.json' with { type: 'json' };
import thCalc from './th/calc.json' with { type: 'json' };
import thCharacter from './th/character.json' with { type: 'json' };
import thCliContent from './th/cli-content.json' with { type: 'json' };
import thCliCore from './th/cli-core.json' with { type: 'json' };
import thContentWrite from './th/content-write.json' with { type: 'json' };
import thDifferences from './th/differences.json' with { type: 'json' };
import thErrors from './th/errors.json' with { type: 'json' };
import thErrorsContent from './th/errors-content.json' with { type: 'json' };
import thErrorsCore from './th/errors-core.json' with { type: 'json' };
import thErrorsDice from './th/errors-dice.json' with { type: 'json' };
import thHandback from './th/handback.json' with { type: 'json' };
import thOffline from './th/offline.json' with { type: 'json' };
import thPlaytestPages from './th/playtest-pages.json' with { type: 'json' };
import thQuick from './th/quick.json' with { type: 'json' };
import thTables from './th/tables.json' with { type: 'json' };
import thTracker from './th/tracker.json' with { type: 'json' };
import thUi from './th/ui.json' with { type: 'json' };
import thWorkbench from './th/workbench.json' with { type: 'json' };
import zhCalc from './zh/calc.json' with { type: 'json' };
import zhCharacter from './zh/character.json' with { type: 'json' };
import zhCliContent from './zh/cli-content.json' with { type: 'json' };
import zhCliCore from './zh/cli-core.json' with { type: 'json' };
import zhContentWrite from './zh/content-write.json' with { type: 'json' };
import zhDifferences from './zh/differences.json' with { type: 'json' };
import zhErrors from './zh/errors.json' with { type: 'json' };
import zhErrorsContent from './zh/errors-content.json' with { type: 'json' };
import zhErrorsCore from './zh/errors-core.json' with { type: 'json' };
import zhErrorsDice from './zh/errors-dice.json' with { type: 'json' };
import zhHandback from './zh/handback.json' with { type: 'json' };
import zhOffline from './zh/offline.json' with { type: 'json' };
import zhPlaytestPages from './zh/playtest-pages.json' with { type: 'json' };
import zhQuick from './zh/quick.json' with { type: 'json' };
import zhTables from './zh/tables.json' with { type: 'json' };
import zhTracker from './zh/tracker.json' with { type: 'json' };
import zhUi from './zh/ui.json' with { type: 'json' };
import zhWorkbench from './zh/workbench.json' with { type: 'json' };

type KeysOf<T> = Extract<keyof T, string>;

/** Every English key, plural forms included (`ui.glossary.count_one`). */
type EnglishKey =
  | KeysOf<typeof enErrors>
  | KeysOf<typeof enErrorsDice>
  | KeysOf<typeof enErrorsCore>
  | KeysOf<typeof enErrorsContent>
  | KeysOf<typeof enTables>
  | KeysOf<typeof enUi>
  | KeysOf<typeof enCalc>
  | KeysOf<typeof enDifferences>
  | KeysOf<typeof enQuick>
  | KeysOf<typeof enPlaytestPages>
  | KeysOf<typeof enOffline>
  | KeysOf<typeof enWorkbench>
  | KeysOf<typeof enTracker>
  | KeysOf<typeof enCliContent>
  | KeysOf<typeof enCliCore>
  | KeysOf<typeof enCharacter>
  | KeysOf<typeof enContentWrite>
  | KeysOf<typeof enHandback>;

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
 * written locale is there; a derived locale only once its strings are made (resource-set.ts).
 */
export type ResourceSet = Readonly<
  Record<WrittenLocale, Readonly<Record<string, FlatMessages>>> &
    Partial<Record<DerivedLocale, Readonly<Record<string, FlatMessages>>>>
>;

export const NAMESPACES = [
  'errors',
  'errors-dice',
  'errors-core',
  'errors-content',
  'tables',
  'ui',
  'calc',
  'differences',
  'quick',
  'playtest-pages',
  'offline',
  'workbench',
  'cli-content',
  'cli-core',
  'character',
  'content-write',
  'handback',
  'tracker',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces holding `error code -> message` entries (searched by translateError). */
export const ERROR_NAMESPACES: readonly Namespace[] = [
  'errors-dice',
  'errors-core',
  'errors-content',
  'errors',
];

/** The written locales' strings as bundled (a derived locale's are made in Node: resource-set.ts). */
export const resources: Readonly<Record<WrittenLocale, Readonly<Record<Namespace, FlatMessages>>>> = {
  en: {
    errors: enErrors as FlatMessages,
    'errors-dice': enErrorsDice as FlatMessages,
    'errors-core': enErrorsCore as FlatMessages,
    'errors-content': enErrorsContent as FlatMessages,
    tables: enTables as FlatMessages,
    ui: enUi as FlatMessages,
    calc: enCalc as FlatMessages,
    differences: enDifferences as FlatMessages,
    quick: enQuick as FlatMessages,
    'playtest-pages': enPlaytestPages as FlatMessages,
    offline: enOffline as FlatMessages,
    workbench: enWorkbench as FlatMessages,
    tracker: enTracker as FlatMessages,
    'cli-content': enCliContent as FlatMessages,
    'cli-core': enCliCore as FlatMessages,
    character: enCharacter as FlatMessages,
    'content-write': enContentWrite as FlatMessages,
    handback: enHandback as FlatMessages,
  },
  th: {
    errors: thErrors as FlatMessages,
    'errors-dice': thErrorsDice as FlatMessages,
    'errors-core': thErrorsCore as FlatMessages,
    'errors-content': thErrorsContent as FlatMessages,
    tables: thTables as FlatMessages,
    ui: thUi as FlatMessages,
    calc: thCalc as FlatMessages,
    differences: thDifferences as FlatMessages,
    quick: thQuick as FlatMessages,
    'playtest-pages': thPlaytestPages as FlatMessages,
    offline: thOffline as FlatMessages,
    workbench: thWorkbench as FlatMessages,
    tracker: thTracker as FlatMessages,
    'cli-content': thCliContent as FlatMessages,
    'cli-core': thCliCore as FlatMessages,
    character: thCharacter as FlatMessages,
    'content-write': thContentWrite as FlatMessages,
    handback: thHandback as FlatMessages,
  },
  zh: {
    errors: zhErrors as FlatMessages,
    'errors-dice': zhErrorsDice as FlatMessages,
    'errors-core': zhErrorsCore as FlatMessages,
    'errors-content': zhErrorsContent as FlatMessages,
    tables: zhTables as FlatMessages,
    ui: zhUi as FlatMessages,
    calc: zhCalc as FlatMessages,
    differences: zhDifferences as FlatMessages,
    quick: zhQuick as FlatMessages,
    'playtest-pages': zhPlaytestPages as FlatMessages,
    offline: zhOffline as FlatMessages,
    workbench: zhWorkbench as FlatMessages,
    tracker: zhTracker as FlatMessages,
    'cli-content': zhCliContent as FlatMessages,
    'cli-core': zhCliCore as FlatMessages,
    character: zhCharacter as FlatMessages,
    'content-write': zhContentWrite as FlatMessages,
    handback: zhHandback as FlatMessages,
  },
};
