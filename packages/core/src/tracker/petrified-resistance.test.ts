import { describe, expect, it } from 'vitest';
import { facesInTurn, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { playtest } from '../rulesets/index.ts';
import { addCondition } from './conditions.ts';
import { damageCreatures } from './hit-points.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';

// Glossary, Petrified: "you fail Strength and Dexterity saves, and you have Resistance to all
// damage" (rule ID Conditions); the Resistance comes from the conditions data, not a typed list.
const petrifiedAyla = () =>
  addCondition(threeCreatures([12, 19, 7]), 'c1', 'PetrifiedCondition', { kind: 'until-removed' });

describe('the tracker applies Petrified\'s "Resistance to all damage" (Conditions)', () => {
  it('13 fire damage to a Petrified creature is 6 (halved, round down), the step naming Petrified', () => {
    const { state, receipts } = damageCreatures(petrifiedAyla(), ['c1', 'c2'], {
      parts: [{ amount: 13, type: 'fire' }],
    });
    const hp = Object.fromEntries(state.creatures.map((c) => [c.name, c.hp]));
    expect(hp).toMatchObject({ Ayla: 30 - 6, Bren: 18 - 13 });
    const ayla = receipts.find((r) => r.creatureId === 'c1')!;
    if (ayla.kind !== 'damage') throw new Error('damage receipt expected');
    expect(ayla.result.steps).toContainEqual({
      code: 'damage.step.resistance-condition',
      params: { type: 'fire', before: 13, after: 6, condition: 'PetrifiedCondition' },
    });
    const bren = receipts.find((r) => r.creatureId === 'c2')!;
    if (bren.kind !== 'damage') throw new Error('damage receipt expected');
    expect(bren.result.steps.map((s) => s.code)).not.toContain('damage.step.resistance-condition');
  });

  it('counts once with a typed Resistance (NoStacking): the Petrified Ogre, resistant to fire, takes 13 → 6', () => {
    const ogre = addCondition(threeCreatures([12, 19, 7]), 'c3', 'PetrifiedCondition', {
      kind: 'until-removed',
    });
    const { state, receipts } = damageCreatures(ogre, ['c3'], { parts: [{ amount: 13, type: 'fire' }] });
    expect(state.creatures.find((c) => c.id === 'c3')!.hp).toBe(68 - 6);
    const receipt = receipts[0]!;
    if (receipt.kind !== 'damage') throw new Error('damage receipt expected');
    expect(receipt.result.steps.map((s) => s.code)).toEqual(
      expect.arrayContaining(['damage.step.resistance', 'damage.step.no-stacking']),
    );
  });

  it('save for half: a Petrified creature fails its Dexterity save (full 13) and its Resistance makes it 6', () => {
    const { state, receipt } = saveForHalfOnCreatures(
      petrifiedAyla(),
      { damage: '13', type: 'fire', rolled: 13, dc: 15, ability: 'dexterity', ids: ['c1'], d20s: { c1: 20 } },
      facesInTurn(),
    );
    const target = receipt.targets[0]!;
    expect(target.save.saved).toBe(false);
    expect(target.save.taken).toBe(6);
    expect(target.save.parts[0]!.steps).toContainEqual({
      code: 'damage.step.resistance-condition',
      params: { type: 'fire', before: 13, after: 6, condition: 'PetrifiedCondition' },
    });
    expect(target.save.causes.map((c) => c.code)).toContain('conditions.cause.resistance');
    expect(state.creatures.find((c) => c.id === 'c1')!.hp).toBe(24);
  });

  it('save for half: a successful Constitution save halves 13 to 6, then Resistance to 3', () => {
    const { receipt } = saveForHalfOnCreatures(
      petrifiedAyla(),
      {
        damage: '13',
        type: 'fire',
        rolled: 13,
        dc: 15,
        ability: 'constitution',
        ids: ['c1'],
        d20s: { c1: 15 },
      },
      facesInTurn(),
    );
    expect(receipt.targets[0]!.save).toMatchObject({ saved: true, taken: 3 });
  });

  it('the Playtest has no Petrified: the tracker refuses it there, and its data gives no Resistance', () => {
    expect(() =>
      addCondition(
        threeCreatures([12, 19, 7]),
        'c1',
        'PetrifiedCondition',
        { kind: 'until-removed' },
        playtest,
      ),
    ).toThrow(expect.objectContaining({ code: 'rules.ruleset.no-condition' }));
    // A creature given it under SRD 5.2, damaged under the Playtest's rules: no Resistance.
    const state0 = addCondition(threeCreatures([12, 19, 7]), 'c1', 'PetrifiedCondition', {
      kind: 'until-removed',
    });
    const { state } = damageCreatures(state0, ['c1'], { parts: [{ amount: 13, type: 'fire' }] }, playtest);
    expect(state.creatures.find((c) => c.id === 'c1')!.hp).toBe(30 - 13);
  });
});
