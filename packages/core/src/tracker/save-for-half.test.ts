import { describe, expect, it } from 'vitest';
import { FIREBALL_28, facesInTurn, OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { setConcentrating } from './concentration.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';
import { addCreature, createTracker } from './tracker-creatures.ts';

describe('save for half on named creatures in one step (DamageagainstMultipleTargets, HalfDamage)', () => {
  it('"roll the damage once for all the targets"; each save typed or rolled lands on its own hit points', () => {
    const state = setConcentrating(threeCreatures([12, 19, 7]), 'c2', true);
    // Damage typed as rolled (28); Ayla typed 14, Bren and the Ogre rolled (5 then 20).
    const { state: after, receipt } = saveForHalfOnCreatures(
      state,
      {
        ...FIREBALL_28,
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
    // Two wrong inputs: the typed d20 is read first (as the table's roll), so it is the one named.
    let refused: unknown;
    try {
      saveForHalfOnCreatures(state, { ...base, dc: 0, ids: ['c1'], d20s: { c1: 0 } }, facesInTurn());
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ code: 'rules.input.out-of-range', params: { field: 'd20' } });
    expect(() =>
      saveForHalfOnCreatures(
        state,
        { ...base, rolled: undefined, damage: '8d', ids: ['c1'] },
        facesInTurn(3),
      ),
    ).toThrow(/dice\./);
  });

  it('8d6+5 shows the dice (30) and the +5: the receipt adds up to 35', () => {
    const { receipt } = saveForHalfOnCreatures(
      threeCreatures([12, 19, 7]),
      { damage: '8d6+5', type: 'fire', dc: 15, ability: 'dexterity', ids: ['c1'], d20s: { c1: 2 } },
      facesInTurn(3, 2, 5, 4, 1, 5, 5, 5),
    );
    expect(receipt.roll).toMatchObject({ working: '30 + 5', total: 35, dealt: 35, floored: false });
    expect(receipt.roll.dice[0]?.subtotal).toBe(30);
    expect(receipt.targets[0]?.save.taken).toBe(35);
  });

  it('2d6-20 deals 0, marked as floored (damage is never below 0)', () => {
    const { receipt, state } = saveForHalfOnCreatures(
      threeCreatures([12, 19, 7]),
      { damage: '2d6-20', type: 'fire', dc: 15, ability: 'dexterity', ids: ['c1'], d20s: { c1: 2 } },
      facesInTurn(4, 3),
    );
    expect(receipt.roll).toMatchObject({ total: -13, dealt: 0, floored: true });
    expect(state.creatures.find((c) => c.id === 'c1')?.hp).toBe(30);
  });

  it("twelve Ogres in one effect: past the calculator's eight, every one saves on its own", () => {
    let state = createTracker();
    for (let i = 0; i < 12; i += 1) state = addCreature(state, { ...OGRE, name: `Ogre ${i + 1}` });
    const ids = state.creatures.map((one) => one.id);
    // d20 1 for the first six (fail: full 20, Resistance 10), 20 for the rest (19 saves: 10, then 5).
    const d20s = Object.fromEntries(ids.map((id, i) => [id, i < 6 ? 1 : 20]));
    const done = saveForHalfOnCreatures(
      state,
      { damage: '20', type: 'fire', rolled: 20, dc: 15, ability: 'dexterity', ids, d20s },
      facesInTurn(),
    );
    expect(done.receipt.targets.map((t) => t.save.taken)).toEqual([
      ...Array(6).fill(10),
      ...Array(6).fill(5),
    ]);
    expect(done.state.creatures.map((c) => c.hp)).toEqual([...Array(6).fill(58), ...Array(6).fill(63)]);
  });
});
