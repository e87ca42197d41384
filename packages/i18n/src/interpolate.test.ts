import { describe, expect, it } from 'vitest';
import { interpolate, placeholdersOf } from './interpolate.ts';

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
