import { describe, expect, it } from 'vitest';
import { messageEngine } from './engine.ts';
import { formatMessage, messageLookup, placeholdersOf, prepareMessages } from './format-message.ts';
import { messagesFor } from './messages-for.ts';

describe('placeholdersOf', () => {
  it('lists each placeholder once, sorted', () => {
    expect(placeholdersOf('{{b}} and {{a}} and {{ b }}')).toEqual(['a', 'b']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });
});

describe('formatMessage (i18next over a plain message object)', () => {
  const messages = {
    'fx-workbench.replace.done': 'Replaced in {{count}} section(s): {{ids}}',
    'fx-dice.syntax': 'Expected $t(fx-dice.expected.{{expected}})',
    'fx-dice.expected.operand': 'a number or a die',
    'fx-dice.expected.close': '“)” at {{column}}',
    'fill.plain': 'Roll {{dice}} for <{{what}}>',
    'deep.one': 'one $t(deep.two)',
    'deep.two': 'two $t(deep.three)',
    'deep.three': 'three {{n}}',
  };

  it('looks a key up, fills it without escaping (the renderer escapes) and puts in what it nests', () => {
    expect(formatMessage(messages, 'fx-workbench.replace.done', { count: 2, ids: 'Cover, Dice' }, 'en')).toBe(
      'Replaced in 2 section(s): Cover, Dice',
    );
    expect(formatMessage(messages, 'fill.plain', { dice: '8d6', what: 'Fire & Ice' }, 'en')).toBe(
      'Roll 8d6 for <Fire & Ice>',
    );
    expect(formatMessage(messages, 'fx-dice.syntax', { expected: 'operand' }, 'en')).toBe(
      'Expected a number or a die',
    );
    expect(formatMessage(messages, 'fx-dice.expected.close', { column: 3 }, 'en')).toBe('“)” at 3');
  });

  it('nests at any depth, each nested message filled with the same parameters', () => {
    expect(formatMessage(messages, 'deep.one', { n: 7 }, 'en')).toBe('one two three 7');
  });

  it('leaves a placeholder without a value visible, and shows a missing key (nested too) as the key', () => {
    expect(formatMessage(messages, 'fx-dice.expected.close', {}, 'en')).toBe('“)” at {{column}}');
    expect(formatMessage(messages, 'fx-workbench.no-such-key', {}, 'en')).toBe('fx-workbench.no-such-key');
    expect(formatMessage(messages, 'fx-dice.syntax', { expected: 'nothing' }, 'en')).toBe(
      'Expected fx-dice.expected.nothing',
    );
  });

  it('adds an object to its language under its keys’ namespaces: the newest text of a key is the one read', () => {
    expect(formatMessage({ 'a.x': 'first' }, 'a.x', {}, 'en')).toBe('first');
    expect(formatMessage({ 'a.x': 'second' }, 'a.x', {}, 'en')).toBe('second');
    expect(formatMessage({ 'b.x': '$t(a.x) $t(a.none)' }, 'b.x', {}, 'en')).toBe('second a.none');
    // Another language's namespace of the same name is another bundle.
    expect(formatMessage({ 'a.x': 'ที่สาม' }, 'a.x', {}, 'th')).toBe('ที่สาม');
    expect(formatMessage({ 'b.x': '$t(a.x)' }, 'b.x', {}, 'en')).toBe('second');
  });

  it('writes a count the locale’s way and formats through Intl where a message asks', () => {
    const counts = {
      n_one: '{{count, number}} term',
      n_other: '{{count, number}} terms',
      n_zero: 'no terms',
    };
    expect(formatMessage(counts, 'n', { count: 1 }, 'en')).toBe('1 term');
    expect(formatMessage(counts, 'n', { count: 1250 }, 'en')).toBe('1,250 terms');
    expect(formatMessage(counts, 'n', { count: 0 }, 'en')).toBe('no terms');
    expect(formatMessage({ n_other: '{{count, number}} คำ' }, 'n', { count: 1 }, 'th')).toBe('1 คำ');
    // The template decides: `{{count}}` as given, `{{count, number}}` the locale's way.
    expect(formatMessage({ n_other: '{{count}} terms' }, 'n', { count: 1250 }, 'en')).toBe('1250 terms');
    // A parameter named `locale` (a locale code in the text) is the template's `{{localeCode}}` and
    // does not change the reader's language; a count given as text is shown as given.
    const opened = { n_other: '{{localeCode}}: {{count, number}} sections' };
    expect(formatMessage(opened, 'n', { count: 1250, locale: 'xx-bad' }, 'en')).toBe(
      'xx-bad: 1,250 sections',
    );
    expect(formatMessage({ n: '{{count, number}} results' }, 'n', { count: '[COUNT]' }, 'en')).toBe(
      '[COUNT] results',
    );
    const formats = {
      number: '{{n, number}}',
      list: '{{items, list}}',
    };
    expect(formatMessage(formats, 'number', { n: 12345.5 }, 'en')).toBe('12,345.5');
    expect(formatMessage(formats, 'number', { n: 1234 }, 'th')).toBe('1,234');
    expect(formatMessage(formats, 'number', { n: 12345.5 }, 'zh')).toBe('12,345.5');
  });
});

describe('a parameter value is shown as typed', () => {
  const messages = {
    'fx-dice.syntax.unexpected-token':
      '“{{found}}” at position {{column}}: $t(fx-dice.expected.{{expected}}) was expected.',
    'fx-dice.expected.operand': 'a number or a die like d6',
    'fx-ui.review.send': 'Send review',
    'fx-tracker.name': '{{name}} is down ({{count}} left)',
  };
  const hostile = [
    '$t(fx-ui.review.send)',
    '{{count}}',
    '<img src=x onerror=alert(1)>',
    '\uE0000\uE000',
    '$t(a) {{b}} $t(',
  ];

  it.each(hostile)(
    '%s: not nested, not filled, not escaped, and the message’s own nesting still works',
    (value) => {
      expect(
        formatMessage(
          messages,
          'fx-dice.syntax.unexpected-token',
          {
            found: value,
            column: 3,
            expected: 'operand',
          },
          'en',
        ),
      ).toBe(`“${value}” at position 3: a number or a die like d6 was expected.`);
      expect(formatMessage(messages, 'fx-tracker.name', { name: value, count: 2 }, 'en')).toBe(
        `${value} is down (2 left)`,
      );
    },
  );

  it('a value made of another parameter’s stand-in gets nothing of it', () => {
    expect(
      formatMessage(
        messages,
        'fx-tracker.name',
        { name: '\uE0000\uE000', count: '$t(fx-ui.review.send)' },
        'en',
      ),
    ).toBe('\uE0000\uE000 is down ($t(fx-ui.review.send) left)');
  });
});

describe('prepareMessages (the engine handed an object before its first lookup)', () => {
  it('adds the object to the realm engine; the lookups that follow read it as before', () => {
    const messages = { 'fx-prepare.hello': 'สวัสดี {{name}}' };
    prepareMessages(messages, 'th');
    expect(messageEngine().hasResourceBundle('th', 'fx-prepare')).toBe(true);
    expect(formatMessage(messages, 'fx-prepare.hello', { name: 'Ana' }, 'th')).toBe('สวัสดี Ana');
  });
});

describe('finished messages kept (engine.ts renderMessage)', () => {
  it('a message reads text added after its first lookup: the kept ones are dropped when resources change', () => {
    const first = { 'fx-kept.late': 'late {{n}}' };
    // Not there yet: the key itself, kept.
    expect(formatMessage({}, 'fx-kept.missing', {}, 'en')).toBe('fx-kept.missing');
    expect(formatMessage(first, 'fx-kept.late', { n: 1 }, 'en')).toBe('late 1');
    // Another object brings the missing key: the kept "fx-kept.missing" is not returned again.
    expect(formatMessage({ 'fx-kept.missing': 'here now' }, 'fx-kept.missing', {}, 'en')).toBe('here now');
    // A newer text of a key (an island's props over a file's) wins over what was kept.
    expect(formatMessage({ 'fx-kept.late': 'newer {{n}}' }, 'fx-kept.late', { n: 1 }, 'en')).toBe('newer 1');
  });

  it('keeps apart values that differ in type, name or language', () => {
    const messages = { 'fx-kept.count_one': 'one item', 'fx-kept.count_other': '{{count}} items' };
    expect(formatMessage(messages, 'fx-kept.count', { count: 1 }, 'en')).toBe('one item');
    // A count given as text chooses no plural form (i18next reads only a number): the base key,
    // which no message holds, shows as itself, not as the kept "one item".
    expect(formatMessage(messages, 'fx-kept.count', { count: '1' }, 'en')).toBe('fx-kept.count');
    expect(formatMessage(messages, 'fx-kept.count', { count: 2 }, 'en')).toBe('2 items');
    expect(
      formatMessage({ 'fx-kept.count_other': '{{count}} รายการ' }, 'fx-kept.count', { count: 2 }, 'th'),
    ).toBe('2 รายการ');
  });

  it('keeps apart values a typed name could make look alike (the separators, -0, NaN and Infinity)', () => {
    const pair = { 'fx-kept.pair': '{{a}}|{{b}}' };
    // Under a name-and-value id joined by control characters these two were one entry.
    // A value not given stays as its placeholder (i18next's own way).
    expect(formatMessage(pair, 'fx-kept.pair', { a: 'x\u0001b\u0002sy' }, 'en')).toBe(
      'x\u0001b\u0002sy|{{b}}',
    );
    expect(formatMessage(pair, 'fx-kept.pair', { a: 'x', b: 'y' }, 'en')).toBe('x|y');
    expect(formatMessage(pair, 'fx-kept.pair', { a: 'x",', b: 'y' }, 'en')).toBe('x",|y');
    expect(formatMessage(pair, 'fx-kept.pair', { a: 'x', b: '",y' }, 'en')).toBe('x|",y');
    const number = { 'fx-kept.number': '{{n, number}}' };
    expect(formatMessage(number, 'fx-kept.number', { n: 0 }, 'en')).toBe('0');
    expect(formatMessage(number, 'fx-kept.number', { n: -0 }, 'en')).toBe('-0');
    expect(formatMessage(number, 'fx-kept.number', { n: Number.NaN }, 'en')).toBe('NaN');
    expect(formatMessage(number, 'fx-kept.number', { n: Number.POSITIVE_INFINITY }, 'en')).toBe('∞');
  });
});

describe('messageLookup', () => {
  it('chooses plural forms by the locale it is given', () => {
    const { t } = messageLookup(messagesFor('en', 'workbench'), 'en');
    expect(t('workbench.replace.apply', { count: 1 })).toBe('Replace in 1 section');
    expect(t('workbench.replace.apply', { count: 3 })).toBe('Replace in 3 sections');
    const th = messageLookup(messagesFor('th', 'workbench'), 'th');
    expect(th.t('workbench.replace.apply', { count: 1 })).toBe('แทนที่ใน 1 หัวข้อ');
  });

  it('takes keys written in code only if they exist; keys from data through tData', () => {
    const { t, tData } = messageLookup(messagesFor('zh', 'calc'), 'zh');
    // @ts-expect-error: no such key (the site and workbench typechecks fail if t takes any string again)
    expect(t('calc.no-such-key')).toBe('calc.no-such-key');
    const type = 'fire';
    expect(tData(`calc.damageType.${type}`)).toBe(t('calc.damageType.fire'));
  });
});
