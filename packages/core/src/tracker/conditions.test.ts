import { describe, expect, it } from 'vitest';
import { threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { getRuleset } from '../rulesets/index.ts';
import { setConcentrating } from './concentration.ts';
import { addCondition, exhaustionEffects, removeCondition, roundsLeft, setExhaustion } from './conditions.ts';
import { trackerConditions } from './tracker-conditions.ts';
import { nextTurn, startCombat } from './turns.ts';

const fight = () => startCombat(threeCreatures([12, 19, 7]));

describe("the tracker's conditions come from the ruleset's condition list (rule ID Conditions)", () => {
  it("SRD 5.2 offers the glossary's 14 conditions without the Playtest's Ethereal and Intoxicated", () => {
    const srd = trackerConditions(getRuleset('srd-5.2'));
    expect(srd).toHaveLength(14);
    expect(srd).not.toContain('EtherealCondition');
    expect(srd).not.toContain('IntoxicatedCondition');
    expect(srd).toContain('PoisonedCondition');
    // The Playtest states Ethereal and Intoxicated, and has no Poisoned or Petrified.
    const playtest = trackerConditions(getRuleset('playtest'));
    expect(playtest).toContain('EtherealCondition');
    expect(playtest).not.toContain('PoisonedCondition');
  });

  it('adding Ethereal on SRD 5.2 is refused with the ruleset code, naming the condition', () => {
    expect(() => addCondition(fight(), 'c1', 'EtherealCondition', { kind: 'until-removed' })).toThrow(
      expect.objectContaining({
        code: 'rules.ruleset.no-condition',
        params: { field: 'condition', condition: 'ethereal', ruleset: 'srd-5.2' },
      }),
    );
  });
});

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

describe('rounds left on a timed condition (its badge says them, never colour alone)', () => {
  it('2 rounds from now: 2 left, then 1 after a round, 0 in the round it ends; none until removed', () => {
    let state = startCombat(threeCreatures([15, 10, 5]));
    state = addCondition(state, 'c3', 'RestrainedCondition', { kind: 'rounds', rounds: 2 });
    state = addCondition(state, 'c2', 'ProneCondition', { kind: 'until-removed' });
    const restrained = state.creatures.find((one) => one.id === 'c3')!.conditions[0]!;
    expect(roundsLeft(state, restrained.expires)).toBe(2);
    for (let turn = 0; turn < 3; turn += 1) state = nextTurn(state);
    expect(state.round).toBe(2);
    expect(roundsLeft(state, restrained.expires)).toBe(1);
    expect(
      roundsLeft(state, state.creatures.find((one) => one.id === 'c2')!.conditions[0]!.expires),
    ).toBeNull();
  });
});
