import { describe, expect, it } from 'vitest';
import { facesInTurn } from '../../test/support/tracker-fixtures.ts';
import { Fraction } from '../fraction.ts';
import { groupOutcome } from '../rules/group-outcome.ts';
import { attackCreatures, attackOddsFor } from './attack-rolls.ts';
import { checkCreatures, checkOddsFor } from './check-rolls.ts';
import { addCondition } from './conditions.ts';
import { groupAttackOdds, groupCheckOdds, groupSaveOdds } from './group-odds.ts';
import { damageCreatures } from './hit-points.ts';
import { livingTargets } from './out-of-action.ts';
import { saveForHalfOnCreatures } from './save-for-half.ts';
import { saveOddsFor } from './save-odds.ts';
import { addCreature, addCreatures, createTracker, setDefeated } from './tracker-creatures.ts';
import type { TrackerState } from './tracker-types.ts';

/*
 * Rule ID InstantDeath (SRD 5.2, Playing the Game, "Dropping to 0 Hit Points", CC-BY-4.0):
 * "A monster dies the instant it drops to 0 Hit Points." A dead creature takes no part in the
 * group's roll: not in the odds, not rolled, not counted; the receipt names it and why.
 */

/** Monsters with these Dexterity save bonuses (AC 10, 20 HP), IDs c1, c2, ... in order. */
function monsters(saves: readonly number[]): TrackerState {
  let state = createTracker();
  saves.forEach((save, index) => {
    state = addCreature(state, {
      name: `Goblin ${index + 1}`,
      kind: 'monster',
      initiativeBonus: 0,
      ac: 10,
      maxHp: 20,
      saves: { dexterity: save },
    });
  });
  return state;
}

/** The named monsters dropped to 0 Hit Points: dead (InstantDeath). */
const kill = (state: TrackerState, ids: string[]) =>
  ids.length === 0 ? state : damageCreatures(state, ids, { parts: [{ amount: 20, type: 'slashing' }] }).state;

const FIVE = ['c1', 'c2', 'c3', 'c4', 'c5'];
const FIREBALL = { ability: 'dexterity', dc: 15, damage: { dice: '8d6', type: 'fire' } } as const;

describe('the dead are out of a group save (InstantDeath: a monster dies at 0 Hit Points)', () => {
  // Dex +1, +1, +1, +2 living and a dead +1 against DC 15: fail 13/20, 13/20, 13/20, 12/20 (and 13/20).
  const state = kill(monsters([1, 1, 1, 2, 1]), ['c5']);

  it('save for half on five, one dead: "all fail" is 6591/40000 over the four living, not 85683/800000', () => {
    const odds = groupSaveOdds(state, { ...FIREBALL, ids: FIVE });
    expect(odds.members.map((one) => one.creatureId)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(odds.allFail.toString()).toBe('6591/40000'); // 13·13·13·12 / 20⁴ = 16.48%
    expect(odds.leftOut).toEqual([{ creatureId: 'c5', cause: { code: 'tracker.out.dead', params: {} } }]);
    // What the corpse's save used to add: its 35% (7/20) folded in gave 13/20 of that, 10.71%.
    const withCorpse = groupOutcome([
      ...odds.members.map((one) => one.success),
      saveOddsFor(state.creatures[4]!, { ability: 'dexterity', dc: 15 }).exact.success,
    ]);
    expect(withCorpse.allFail.toString()).toBe('85683/800000');
    // One box, one group: the counts run 0 to 4 and the expected damage is the same four's.
    expect(odds.counts).toHaveLength(5);
    const alone = groupSaveOdds(state, { ...FIREBALL, ids: ['c1', 'c2', 'c3', 'c4'] });
    expect(odds.expectedDamage).toBe(alone.expectedDamage);
  });

  it('the roll leaves the dead one out: no save rolled, no damage, "of 4"; the receipt names it', () => {
    const { receipt } = saveForHalfOnCreatures(
      state,
      { damage: '28', rolled: 28, type: 'fire', dc: 15, ability: 'dexterity', ids: FIVE },
      facesInTurn(20, 1, 20, 1),
    );
    expect(receipt.targets.map((one) => [one.creatureId, one.save.saved])).toEqual([
      ['c1', true],
      ['c2', false],
      ['c3', true],
      ['c4', false],
    ]);
    expect(receipt.leftOut.map((one) => [one.creatureId, one.cause.code])).toEqual([
      ['c5', 'tracker.out.dead'],
    ]);
  });

  it('a creature marked defeated is left out too, with its own reason', () => {
    const odds = groupSaveOdds(setDefeated(state, 'c1', true), { ...FIREBALL, ids: FIVE });
    expect(odds.leftOut.map((one) => [one.creatureId, one.cause.code])).toEqual([
      ['c1', 'tracker.out.defeated'],
      ['c5', 'tracker.out.dead'],
    ]);
  });
});

describe('attacks and checks: the dead are no targets and make no roll', () => {
  it('an attack on four dead creatures: "at least one hit" 0, not 390624/390625 (99.99974%)', () => {
    let state = monsters([0, 0, 0, 0, 0]);
    // Unconscious targets: the attack has Advantage; +5 against AC 10 misses on 1-4, (4/20)² each.
    for (const id of ['c1', 'c2', 'c3', 'c4'])
      state = addCondition(state, id, 'UnconsciousCondition', { kind: 'until-removed' });
    const attack = { attackerId: 'c5', bonus: 5, damage: [{ dice: '1d6', type: 'slashing' as const }] };
    const living = groupAttackOdds(state, { ...attack, targetIds: ['c1', 'c2', 'c3', 'c4'] });
    expect(living.atLeastOne.toString()).toBe('390624/390625');
    const dead = kill(state, ['c1', 'c2', 'c3', 'c4']);
    const odds = groupAttackOdds(dead, { ...attack, targetIds: ['c1', 'c2', 'c3', 'c4'] });
    expect(odds.members).toEqual([]);
    expect(odds.atLeastOne.equals(Fraction.ZERO)).toBe(true);
    expect(odds.leftOut).toHaveLength(4);
    const { receipt } = attackCreatures(dead, { ...attack, targetIds: ['c1', 'c2'] }, facesInTurn());
    expect(receipt).toMatchObject({
      kind: 'rolled',
      targets: [],
      leftOut: [{ creatureId: 'c1' }, { creatureId: 'c2' }],
    });
  });

  it('a dead attacker is refused as a Paralyzed one is: no roll, no damage, no Concentration owed', () => {
    const state = kill(monsters([0, 0]), ['c1']);
    const attack = { attackerId: 'c1', bonus: 5, damage: [{ dice: '1d6', type: 'slashing' as const }] };
    const done = attackCreatures(state, { ...attack, targetIds: ['c2'] }, facesInTurn());
    expect(done.receipt).toEqual({
      kind: 'cannot-act',
      attackerId: 'c1',
      cannotAct: { code: 'tracker.out.dead', params: {} },
      causes: [{ code: 'tracker.out.dead', params: {} }],
    });
    expect(done.state).toBe(state);
    expect(attackOddsFor(state, attack, 'c2').conditions.cannotAct?.code).toBe('tracker.out.dead');
    expect(groupAttackOdds(state, { ...attack, targetIds: ['c2'] }).cannotAct?.code).toBe('tracker.out.dead');
  });

  it('a dead creature makes no check: left out of the receipts, the odds and the counts', () => {
    const state = kill(monsters([0, 0, 0]), ['c2']);
    const check = { ability: 'strength', dc: 10, ids: ['c1', 'c2', 'c3'] } as const;
    const receipts = checkCreatures(state, check, facesInTurn(10, 10));
    expect(receipts.map((one) => [one.creatureId, one.kind])).toEqual([
      ['c1', 'rolled'],
      ['c2', 'left-out'],
      ['c3', 'rolled'],
    ]);
    const odds = groupCheckOdds(state, check);
    expect(odds.members.map((one) => one.creatureId)).toEqual(['c1', 'c3']);
    expect(odds.allFail.toString()).toBe('81/400'); // 9/20 each of the two living
    expect(checkOddsFor(state, check, 'c2').conditions.cannotAct?.code).toBe('tracker.out.dead');
  });
});

describe('the class: any group with any of its members dead', () => {
  it('every group of 1-6 from save bonuses −1..+4 with every dead subset: the odds are the living group', () => {
    let cases = 0;
    let caught = 0;
    for (let size = 1; size <= 6; size += 1) {
      const saves = Array.from({ length: size }, (_, i) => ((i * 7) % 6) - 1);
      const ids = saves.map((_, i) => `c${i + 1}`);
      for (let mask = 0; mask < 1 << size; mask += 1) {
        const deadIds = ids.filter((_, i) => mask & (1 << i));
        const state = kill(monsters(saves), deadIds);
        const odds = groupSaveOdds(state, { ...FIREBALL, ids });
        const living = ids.filter((id) => !deadIds.includes(id));
        const alone = living.length > 0 ? groupSaveOdds(state, { ...FIREBALL, ids: living }) : null;
        expect(odds.leftOut.map((one) => one.creatureId)).toEqual(deadIds);
        expect(odds.counts.map(String)).toEqual(alone ? alone.counts.map(String) : ['1']);
        expect(odds.expectedDamage).toBe(alone?.expectedDamage ?? 0);
        const naive = groupOutcome(
          ids.map((id) => saveOddsFor(state.creatures.find((c) => c.id === id)!, FIREBALL).exact.success),
        );
        if (deadIds.length > 0 && !naive.allFail.equals(odds.allFail)) caught += 1;
        cases += 1;
      }
    }
    console.log(`dead members: ${cases} groups, ${caught} where counting the dead would change "all fail"`);
    expect(cases).toBe(126);
  });
});

describe('whom one tap selects: the living only', () => {
  it('all living monsters, all characters and each group leave out the dead and the defeated', () => {
    let state = addCreature(createTracker(), {
      name: 'Ayla',
      kind: 'character',
      initiativeBonus: 0,
      ac: 15,
      maxHp: 20,
    });
    state = addCreatures(
      state,
      { name: 'Goblin', kind: 'monster', initiativeBonus: 0, ac: 13, maxHp: 7 },
      { count: 4 },
    );
    state = addCreature(state, { name: 'Ogre', kind: 'monster', initiativeBonus: 0, ac: 11, maxHp: 59 });
    const goblins = state.creatures.filter((one) => one.name.startsWith('Goblin')).map((one) => one.id);
    const ogre = state.creatures.find((one) => one.name === 'Ogre')!.id;
    state = kill(state, [goblins[1]!]);
    state = setDefeated(state, goblins[2]!, true);
    const targets = livingTargets(state);
    expect(targets.monsters).toEqual([goblins[0], goblins[3], ogre]);
    expect(targets.characters).toEqual(['c1']);
    expect(targets.groups).toEqual([
      { id: expect.any(String), name: 'Goblin', ids: [goblins[0], goblins[3]] },
    ]);
  });
});
