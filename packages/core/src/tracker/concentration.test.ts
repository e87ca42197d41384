import { describe, expect, it } from 'vitest';
import { threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { resolveConcentrationCheck, setConcentrating } from './concentration.ts';
import { damageCreatures } from './hit-points.ts';

const hurt = () => {
  const state = setConcentrating(threeCreatures([12, 19, 7]), 'c1', true);
  return damageCreatures(state, ['c1'], { parts: [{ amount: 23, type: 'fire' }] }).state;
};

describe('settling a Concentration save (DC 11 for 23 damage; a save has no automatic 20 or 1)', () => {
  it('6 + 5 = 11 keeps it; 5 + 5 = 10 loses it', () => {
    const kept = resolveConcentrationCheck(hurt(), 'c1', 6);
    expect(kept).toMatchObject({ kept: true, total: 11, dc: 11 });
    expect(kept.state.creatures[1]).toMatchObject({
      name: 'Ayla',
      concentrating: true,
      concentrationChecks: [],
    });
    const lost = resolveConcentrationCheck(hurt(), 'c1', 5);
    expect(lost.kept).toBe(false);
    expect(lost.state.creatures[1]).toMatchObject({ concentrating: false, concentrationChecks: [] });
  });

  it('one save per time damage was taken, oldest first', () => {
    const twice = damageCreatures(hurt(), ['c1'], { parts: [{ amount: 2, type: 'cold' }] }).state;
    expect(twice.creatures[1]!.concentrationChecks.map((c) => c.dc)).toEqual([11, 10]);
    const first = resolveConcentrationCheck(twice, 'c1', 12).state;
    expect(first.creatures[1]!.concentrationChecks.map((c) => c.dc)).toEqual([10]);
  });

  it('refuses a settle with no save owed, or a d20 outside 1-20', () => {
    const state = threeCreatures([12, 19, 7]);
    expect(() => resolveConcentrationCheck(state, 'c1', 10)).toThrow(/rules.input.out-of-range/);
    expect(() => resolveConcentrationCheck(hurt(), 'c1', 21)).toThrow(/rules.input.out-of-range/);
  });

  it('stopping Concentration drops the saves owed', () => {
    expect(setConcentrating(hurt(), 'c1', false).creatures[1]).toMatchObject({
      concentrating: false,
      concentrationChecks: [],
    });
  });
});
