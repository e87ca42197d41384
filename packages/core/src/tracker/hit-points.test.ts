import { describe, expect, it } from 'vitest';
import { threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { setConcentrating } from './concentration.ts';
import { damageCreatures, giveTemporaryHitPoints, healCreatures, rollDeathSave } from './hit-points.ts';
import type { TrackerState } from './tracker-types.ts';

const one = (state: TrackerState, id: string) => state.creatures.find((c) => c.id === id)!;
const fresh = () => threeCreatures([12, 19, 7]);

describe('damage to one creature or a selection, through the core applyDamage', () => {
  it('Resistance halves (round down) for the creature that has it only (ResistanceandVulnerability)', () => {
    const { state, receipts } = damageCreatures(fresh(), ['c1', 'c3'], {
      parts: [{ amount: 15, type: 'fire' }],
    });
    expect(one(state, 'c1').hp).toBe(15);
    expect(one(state, 'c3').hp).toBe(68 - 7);
    expect(receipts.map((r) => r.kind === 'damage' && r.result.taken)).toEqual([15, 7]);
    const ogre = receipts[1]!;
    expect(ogre.kind === 'damage' && ogre.result.steps.map((s) => s.code)).toContain(
      'damage.step.resistance',
    );
  });

  it('temporary hit points are lost first (LoseTemporaryHitPointsFirst), and do not stack', () => {
    let state = giveTemporaryHitPoints(fresh(), ['c1'], 5).state;
    state = giveTemporaryHitPoints(state, ['c1'], 3).state;
    expect(one(state, 'c1').temp).toBe(5);
    state = damageCreatures(state, ['c1'], { parts: [{ amount: 8, type: 'slashing' }] }).state;
    expect(one(state, 'c1')).toMatchObject({ temp: 0, hp: 27 });
  });

  it('a monster at 0 HP dies; a character falls Unconscious, then a hit at 0 HP is a Death Saving Throw failure', () => {
    let state = damageCreatures(fresh(), ['c2', 'c3'], {
      parts: [{ amount: 18, type: 'bludgeoning' }],
    }).state;
    state = damageCreatures(state, ['c3'], { parts: [{ amount: 60, type: 'bludgeoning' }] }).state;
    expect(one(state, 'c3')).toMatchObject({ hp: 0, dead: true });
    const bren = one(state, 'c2');
    expect(bren).toMatchObject({ hp: 0, dead: false });
    expect(bren.conditions.map((c) => c.condition)).toEqual(['UnconsciousCondition']);
    state = damageCreatures(state, ['c2'], {
      parts: [{ amount: 3, type: 'piercing' }],
      critical: true,
    }).state;
    expect(one(state, 'c2').deathSaves).toEqual({ successes: 0, failures: 2 });
    // A dead creature is skipped.
    expect(damageCreatures(state, ['c3'], { parts: [{ amount: 1, type: 'fire' }] }).receipts[0]!.kind).toBe(
      'skipped-dead',
    );
  });

  it('"Instant Death": damage left over at 0 HP equal to the HP maximum kills a character', () => {
    const state = damageCreatures(fresh(), ['c2'], { parts: [{ amount: 36, type: 'force' }] }).state;
    expect(one(state, 'c2')).toMatchObject({ hp: 0, dead: true });
  });

  it('healing at 0 HP wakes the character: Unconscious off, Death Saving Throws reset (never above the maximum)', () => {
    let state = damageCreatures(fresh(), ['c2'], { parts: [{ amount: 20, type: 'cold' }] }).state;
    state = damageCreatures(state, ['c2'], { parts: [{ amount: 1, type: 'cold' }] }).state;
    expect(one(state, 'c2').deathSaves.failures).toBe(1);
    state = healCreatures(state, ['c2'], 50).state;
    expect(one(state, 'c2')).toMatchObject({
      hp: 18,
      deathSaves: { successes: 0, failures: 0 },
      conditions: [],
    });
  });
});

describe('Death Saving Throws at 0 HP (rules text DeathSavingThrows)', () => {
  const dying = () => damageCreatures(fresh(), ['c2'], { parts: [{ amount: 18, type: 'cold' }] }).state;

  it('10 or higher succeeds, three successes make it Stable; lower fails, a 1 is two failures, three kill', () => {
    let state = dying();
    for (const face of [10, 15]) state = rollDeathSave(state, 'c2', face).state;
    expect(one(state, 'c2').deathSaves).toEqual({ successes: 2, failures: 0 });
    const stable = rollDeathSave(state, 'c2', 12);
    expect(stable.result).toBe('stable');
    expect(one(stable.state, 'c2')).toMatchObject({
      stable: true,
      deathSaves: { successes: 0, failures: 0 },
    });
    state = rollDeathSave(dying(), 'c2', 1).state;
    expect(one(state, 'c2').deathSaves.failures).toBe(2);
    const dead = rollDeathSave(state, 'c2', 9);
    expect(dead.result).toBe('dead');
    expect(one(dead.state, 'c2').dead).toBe(true);
  });

  it('a 20 regains 1 Hit Point; a creature that owes no save is left alone', () => {
    const revived = rollDeathSave(dying(), 'c2', 20);
    expect(revived.result).toBe('revived');
    expect(one(revived.state, 'c2')).toMatchObject({ hp: 1, conditions: [] });
    expect(rollDeathSave(fresh(), 'c1', 5).result).toBeNull();
  });
});

describe('damage to a concentrating creature owes a Concentration save', () => {
  it('23 fire damage to Ayla (+5 Con save): DC 11, keep chance 3/4; Unconscious ends Concentration', () => {
    let state = setConcentrating(fresh(), 'c1', true);
    state = damageCreatures(state, ['c1'], { parts: [{ amount: 23, type: 'fire' }] }).state;
    expect(one(state, 'c1').concentrationChecks).toEqual([
      { damage: 23, dc: 11, bonus: 5, need: 6, keep: '3/4', mode: 'normal', causes: [] },
    ]);
    state = damageCreatures(state, ['c1'], { parts: [{ amount: 40, type: 'fire' }] }).state;
    expect(one(state, 'c1')).toMatchObject({ hp: 0, concentrating: false, concentrationChecks: [] });
  });

  it('Resistance first: the DC is from the damage taken (the Ogre takes 30 of 60 fire: DC 15)', () => {
    let state = setConcentrating(fresh(), 'c3', true);
    state = damageCreatures(state, ['c3'], { parts: [{ amount: 60, type: 'fire' }] }).state;
    expect(one(state, 'c3').concentrationChecks[0]).toMatchObject({
      damage: 30,
      dc: 15,
      bonus: 0,
      need: 15,
      keep: '3/10',
    });
  });
});
