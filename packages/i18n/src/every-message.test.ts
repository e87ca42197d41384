/**
 * Every message of every locale (en, th, zh and the derived zh-hant), rendered with a value for
 * each of its placeholders: through the translator (site pages, content CLI), through an island's
 * props (messagesFor of the key's namespace, formatted by messageLookup) and, for the error
 * namespaces, through translateError. The one engine (i18next) must fill every placeholder, resolve
 * every nested `$t(key)` and choose the plural forms of the language on each path alike, and show a
 * hostile parameter value (`$t(ui.review.send.button)`, `{{count}}`, HTML) exactly as typed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messageLookup } from './format-message.ts';
import { placeholdersOf, pluralFormOf } from './index.ts';
import { LOCALES } from './locales.ts';
import { messagesFor } from './messages-for.ts';
import { ERROR_NAMESPACES, type Namespace, namespaceOf, resources } from './resources/index.ts';
import { createTranslator, translateError } from './translator.ts';
import { installZhHant } from './zh-hant/zh-hant-locale.ts';

beforeAll(() => installZhHant());

/** Every English key with its plural suffix taken off, and whether it has plural forms. */
const BASE_KEYS = new Map<string, boolean>();
for (const messages of Object.values(resources.en)) {
  for (const key of Object.keys(messages)) {
    const base = pluralFormOf(key)?.base ?? key;
    BASE_KEYS.set(base, BASE_KEYS.get(base) === true || base !== key);
  }
}

/** A value for a placeholder: a real key where a message nests one (`$t({{problemKey}})`). */
function sample(name: string): string {
  if (name === 'expected') return 'operand';
  if (name.endsWith('Key')) return 'content.problem.too-small';
  return `‹${name}›`;
}

/**
 * Each key's templates (the message itself, then its plural forms), in the messages' own order:
 * worked out once per set of messages, where a scan of every key for every key cost most of the
 * file's time (about 2,000 keys times 3,000 messages, four locales, two tests each).
 */
const templatesByKey = new WeakMap<Readonly<Record<string, string>>, Map<string, string[]>>();

function templatesOf(key: string, messages: Readonly<Record<string, string>>): string[] {
  let byKey = templatesByKey.get(messages);
  if (byKey === undefined) {
    byKey = new Map();
    for (const [candidate, template] of Object.entries(messages)) {
      const base = pluralFormOf(candidate)?.base;
      for (const owner of base === undefined || base === candidate ? [candidate] : [candidate, base]) {
        const list = byKey.get(owner);
        if (list === undefined) byKey.set(owner, [template]);
        else list.push(template);
      }
    }
    templatesByKey.set(messages, byKey);
  }
  return [...(byKey.get(key) ?? [])];
}

/** The placeholders of templates and of the messages they nest (`$t(calc.death-saves.rangeHint)`). */
function placeholdersWithNested(
  templates: readonly string[],
  messages: Readonly<Record<string, string>>,
): string[] {
  const names = new Set(templates.flatMap(placeholdersOf));
  for (const template of templates) {
    for (const [, nested] of template.matchAll(/\$t\(([^()\s]+)\)/g)) {
      const key = nested!.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => sample(name));
      for (const name of placeholdersOf(messages[key] ?? '')) names.add(name);
    }
  }
  return [...names];
}

describe('every message of every locale', () => {
  it('has keys to render', () => {
    expect(BASE_KEYS.size).toBeGreaterThan(1800);
  });

  it.each([...LOCALES])(
    '%s: renders every key with its placeholders filled and its nested messages put in',
    (locale) => {
      const { t } = createTranslator(locale);
      const everything = messagesFor(locale, '');
      const islands = new Map<string, ReturnType<typeof messageLookup>>();
      const unfilled: string[] = [];
      const differing: string[] = [];
      for (const [key, plural] of BASE_KEYS) {
        const namespace = namespaceOf(key);
        // An island is handed its namespace's messages (a message nesting another namespace's key
        // needs that key handed too, so the comparison is made where everything nested is at hand).
        let island = islands.get(namespace);
        if (island === undefined) {
          island = messageLookup(messagesFor(locale, namespace), locale);
          islands.set(namespace, island);
        }
        const templates = templatesOf(key, everything);
        // A key built from a parameter (`$t({{scriptKey}})`) may name any namespace.
        const nestsOtherNamespace = templates.some(
          (template) =>
            template.includes('$t({{') ||
            [...template.matchAll(/\$t\(([a-z-]+)\./g)].some((match) => match[1] !== namespace),
        );
        const params: Record<string, string | number> = Object.fromEntries(
          placeholdersWithNested(templates, everything).map((name) => [name, sample(name)]),
        );
        for (const template of templates) {
          for (const [, nested] of template.matchAll(/\$t\(([^()\s]+)\)/g)) {
            const nestedKey = nested!.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => sample(name));
            if (!Object.hasOwn(everything, nestedKey))
              unfilled.push(`${key}: nests ${nestedKey}, which no message has`);
          }
        }
        for (const count of plural ? [0, 1, 2, 21, 1250] : [undefined]) {
          const filled = count === undefined ? params : { ...params, count };
          const text = t(key as never, filled);
          if (/\{\{|\$t\(/.test(text) || text === key) unfilled.push(`${key} ${count ?? ''}: ${text}`);
          if (!nestsOtherNamespace && island.tData(key, filled) !== text) differing.push(key);
          if (
            ERROR_NAMESPACES.includes(namespace as Namespace) &&
            translateError(locale, { code: key }) === ''
          )
            unfilled.push(`${key}: translateError gave nothing`);
        }
      }
      expect(unfilled).toEqual([]);
      expect(differing).toEqual([]);
    },
  );

  const HOSTILE = '$t(ui.review.send.button) {{count}} <img src=x onerror=alert(1)>';
  const MARKER = '‹value›';

  it.each([...LOCALES])(
    '%s: shows a hostile parameter value as typed in every message (translator, island, translateError)',
    (locale) => {
      const { t } = createTranslator(locale);
      const everything = messagesFor(locale, '');
      const island = messageLookup(everything, locale);
      const wrong: string[] = [];
      let withText = 0;
      for (const [key, plural] of BASE_KEYS) {
        const templates = templatesOf(key, everything);
        const names = placeholdersWithNested(templates, everything).filter(
          (name) => name !== 'count' && name !== 'expected' && !name.endsWith('Key'),
        );
        if (names.length === 0) continue;
        withText += 1;
        const keyParams = Object.fromEntries(
          placeholdersWithNested(templates, everything)
            .filter((name) => name === 'expected' || name.endsWith('Key'))
            .map((name) => [name, sample(name)]),
        );
        const withValue = (value: string) => ({
          ...keyParams,
          ...Object.fromEntries(names.map((name) => [name, value])),
          ...(plural ? { count: 2 } : {}),
        });
        const renderings: [string, (params: Record<string, string | number>) => string][] = [
          ['t', (params) => t(key as never, params)],
          ['island', (params) => island.tData(key, params)],
        ];
        if (ERROR_NAMESPACES.includes(namespaceOf(key) as Namespace))
          renderings.push(['error', (params) => translateError(locale, { code: key, params })]);
        for (const [path, render] of renderings) {
          const expected = render(withValue(MARKER)).split(MARKER).join(HOSTILE);
          const text = render(withValue(HOSTILE));
          if (text !== expected || !text.includes(HOSTILE)) wrong.push(`${path} ${key}: ${text}`);
        }
      }
      expect(withText).toBeGreaterThan(500);
      expect(wrong).toEqual([]);
    },
  );

  it('writes a count the locale’s way and chooses the language’s plural form', () => {
    expect(createTranslator('en').t('ui.glossary.count', { count: 1 })).toBe('1 term');
    expect(createTranslator('en').t('ui.glossary.count', { count: 1250 })).toBe('1,250 terms');
    // Thai and Chinese have only `other`: a count of 1 reads the same words as any other count.
    for (const locale of ['th', 'zh', 'zh-hant'] as const) {
      const { t } = createTranslator(locale);
      expect(t('ui.glossary.count', { count: 1 }).replace('1', 'N')).toBe(
        t('ui.glossary.count', { count: 7 }).replace('7', 'N'),
      );
    }
  });
});
