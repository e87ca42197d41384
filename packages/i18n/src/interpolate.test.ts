import { describe, expect, it } from 'vitest';
import { formatMessage, interpolate, interpolateNested, placeholdersOf } from './interpolate.ts';

describe('interpolate', () => {
  it('fills {{param}} placeholders without escaping', () => {
    expect(interpolate('Roll {{dice}} for <{{what}}>', { dice: '8d6', what: 'Fire & Ice' })).toBe(
      'Roll 8d6 for <Fire & Ice>',
    );
    expect(interpolate('{{ n }} + {{n}}', { n: 2 })).toBe('2 + 2');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(interpolate('DC {{dc}}', {})).toBe('DC {{dc}}');
  });
});

describe('placeholdersOf', () => {
  it('lists each placeholder once, sorted', () => {
    expect(placeholdersOf('{{b}} and {{a}} and {{ b }}')).toEqual(['a', 'b']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });
});

describe('interpolateNested', () => {
  const messages = {
    'dice.expected.operand': 'a number or a die like d6',
    'dice.expected.close': '“)” at {{column}}',
  };

  it('puts in the messages a template nests ($t(key)), filled with the same parameters', () => {
    expect(
      interpolateNested('ends at {{column}}: $t(dice.expected.{{expected}}) next', messages, {
        column: 6,
        expected: 'operand',
      }),
    ).toBe('ends at 6: a number or a die like d6 next');
    expect(interpolateNested('$t(dice.expected.close)', messages, { column: 3 })).toBe('“)” at 3');
  });

  it('leaves a nested key the messages lack as written (visible, not empty)', () => {
    expect(interpolateNested('x $t(dice.expected.{{expected}})', messages, { expected: 'nothing' })).toBe(
      'x $t(dice.expected.nothing)',
    );
  });
});

describe('formatMessage', () => {
  const messages = {
    'workbench.replace.done': 'Replaced in {{count}} section(s): {{ids}}',
    'dice.syntax': 'Expected $t(dice.expected.{{expected}})',
    'dice.expected.operand': 'a number or a die',
  };

  it('looks a key up, fills it and puts in what it nests', () => {
    expect(formatMessage(messages, 'workbench.replace.done', { count: 2, ids: 'Cover, Dice' })).toBe(
      'Replaced in 2 section(s): Cover, Dice',
    );
    expect(formatMessage(messages, 'dice.syntax', { expected: 'operand' })).toBe(
      'Expected a number or a die',
    );
  });

  it('gives the key itself for a key the messages lack, never a blank', () => {
    expect(formatMessage(messages, 'workbench.no-such-key')).toBe('workbench.no-such-key');
  });
});
