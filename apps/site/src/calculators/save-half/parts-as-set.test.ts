import { parseDamageParts } from '@polyhedral/core/calculators';
import { describe, expect, it } from 'vitest';
import { partsAsSet } from './parts-as-set.ts';

describe('save-for-half parts as the reader set them (HalfDamage: one amount per type)', () => {
  it('keeps a type given twice on screen while the field refuses it', () => {
    expect(parseDamageParts('8d6:fire;1d6:fire')).toBeUndefined();
    expect(partsAsSet('8d6:fire;1d6:fire')).toEqual([
      { amount: '8d6', type: 'fire' },
      { amount: '1d6', type: 'fire' },
    ]);
  });

  it('reads the Fireball preset and refuses what does not parse', () => {
    expect(partsAsSet('8d6:fire')).toEqual([{ amount: '8d6', type: 'fire' }]);
    expect(partsAsSet('8d6:fire;1d6:lava')).toBeUndefined();
    expect(partsAsSet('')).toBeUndefined();
  });
});
