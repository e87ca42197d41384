import { describe, expect, it } from 'vitest';
import { facesInTurn, threeCreatures } from '../test-support/tracker-fixtures.ts';
import { setConcentrating } from './concentration.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';

describe('save for half on named creatures in one step (DamageagainstMultipleTargets, HalfDamage)', () => {
  it('"roll the damage once for all the targets"; each save typed or rolled lands on its own hit points', () => {
    const state = setConcentrating(threeCreatures([12, 19, 7]), 'c2', true);
    // Damage typed as rolled (28); Ayla typed 14, Bren and the Ogre rolled (5 then 20).
    const { state: after, receipt } = saveForHalfOnCreatures(
      state,
      {
        damage: '8d6',
        type: 'fire',
        rolled: 28,
        dc: 15,
        ability: 'dexterity',
        ids: ['c1', 'c2', 'c3'],
        d20s: { c1: 14 },
      },
      facesInTurn(5, 20),
    );
    expect(receipt.rolled).toBe(28);
    expect(
      receipt.targets.map((t) => [
        t.creatureId,
        t.typed,
        t.save.kept,
        t.save.total,
        t.save.saved,
        t.save.taken,
      ]),
    ).toEqual([
      ['c1', true, 14, 16, true, 14], // 14 + 2 = 16 >= 15: half of 28
      ['c2', false, 5, 8, false, 28], // 5 + 3 = 8: all 28
      ['c3', false, 20, 19, true, 7], // 20 - 1 = 19: half is 14, Resistance to fire: 7
    ]);
    const hp = Object.fromEntries(after.creatures.map((c) => [c.name, c.hp]));
    expect(hp).toEqual({ Ayla: 16, Bren: 0, Ogre: 61 });
    // Bren dropped to 0 with 10 left over (< 18): Unconscious, Concentration ended, no save owed.
    expect(after.creatures.find((c) => c.id === 'c2')).toMatchObject({
      dead: false,
      concentrating: false,
      concentrationChecks: [],
    });
  });

  it('a 20 is no automatic success on a save: 20 + 0 against DC 21 fails', () => {
    const { receipt } = saveForHalfOnCreatures(
      threeCreatures([12, 19, 7]),
      { damage: '10', type: 'cold', rolled: 10, dc: 21, ability: 'wisdom', ids: ['c1'], d20s: { c1: 20 } },
      facesInTurn(),
    );
    expect(receipt.targets[0]).toMatchObject({ bonus: 0, save: { saved: false, taken: 10 } });
  });

  it('rolls the dice when the table gives no damage total, once for everyone', () => {
    const { receipt } = saveForHalfOnCreatures(
      threeCreatures([12, 19, 7]),
      { damage: '2d6', type: 'acid', dc: 10, ability: 'dexterity', ids: ['c1', 'c2'] },
      facesInTurn(3, 4, 10, 10),
    );
    expect(receipt).toMatchObject({ rolled: 7, detail: '2d6: 3 4' });
    expect(receipt.targets.map((t) => t.save.taken)).toEqual([3, 3]);
  });

  it('refuses a creature twice, a DC or typed d20 out of range, bad dice, with the localized codes', () => {
    const state = threeCreatures([12, 19, 7]);
    const base = { damage: '8d6', type: 'fire' as const, rolled: 20, dc: 15, ability: 'dexterity' as const };
    expect(() => saveForHalfOnCreatures(state, { ...base, ids: ['c1', 'c1'] }, facesInTurn())).toThrow(
      /rules.input.duplicate/,
    );
    expect(() => saveForHalfOnCreatures(state, { ...base, dc: 0, ids: ['c1'] }, facesInTurn(3))).toThrow(
      /rules.input.out-of-range/,
    );
    expect(() =>
      saveForHalfOnCreatures(state, { ...base, ids: ['c1'], d20s: { c1: 0 } }, facesInTurn()),
    ).toThrow(/rules.input.out-of-range/);
    expect(() =>
      saveForHalfOnCreatures(
        state,
        { ...base, rolled: undefined, damage: '8d', ids: ['c1'] },
        facesInTurn(3),
      ),
    ).toThrow(/dice\./);
  });
});
