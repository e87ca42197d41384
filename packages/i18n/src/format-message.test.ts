import { describe, expect, it } from 'vitest';
import { formatMessage, placeholdersOf } from './format-message.ts';

describe('placeholdersOf', () => {
  it('lists each placeholder once, sorted', () => {
    expect(placeholdersOf('{{b}} and {{a}} and {{ b }}')).toEqual(['a', 'b']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });
});

describe('formatMessage (i18next over a plain message object)', () => {
  const messages = {
    'workbench.replace.done': 'Replaced in {{count}} section(s): {{ids}}',
    'dice.syntax': 'Expected $t(dice.expected.{{expected}})',
    'dice.expected.operand': 'a number or a die',
    'dice.expected.close': '“)” at {{column}}',
    'fill.plain': 'Roll {{dice}} for <{{what}}>',
    'deep.one': 'one $t(deep.two)',
    'deep.two': 'two $t(deep.three)',
    'deep.three': 'three {{n}}',
  };

  it('looks a key up, fills it without escaping (the renderer escapes) and puts in what it nests', () => {
    expect(formatMessage(messages, 'workbench.replace.done', { count: 2, ids: 'Cover, Dice' })).toBe(
      'Replaced in 2 section(s): Cover, Dice',
    );
    expect(formatMessage(messages, 'fill.plain', { dice: '8d6', what: 'Fire & Ice' })).toBe(
      'Roll 8d6 for <Fire & Ice>',
    );
    expect(formatMessage(messages, 'dice.syntax', { expected: 'operand' })).toBe(
      'Expected a number or a die',
    );
    expect(formatMessage(messages, 'dice.expected.close', { column: 3 })).toBe('“)” at 3');
  });

  it('nests at any depth, each nested message filled with the same parameters', () => {
    expect(formatMessage(messages, 'deep.one', { n: 7 })).toBe('one two three 7');
  });

  it('leaves a placeholder without a value visible, and shows a missing key (nested too) as the key', () => {
    expect(formatMessage(messages, 'dice.expected.close')).toBe('“)” at {{column}}');
    expect(formatMessage(messages, 'workbench.no-such-key')).toBe('workbench.no-such-key');
    expect(formatMessage(messages, 'dice.syntax', { expected: 'nothing' })).toBe(
      'Expected dice.expected.nothing',
    );
  });

  it('reads only the object it is given (two objects with the same key keep their own texts)', () => {
    expect(formatMessage({ a: 'first' }, 'a')).toBe('first');
    expect(formatMessage({ a: 'second' }, 'a')).toBe('second');
    expect(formatMessage({ b: '$t(a)' }, 'b')).toBe('a');
  });

  it('writes a count the locale’s way and formats through Intl where a message asks', () => {
    const counts = {
      n_one: '{{count, number}} term',
      n_other: '{{count, number}} terms',
      n_zero: 'no terms',
    };
    expect(formatMessage(counts, 'n', { count: 1 })).toBe('1 term');
    expect(formatMessage(counts, 'n', { count: 1250 })).toBe('1,250 terms');
    expect(formatMessage(counts, 'n', { count: 0 })).toBe('no terms');
    expect(formatMessage({ n_other: '{{count, number}} คำ' }, 'n', { count: 1 }, 'th')).toBe('1 คำ');
    // The template decides: `{{count}}` as given, `{{count, number}}` the locale's way.
    expect(formatMessage({ n_other: '{{count}} terms' }, 'n', { count: 1250 })).toBe('1250 terms');
    // A parameter named `locale` (a locale code in the text) does not change the reader's language,
    // and a count given as text is shown as given.
    const opened = { n_other: '{{locale}}: {{count, number}} sections' };
    expect(formatMessage(opened, 'n', { count: 1250, locale: 'xx-bad' })).toBe('xx-bad: 1,250 sections');
    expect(formatMessage({ n: '{{count, number}} results' }, 'n', { count: '[COUNT]' })).toBe(
      '[COUNT] results',
    );
    const formats = {
      number: '{{n, number}}',
      percent: '{{p, percent}}',
      list: '{{items, list}}',
    };
    expect(formatMessage(formats, 'number', { n: 12345.5 })).toBe('12,345.5');
    expect(formatMessage(formats, 'percent', { p: 0.55 })).toBe('55%');
    expect(formatMessage(formats, 'percent', { p: 0.55 }, 'th')).toBe('55%');
    expect(formatMessage(formats, 'number', { n: 12345.5 }, 'zh')).toBe('12,345.5');
  });
});

describe('a parameter value is shown as typed', () => {
  const messages = {
    'dice.syntax.unexpected-token':
      '“{{found}}” at position {{column}}: $t(dice.expected.{{expected}}) was expected.',
    'dice.expected.operand': 'a number or a die like d6',
    'ui.review.send': 'Send review',
    'tracker.name': '{{name}} is down ({{count}} left)',
  };
  const hostile = [
    '$t(ui.review.send)',
    '{{count}}',
    '<img src=x onerror=alert(1)>',
    '\uE0000\uE000',
    '$t(a) {{b}} $t(',
  ];

  it.each(hostile)(
    '%s: not nested, not filled, not escaped, and the message’s own nesting still works',
    (value) => {
      expect(
        formatMessage(messages, 'dice.syntax.unexpected-token', {
          found: value,
          column: 3,
          expected: 'operand',
        }),
      ).toBe(`“${value}” at position 3: a number or a die like d6 was expected.`);
      expect(formatMessage(messages, 'tracker.name', { name: value, count: 2 })).toBe(
        `${value} is down (2 left)`,
      );
    },
  );

  it('a value made of another parameter’s stand-in gets nothing of it', () => {
    expect(
      formatMessage(messages, 'tracker.name', { name: '\uE0000\uE000', count: '$t(ui.review.send)' }),
    ).toBe('\uE0000\uE000 is down ($t(ui.review.send) left)');
  });
});
