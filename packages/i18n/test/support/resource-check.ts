import { pluralCategoriesOf, pluralFormOf } from '../../src/engine.ts';
import { placeholdersOf } from '../../src/format-message.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/locales.ts';
import { namespaceOf } from '../../src/resources/index.ts';

/** One problem found in a resource file (developer-facing: reported by the resource test), as a code + params. */
export interface ResourceProblem {
  code:
    | 'i18n.resource.not-an-object'
    | 'i18n.resource.bad-key'
    | 'i18n.resource.wrong-namespace'
    | 'i18n.resource.not-a-string'
    | 'i18n.resource.empty-message'
    | 'i18n.resource.missing-key'
    | 'i18n.resource.extra-key'
    | 'i18n.resource.placeholder-mismatch'
    | 'i18n.resource.plural-form-missing'
    | 'i18n.resource.plural-form-unused'
    | 'i18n.resource.plural-and-plain'
    | 'i18n.resource.engine-reserved';
  params: Record<string, string>;
}

/**
 * What the engine keeps for itself (engine.ts): U+E000 marks a parameter value's stand-in, `lng`
 * and `ns` travel in the data of a nested lookup, and a `locale` value is handed as `localeCode`
 * (i18next would write numbers in it), so no message may hold them.
 */
const RESERVED_CHARACTER = '\uE000';
const RESERVED_PLACEHOLDERS: ReadonlySet<string> = new Set(['lng', 'ns', 'locale']);

/** Flat dotted keys: segments of letters, digits, `_` or `-`, joined by dots. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/**
 * Checks one parsed namespace file: a flat object of non-empty string messages under dotted keys,
 * each key starting with the file's namespace (`th/ui.json` holds `ui.*`: the file is the namespace
 * and the key's first segment; `pnpm --filter @polyhedral/i18n resources` moves a stray key home).
 * `file` names the file in the problems (e.g. `th/ui.json`).
 */
export function checkMessageFile(file: string, value: unknown): ResourceProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ code: 'i18n.resource.not-an-object', params: { file } }];
  }
  const problems: ResourceProblem[] = [];
  const namespace = /([^/]+)\.json$/.exec(file)?.[1];
  for (const [key, message] of Object.entries(value)) {
    if (!KEY_PATTERN.test(key)) problems.push({ code: 'i18n.resource.bad-key', params: { file, key } });
    else if (namespace !== undefined && namespaceOf(key) !== namespace) {
      problems.push({
        code: 'i18n.resource.wrong-namespace',
        params: { file, key, namespace: namespaceOf(key) },
      });
    }
    if (typeof message !== 'string') {
      problems.push({ code: 'i18n.resource.not-a-string', params: { file, key } });
    } else if (message.trim() === '') {
      problems.push({ code: 'i18n.resource.empty-message', params: { file, key } });
    } else if (
      message.includes(RESERVED_CHARACTER) ||
      placeholdersOf(message).some((name) => RESERVED_PLACEHOLDERS.has(name))
    ) {
      problems.push({ code: 'i18n.resource.engine-reserved', params: { file, key } });
    }
  }
  return problems;
}

/** The base keys that have plural forms in a namespace (`key_one`, `key_other` give `key`). */
function pluralBases(messages: Readonly<Record<string, unknown>>): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(messages)) {
    const form = pluralFormOf(key);
    if (form) bases.add(form.base);
  }
  return bases;
}

/**
 * Checks a namespace's plural forms against its language's grammar (`Intl.PluralRules`): every
 * message with plural forms has one per category of the language (English `_one` and `_other`,
 * Thai and Chinese `_other`), none for a category the language lacks (`_zero` may be added in any
 * language), and no plain key beside them.
 */
export function checkPluralForms(
  file: string,
  messages: Readonly<Record<string, unknown>>,
  locale: Locale,
): ResourceProblem[] {
  const categories = pluralCategoriesOf(locale);
  const problems: ResourceProblem[] = [];
  for (const base of pluralBases(messages)) {
    if (Object.hasOwn(messages, base)) {
      problems.push({ code: 'i18n.resource.plural-and-plain', params: { file, key: base } });
    }
    for (const category of categories) {
      const key = `${base}_${category}`;
      if (!Object.hasOwn(messages, key))
        problems.push({ code: 'i18n.resource.plural-form-missing', params: { file, key } });
    }
  }
  for (const key of Object.keys(messages)) {
    const form = pluralFormOf(key);
    if (form && form.category !== 'zero' && !categories.includes(form.category)) {
      problems.push({ code: 'i18n.resource.plural-form-unused', params: { file, key } });
    }
  }
  return problems;
}

/** The placeholders of a template, `count` left out when `optionalCount` (a plural form may spell the number out). */
function placeholderList(template: string, optionalCount: boolean): string {
  return placeholdersOf(template)
    .filter((name) => !(optionalCount && name === 'count'))
    .join(', ');
}

/**
 * Compares a translation with its English source: every English key must exist with the same
 * `{{placeholders}}`, and the translation must not invent keys English lacks. A message with
 * plural forms is compared by its forms: the translation has those of its own language
 * (`locale`), each with the placeholders of English `_other` (`{{count}}` may be left out).
 */
export function compareWithSource(
  file: string,
  source: Readonly<Record<string, unknown>>,
  translation: Readonly<Record<string, unknown>>,
  locale: Locale = DEFAULT_LOCALE,
): ResourceProblem[] {
  const problems: ResourceProblem[] = [];
  const plural = pluralBases(source);
  const expectedKeys = new Map<string, unknown>();
  for (const [key, english] of Object.entries(source)) {
    const form = pluralFormOf(key);
    if (form && plural.has(form.base)) continue;
    expectedKeys.set(key, english);
  }
  for (const base of plural) {
    const english = source[`${base}_other`];
    for (const category of pluralCategoriesOf(locale)) expectedKeys.set(`${base}_${category}`, english);
  }
  for (const [key, english] of expectedKeys) {
    const translated = translation[key];
    if (translated === undefined) {
      problems.push({ code: 'i18n.resource.missing-key', params: { file, key } });
      continue;
    }
    if (typeof english !== 'string' || typeof translated !== 'string') continue;
    const optionalCount = pluralFormOf(key) !== undefined;
    const expected = placeholderList(english, optionalCount);
    const actual = placeholderList(translated, optionalCount);
    if (expected !== actual) {
      problems.push({ code: 'i18n.resource.placeholder-mismatch', params: { file, key, expected, actual } });
    }
  }
  for (const key of Object.keys(translation)) {
    const form = pluralFormOf(key);
    const extraZero = form?.category === 'zero' && plural.has(form.base);
    if (!expectedKeys.has(key) && !extraZero)
      problems.push({ code: 'i18n.resource.extra-key', params: { file, key } });
  }
  return problems;
}
