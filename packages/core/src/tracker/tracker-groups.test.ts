import { describe, expect, it } from 'vitest';
import { facesInTurn, OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { initiativeCalculator } from '../calculators/kinds/initiative.ts';
import { nameOfCondition } from '../conditions/condition-names.ts';
import { addCondition } from './conditions.ts';
import { addEffect } from './effects.ts';
import { rollInitiative } from './initiative.ts';
import { addCreature, addCreatures, createTracker, removeGroup, requireName } from './tracker-creatures.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';

const GOBLIN = { name: 'Goblin', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 10 } as const;
const names = (state: { creatures: readonly { name: string }[] }) => state.creatures.map((c) => c.name);

describe('groups of copies, numbered (rules text Initiative: one roll for identical creatures)', () => {
  it('"4 × Goblin" adds Goblin 1 to Goblin 4 as one group; more copies go on from 5', () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 4, sharedInitiative: true });
    expect(names(state)).toEqual(['Goblin 1', 'Goblin 2', 'Goblin 3', 'Goblin 4']);
    expect(new Set(state.creatures.map((c) => c.group?.id)).size).toBe(1);
    state = addCreatures(state, GOBLIN, { count: 2 });
    expect(names(state).slice(4)).toEqual(['Goblin 5', 'Goblin 6']);
  });

  it('a second single "Goblin" is numbered, never a duplicate name', () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 1 });
    state = addCreatures(state, GOBLIN, { count: 1 });
    expect(names(state)).toEqual(['Goblin', 'Goblin 2']);
  });

  it('a shared Initiative is one d20 for the whole group; otherwise each rolls its own', () => {
    const shared = addCreatures(createTracker(), GOBLIN, { count: 3, sharedInitiative: true });
    const one = rollInitiative(shared, facesInTurn(11));
    expect(one.state.creatures.map((c) => c.initiative)).toEqual([13, 13, 13]);
    const each = addCreatures(createTracker(), GOBLIN, { count: 3, sharedInitiative: false });
    const three = rollInitiative(each, facesInTurn(11, 4, 18));
    expect(three.state.creatures.map((c) => c.initiative).sort()).toEqual([13, 20, 6].sort());
  });

  it('a Poisoned member of a group is split off: it rolls with Disadvantage, the others share one d20', () => {
    // SRD 5.2 Poisoned: "Disadvantage on attack rolls and ability checks"; Initiative is a Dexterity check.
    let state = addCreatures(createTracker(), GOBLIN, { count: 4, sharedInitiative: true });
    state = addCondition(state, 'c3', 'PoisonedCondition', { kind: 'until-removed' });
    const { state: after, rolls } = rollInitiative(state, facesInTurn(11, 17, 4));
    const byId = Object.fromEntries(rolls.map((roll) => [roll.creatureId, roll]));
    // Goblins 1, 2 and 4: the group's one d20 (11) + 2 = 13.
    for (const id of ['c1', 'c2', 'c4']) expect([byId[id]!.total, byId[id]!.group]).toEqual([13, 'shared']);
    // Goblin 3: its own two d20s (17 and 4, the lower kept) + 2 = 6, and why.
    expect(byId.c3).toMatchObject({ d20: [17, 4], kept: 4, total: 6, mode: 'disadvantage', group: 'split' });
    expect(after.creatures.find((c) => c.id === 'c3')!.initiative).toBe(6);
    // The same reading the initiative calculator gives a Poisoned goblin.
    const calc = initiativeCalculator.compute({
      ...initiativeCalculator.defaults,
      bonus: 2,
      condition: [nameOfCondition('PoisonedCondition')],
    });
    expect([calc.conditions.mode, calc.causes]).toEqual([byId.c3!.mode, byId.c3!.causes]);
  });

  it('the group reading is the majority one: a lone plain member among Poisoned ones is the split one', () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 3, sharedInitiative: true });
    for (const id of ['c2', 'c3'])
      state = addCondition(state, id, 'PoisonedCondition', { kind: 'until-removed' });
    const { rolls } = rollInitiative(state, facesInTurn(9, 15, 3));
    expect(rolls.map((roll) => [roll.creatureId, roll.group, roll.total])).toEqual([
      ['c1', 'split', 11],
      ['c2', 'shared', 5],
      ['c3', 'shared', 5],
    ]);
  });

  it("an effect's dice on ability checks count on Initiative, and split a group where they differ", () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 2, sharedInitiative: true });
    state = addEffect(
      state,
      ['c1'],
      { name: 'Guidance', dice: '+1d4', rolls: ['check'] },
      { kind: 'until-removed' },
    );
    // A tie of one each: the plain member's reading is the group's (issue 91: the member with the
    // dice is the one that differs). c1: d20 12, then its d4 3; c2: 6.
    const { rolls } = rollInitiative(state, facesInTurn(12, 3, 6));
    expect(rolls.map((roll) => [roll.creatureId, roll.group, roll.dice?.total, roll.total])).toEqual([
      ['c1', 'split', 3, 17],
      ['c2', 'shared', undefined, 8],
    ]);
  });

  it('no two members alike: the plain member takes the group roll, the Invisible one rolled apart (issue 91)', () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 3, sharedInitiative: true });
    state = addCondition(state, 'c1', 'InvisibleCondition', { kind: 'until-removed' });
    state = addCondition(state, 'c2', 'PoisonedCondition', { kind: 'until-removed' });
    // c1 Advantage: 4 and 16, 16 kept; c2 Disadvantage: 14 and 7, 7 kept; c3 one d20: 10.
    const { rolls } = rollInitiative(state, facesInTurn(4, 16, 14, 7, 10));
    expect(rolls.map((roll) => [roll.creatureId, roll.group, roll.d20.length, roll.total])).toEqual([
      ['c1', 'split', 2, 18],
      ['c2', 'split', 2, 9],
      ['c3', 'shared', 1, 12],
    ]);
  });

  it('no two members alike and none plain: each rolled apart, none is called the group roll', () => {
    let state = addCreatures(createTracker(), GOBLIN, { count: 2, sharedInitiative: true });
    state = addCondition(state, 'c1', 'InvisibleCondition', { kind: 'until-removed' });
    state = addCondition(state, 'c2', 'PoisonedCondition', { kind: 'until-removed' });
    const { rolls } = rollInitiative(state, facesInTurn(4, 16, 14, 7));
    expect(rolls.map((roll) => [roll.creatureId, roll.group, roll.total])).toEqual([
      ['c1', 'split', 18],
      ['c2', 'split', 9],
    ]);
  });

  it('removes a group at once, leaving the others', () => {
    let state = addCreature(createTracker(), OGRE);
    state = addCreatures(state, GOBLIN, { count: 4 });
    const group = state.creatures.find((c) => c.group)!.group!.id;
    expect(names(removeGroup(state, group))).toEqual(['Ogre']);
    expect(() => removeGroup(state, 'g99')).toThrow(/rules.input.unknown-option/);
  });

  it('refuses a group past the tracker limit whole, naming the limit', () => {
    const state = threeCreatures([12, 19, 7]);
    expect(() => addCreatures(state, GOBLIN, { count: TRACKER_LIMITS.creatures - 2 })).toThrow(
      /rules.input.out-of-range/,
    );
  });
});

describe('names counted as a person sees them', () => {
  it('25 emoji (each with a skin tone, 4 code units) are 25 characters, within 40', () => {
    const name = '👍🏽'.repeat(25);
    expect(name.length).toBe(100);
    expect(requireName(name)).toBe(name);
  });

  it('41 Thai letters with vowel marks are 41 characters: refused', () => {
    expect(() => requireName('กี'.repeat(41))).toThrow(/rules.input.out-of-range/);
    expect(requireName('กี'.repeat(40))).toHaveLength(80);
  });
});
