import { describe, expect, it } from 'vitest';
import { readUrlFields, writeUrlFields } from './url-state.ts';

describe('calculator URL state', () => {
  it('reads only this instance’s fields', () => {
    const search = '?d20.bonus=5&d20.target=15&dice.expr=8d6&other=1';
    expect(readUrlFields(search, 'd20', ['bonus', 'target', 'kind'])).toEqual({ bonus: '5', target: '15' });
  });

  it('writes changed fields and drops defaults, keeping other instances', () => {
    const next = writeUrlFields(
      '?dice.expr=8d6&d20.bonus=2',
      'd20',
      { bonus: '0', target: '12' },
      { bonus: '0', target: '10' },
    );
    expect(next).toBe('?dice.expr=8d6&d20.target=12');
  });

  it('round-trips values with characters that need escaping', () => {
    const next = writeUrlFields('', 'dice', { expr: '2d20kh1+5>=15' }, { expr: '1d20' });
    expect(readUrlFields(next, 'dice', ['expr'])).toEqual({ expr: '2d20kh1+5>=15' });
  });

  it('caps oversized tampered values so they cannot blow up the page', () => {
    const search = `?dice.expr=${'9'.repeat(5000)}`;
    expect(readUrlFields(search, 'dice', ['expr']).expr).toHaveLength(200);
  });
});
