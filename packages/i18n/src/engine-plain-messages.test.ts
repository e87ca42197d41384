/**
 * renderMessage answers a message with no values that its language holds as plain text without
 * i18next's resolve, interpolate and nest steps (engine.ts lookUp). Every message of every locale
 * (en, th, zh and the derived zh-hant), handed to the engine as the pages hand it (localeMessages:
 * English filling the gaps), must come out exactly as i18next's own `t` gives it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addMessages, createMessageEngine, renderMessage, untyped } from './engine.ts';
import { intlLocale, LOCALES } from './locales.ts';
import { localeMessages } from './messages-for.ts';
import { namespaceOf } from './namespace-of.ts';
import { resources } from './resources/index.ts';
import { installZhHant } from './zh-hant/zh-hant-locale.ts';

describe('a plain message is its text, as i18next gives it', () => {
  const engine = createMessageEngine();
  beforeAll(() => {
    installZhHant();
    for (const locale of LOCALES) addMessages(engine, intlLocale(locale), localeMessages(locale));
  });

  for (const locale of LOCALES) {
    it(`${locale}: every key, no values`, () => {
      const lng = intlLocale(locale);
      let plain = 0;
      let compared = 0;
      for (const messages of Object.values(resources.en))
        for (const key of Object.keys(messages)) {
          const own = messages[key]!;
          if (!own.includes('{{') && !own.includes('$t(')) plain += 1;
          const byI18next = untyped(engine).t(key, {
            lng,
            ns: namespaceOf(key),
            replace: { lng, ns: engine.options.ns },
          });
          expect(renderMessage(engine, lng, key), key).toBe(byI18next);
          compared += 1;
        }
      // Most labels are plain: the short path is the one a page takes for them.
      expect(plain).toBeGreaterThan(1000);
      expect(compared).toBeGreaterThan(plain);
    });
  }
});
