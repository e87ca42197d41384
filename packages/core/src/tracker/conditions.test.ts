import { describe, expect, it } from 'vitest';
import { threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { setConcentrating } from './concentration.ts';
import { addCondition, exhaustionEffects, removeCondition, setExhaustion } from './conditions.ts';
import { startCombat } from './turns.ts';

const fight = () => startCombat(threeCreatures([12, 19, 7]));

describe('conditions on a creature', () => {
  it('"Conditions don\'t stack": the same condition again is one instance with the latest duration', () => {
    let state = addCondition(fight(), 'c1', 'ProneCondition', { kind: 'until-removed' });
    state = addCondition(state, 'c1', 'ProneCondition', { kind: 'rounds', rounds: 2 });
    const ayla = state.creatures.find((c) => c.id === 'c1')!;
    expect(ayla.conditions).toHaveLength(1);
    expect(ayla.conditions[0]!.expires).toMatchObject({ kind: 'turn-start', creatureId: 'c2', round: 3 });
    state = removeCondition(state, 'c1', ayla.conditions[0]!.id);
    expect(state.creatures.find((c) => c.id === 'c1')!.conditions).toEqual([]);
  });

  it('refuses an unknown condition, zero rounds and an unknown anchor with the input codes', () => {
    const state = fight();
    expect(() => addCondition(state, 'c1', 'SleepyCondition' as never, { kind: 'until-removed' })).toThrow(
      /rules.input.unknown-option/,
    );
    expect(() => addCondition(state, 'c1', 'ProneCondition', { kind: 'rounds', rounds: 0 })).toThrow(
      /rules.input.out-of-range/,
    );
    expect(() =>
      addCondition(state, 'c1', 'ProneCondition', { kind: 'end-of-next-turn', creatureId: 'c7' }),
    ).toThrow(/rules.input.unknown-option/);
  });
});

describe('Exhaustion (SRD 5.2 Rules Glossary: levels 1-6, -2 per level to D20 Tests, -5 ft Speed, dies at 6)', () => {
  it('level 3: -6 to D20 Tests, 15 feet less Speed', () => {
    expect(exhaustionEffects(3)).toEqual({ d20Penalty: 6, speedFeet: 15, dead: false });
  });

  it('level 6 kills, and ends Concentration', () => {
    let state = setConcentrating(fight(), 'c2', true);
    state = setExhaustion(state, 'c2', 6);
    expect(state.creatures.find((c) => c.id === 'c2')).toMatchObject({
      exhaustion: 6,
      dead: true,
      concentrating: false,
    });
    expect(() => setExhaustion(state, 'c2', 7)).toThrow(/rules.input.out-of-range/);
  });
});
