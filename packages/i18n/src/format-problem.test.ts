import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, placeholdersOf } from './format-message.ts';
import { WRITTEN_LOCALES } from './locales.ts';
import { messagesFor } from './messages-for.ts';
import { resources } from './resources/index.ts';
import { translateError } from './translator.ts';
import { installZhHant } from './zh-hant/zh-hant-locale.ts';

beforeAll(installZhHant);

/** What the site hands an island for its errors: every message under these prefixes. */
const ERROR_PREFIXES = ['dice', 'rules', 'errors'];
const handed = (locale: (typeof WRITTEN_LOCALES)[number]) =>
  Object.assign({}, ...ERROR_PREFIXES.map((prefix) => messagesFor(locale, prefix))) as Record<string, string>;

describe('formatProblem', () => {
  it.each(WRITTEN_LOCALES)('words every core and dice error as translateError does (%s)', (locale) => {
    const messages = handed(locale);
    const codes = [...Object.keys(resources.en.rules), ...Object.keys(resources.en.dice)].filter(
      (key) => !/_(zero|one|two|few|many|other)$/.test(key),
    );
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) {
      // Each placeholder a number, so numbers are written the locale's way on both paths; the
      // name of a nested message (`$t(dice.expected.{{expected}})`) one that exists.
      const params = Object.fromEntries(
        placeholdersOf(resources.en.rules[code] ?? resources.en.dice[code] ?? '').map((name, index) => [
          name,
          name === 'expected' ? 'operand' : 1000 + index,
        ]),
      );
      expect(formatProblem(messages, { code, params }, locale), code).toBe(
        translateError(locale, { code, params }),
      );
    }
  });

  it('words what a parameter takes in the reader language, as translateError does', () => {
    const problem = {
      code: 'rules.calculator.bad-param',
      params: {
        kind: 'd20-test',
        param: 'bonus',
        value: 'abc',
        expected: 'integer -30..30',
        expectedCode: 'integer',
        expectedMin: -30,
        expectedMax: 30,
      },
    };
    const th = formatProblem(handed('th'), problem, 'th');
    expect(th).toBe(translateError('th', problem));
    expect(th).not.toContain('integer -30..30');
    expect(th).toContain('-30');
  });

  it('names a code the messages lack through errors.unknown, or shows the code when that is missing too', () => {
    expect(formatProblem(handed('zh'), { code: 'rules.no-such-code' }, 'zh')).toBe(
      translateError('zh', { code: 'rules.no-such-code' }),
    );
    expect(formatProblem({}, { code: 'rules.no-such-code' }, 'en')).toBe('rules.no-such-code');
  });

  it('writes numbers the locale way and chooses plural forms by count', () => {
    const messages = {
      'fx-calc.error.range': 'Between {{min}} and {{max}}',
      'x.items_one': '{{count, number}} item',
      'x.items_other': '{{count, number}} items',
    };
    expect(
      formatProblem(messages, { code: 'fx-calc.error.range', params: { min: -30, max: 1000 } }, 'en'),
    ).toBe('Between -30 and 1,000');
    expect(formatProblem(messages, { code: 'x.items', params: { count: 1 } }, 'en')).toBe('1 item');
    expect(formatProblem(messages, { code: 'x.items', params: { count: 1200 } }, 'en')).toBe('1,200 items');
  });

  it('writes a place or a process as plain digits (file:1234:5, process 12345), a quantity grouped', () => {
    const messages = {
      'fx-content.write.locked': '{{file}}:{{line}}:{{column}}: process {{pid}}, {{size}} bytes',
    };
    const problem = {
      code: 'fx-content.write.locked',
      params: { file: 'th/a.md', line: 1234, column: 1005, pid: 12345, size: 1048577 },
    };
    for (const locale of WRITTEN_LOCALES) {
      expect(formatProblem(messages, problem, locale), locale).toBe(
        'th/a.md:1234:1005: process 12345, 1,048,577 bytes',
      );
    }
  });
});
