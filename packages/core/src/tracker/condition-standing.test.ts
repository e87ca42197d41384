import { describe, expect, it } from 'vitest';
import { facesInTurn, OGRE, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { attackOddsFor } from './attack-rolls.ts';
import { setConcentrating } from './concentration.ts';
import { mootConditions } from './condition-standing.ts';
import { addCondition } from './conditions.ts';
import { rollInitiative } from './initiative.ts';
import { playerView, playerViewText, readPlayerView } from './player-view.ts';
import { addCreature, createTracker } from './tracker-creatures.ts';
import { readTrackerFile, trackerFileText } from './tracker-file.ts';

/*
 * Moot conditions (SRD 5.2 Rules Glossary, CC-BY-4.0): Petrified gives immunity to the Poisoned
 * condition; a stat block's Condition Immunities make a condition do nothing. The tracker keeps the
 * condition and says it does not apply; rolls do not count it.
 */
const FOREVER = { kind: 'until-removed' } as const;

describe('a condition the creature is immune to', () => {
  it('Poisoned on a Petrified creature: moot, with the reason naming Petrified', () => {
    let state = addCondition(threeCreatures([12, 19, 7]), 'c3', 'PetrifiedCondition', FOREVER);
    state = addCondition(state, 'c3', 'PoisonedCondition', FOREVER);
    const ogre = state.creatures.find((one) => one.id === 'c3')!;
    const moot = mootConditions(ogre);
    const poisoned = ogre.conditions.find((one) => one.condition === 'PoisonedCondition')!;
    expect([...moot.keys()]).toEqual([poisoned.id]);
    expect(moot.get(poisoned.id)).toMatchObject({
      code: 'conditions.cause.immune-from',
      params: { condition: 'PoisonedCondition', by: 'PetrifiedCondition' },
    });
  });

  it('its own Condition Immunities: the condition is kept, moot, and does not count on rolls', () => {
    let state = addCreature(createTracker(), {
      ...OGRE,
      name: 'Skeleton',
      conditionImmune: ['PoisonedCondition'],
    });
    state = addCreature(state, { ...OGRE, name: 'Zombie' });
    for (const id of ['c1', 'c2']) state = addCondition(state, id, 'PoisonedCondition', FOREVER);
    const [skeleton, zombie] = state.creatures;
    expect(mootConditions(skeleton!).get(skeleton!.conditions[0]!.id)?.code).toBe('conditions.cause.immune');
    expect(mootConditions(zombie!).size).toBe(0);
    // Poisoned: Disadvantage on attack rolls, for the zombie only.
    expect(attackOddsFor(state, { attackerId: 'c1', bonus: 4 }, 'c2').mode).toBe('normal');
    expect(attackOddsFor(state, { attackerId: 'c2', bonus: 4 }, 'c1').mode).toBe('disadvantage');
    // and on Initiative (an ability check).
    const { rolls } = rollInitiative(state, facesInTurn(10, 10, 3));
    expect(rolls.map((roll) => roll.mode)).toEqual(['normal', 'disadvantage']);
  });

  it('an immune creature given Paralyzed keeps its Concentration', () => {
    let state = addCreature(createTracker(), { ...OGRE, conditionImmune: ['ParalyzedCondition'] });
    state = setConcentrating(state, 'c1', true);
    state = addCondition(state, 'c1', 'ParalyzedCondition', FOREVER);
    expect(state.creatures[0]!.concentrating).toBe(true);
  });

  it('survives the tracker file and the players’ view; a hostile list is refused', () => {
    const state = addCreature(createTracker(), {
      ...OGRE,
      conditionImmune: ['PoisonedCondition', 'CharmedCondition'],
    });
    expect(readTrackerFile(trackerFileText(state))).toEqual(state);
    const view = playerView(state);
    expect(readPlayerView(playerViewText(view))).toEqual(view);
    for (const bad of ['["PoisonedCondition","PoisonedCondition"]', '["Exhausted"]', '"PoisonedCondition"']) {
      const text = trackerFileText(state).replace('["PoisonedCondition","CharmedCondition"]', bad);
      expect(() => readTrackerFile(text)).toThrow(/conditionImmune/);
    }
  });
});
