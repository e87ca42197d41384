import { describe, expect, it } from 'vitest';
import { directiveStrings } from './directive-params.ts';

describe('directive presets as field strings', () => {
  it('turns the core’s parsed directive values into the strings fields hold', () => {
    expect(
      directiveStrings({
        bonus: 5,
        expr: '8d6',
        critical: true,
        mounted: false,
        resist: ['fire', 'cold'],
        scores: [15, 14],
      }),
    ).toEqual({ bonus: '5', expr: '8d6', critical: '1', mounted: '0', resist: 'fire,cold', scores: '15,14' });
  });

  it('drops values no field can hold', () => {
    expect(directiveStrings({ odd: { a: 1 }, nan: Number.NaN })).toEqual({});
  });
});
