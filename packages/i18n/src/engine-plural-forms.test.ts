import { beforeAll, describe, expect, it } from 'vitest';
import { pluralCategoriesOf, pluralFormOf } from './engine.ts';
import { formatMessage } from './format-message.ts';
import { LOCALES } from './locales.ts';
import { messagesFor } from './messages-for.ts';
import { namespaceOf, resources } from './resources/index.ts';
import { createTranslator } from './translator.ts';
import { installZhHant } from './zh-hant/zh-hant-locale.ts';

// zh-hant's strings are made in Node from zh's (derived-locale-data.ts).
beforeAll(installZhHant);

describe('plural forms', () => {
  // Its own key: island props share the realm's one engine (engine.ts addMessages), and test files
  // share a realm (no isolation), so another file's `n_zero` would answer a count of 0 here.
  const counts = { 'plural-test.n_one': 'one', 'plural-test.n_other': 'other' };

  it('i18next chooses the form of the language: English one and other, Thai and Chinese other', () => {
    expect(formatMessage(counts, 'plural-test.n', { count: 1 }, 'en')).toBe('one');
    expect(formatMessage(counts, 'plural-test.n', { count: 0 }, 'en')).toBe('other');
    expect(formatMessage(counts, 'plural-test.n', { count: 2 }, 'en')).toBe('other');
    expect(formatMessage(counts, 'plural-test.n', { count: 1.5 }, 'en')).toBe('other');
    expect(formatMessage(counts, 'plural-test.n', { count: 1 }, 'th')).toBe('other');
    expect(formatMessage(counts, 'plural-test.n', { count: 1 }, 'zh')).toBe('other');
    expect(formatMessage(counts, 'plural-test.n', { count: 1 }, 'zh-hant')).toBe('other');
  });

  it('takes _zero for 0 when there is one, and the key itself when it has no plural forms', () => {
    expect(formatMessage({ n_zero: 'none', n_other: 'other' }, 'n', { count: 0 }, 'th')).toBe('none');
    expect(formatMessage({ plain: 'plain' }, 'plain', { count: 1 }, 'en')).toBe('plain');
  });

  it('knows a plural form by its suffix', () => {
    expect(pluralFormOf('ui.draft.notice_one')).toEqual({ base: 'ui.draft.notice', category: 'one' });
    expect(pluralFormOf('ui.draft.notice')).toBeUndefined();
    expect(pluralCategoriesOf('en')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('th')).toEqual(['other']);
  });
});

/** Every message with plural forms in the bundled resources, by its base key. */
const pluralMessages = [
  ...new Set(
    Object.values(resources.en).flatMap((messages) =>
      Object.keys(messages).flatMap((key) => pluralFormOf(key)?.base ?? []),
    ),
  ),
];

describe('one plural rule for every formatter', () => {
  it('the translator and an island (formatMessage over its namespace from messagesFor) give the same text for every plural message, count and language', () => {
    expect(pluralMessages.length).toBeGreaterThanOrEqual(18);
    for (const locale of LOCALES) {
      const { t, has } = createTranslator(locale);
      for (const key of pluralMessages) {
        const messages = messagesFor(locale, namespaceOf(key));
        if (!has(key)) throw new Error(`${key}: no such message`);
        for (const count of [0, 1, 2, 5, 21, 1250]) {
          const params = { count, file: 'f', id: 'Id', locale: 'th', reviewed: 0, start: 's', failures: 2 };
          const text = t(key, params);
          expect(text, `${locale} ${key} ${count}`).not.toBe(key);
          expect(formatMessage(messages, key, params, locale), `${locale} ${key} ${count}`).toBe(text);
        }
      }
    }
  });

  it('writes one section in English and the same words for any count in Thai and Chinese', () => {
    const draft = (locale: 'en' | 'th' | 'zh', count: number) =>
      createTranslator(locale).t('ui.draft.notice', { count });
    expect(draft('en', 1)).toBe(
      'Draft translation: 1 section of this page was translated for this site and awaits review by a native speaker:',
    );
    expect(draft('en', 3)).toContain('3 sections of this page were translated');
    expect(draft('en', 1250)).toContain('1,250 sections');
    expect(draft('th', 1).replace('1', 'N')).toBe(draft('th', 3).replace('3', 'N'));
    expect(draft('zh', 1).replace('1', 'N')).toBe(draft('zh', 3).replace('3', 'N'));
  });

  it('never hands Thai or Chinese readers the English singular', () => {
    for (const locale of ['th', 'zh'] as const) {
      const messages = messagesFor(locale, '');
      expect(Object.keys(messages).filter((key) => key.endsWith('_one'))).toEqual([]);
      expect(formatMessage(messages, 'ui.glossary.count', { count: 1 }, locale)).toBe(
        createTranslator(locale).t('ui.glossary.count', { count: 1 }),
      );
    }
  });
});
