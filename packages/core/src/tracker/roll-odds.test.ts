import { describe, expect, it } from 'vitest';
import { facesInTurn, threeCreatures } from '../../test/support/tracker-fixtures.ts';
import { d20TestCalculator } from '../calculators/kinds/d20-test.ts';
import { nameOfCondition } from '../conditions/condition-names.ts';
import { Fraction } from '../fraction.ts';
import { attackCreatures, attackOddsFor } from './attack-rolls.ts';
import { checkCreatures, checkOddsFor } from './check-rolls.ts';
import { addCondition, setExhaustion } from './conditions.ts';
import { addEffect } from './effects.ts';

/*
 * Odds before the roll in the tracker's attack and check tabs (issue 73 item 4): the same exact
 * numbers as the D20 Test calculator (rules text D20Tests, AttackRolls, AbilityChecks) given the
 * same creature's conditions, Exhaustion and dice, through the one function both use.
 */
const FOREVER = { kind: 'until-removed' } as const;

describe('attack odds before the roll (d20TestWithConditions, as the calculator)', () => {
  it('a Poisoned, Blessed attacker (+5) against a Prone target within 5 feet (AC 15) matches the calculator', () => {
    let state = threeCreatures([12, 19, 7]);
    state = addCondition(state, 'c1', 'PoisonedCondition', FOREVER);
    state = addCondition(state, 'c3', 'ProneCondition', FOREVER);
    state = addEffect(state, ['c1'], { name: 'Bless', dice: '+1d4', rolls: ['attack'] }, FOREVER);
    const ac = state.creatures.find((one) => one.id === 'c3')!.ac;
    const odds = attackOddsFor(state, { attackerId: 'c1', bonus: 5, within5Feet: true }, 'c3');
    const calc = d20TestCalculator.compute({
      ...d20TestCalculator.defaults,
      'kind-of-test': 'attack',
      bonus: 5,
      target: ac,
      condition: [nameOfCondition('PoisonedCondition')],
      'target-condition': [nameOfCondition('ProneCondition')],
      'within-5-feet': true,
      'bonus-dice': ['+1d4'],
    });
    expect('exact' in calc).toBe(true);
    if (!('exact' in calc)) return;
    expect([odds.exact.success.toString(), odds.exact.critical.toString(), odds.mode]).toEqual([
      calc.exact.success.toString(),
      calc.exact.critical.toString(),
      calc.mode,
    ]);
    // Poisoned (Disadvantage) and Prone within 5 feet (Advantage) cancel: one d20.
    expect(odds.mode).toBe('normal');
  });

  it('a Paralyzed target within 5 feet: every hit is a Critical Hit, so critical equals success', () => {
    let state = threeCreatures([12, 19, 7]);
    state = addCondition(state, 'c3', 'ParalyzedCondition', FOREVER);
    const odds = attackOddsFor(state, { attackerId: 'c1', bonus: 5, within5Feet: true }, 'c3');
    expect(odds.exact.critical.toString()).toBe(odds.exact.success.toString());
  });

  it('the odds are the rolled attack’s: over every d20 face, the share of hits is the chance', () => {
    let state = threeCreatures([12, 19, 7]);
    state = setExhaustion(state, 'c1', 2);
    const odds = attackOddsFor(state, { attackerId: 'c1', bonus: 4 }, 'c3');
    let hits = 0;
    for (let face = 1; face <= 20; face += 1) {
      const { receipt } = attackCreatures(
        state,
        {
          attackerId: 'c1',
          targetIds: ['c3'],
          bonus: 4,
          damage: [{ dice: '1', type: 'slashing' }],
          d20s: { c3: face },
        },
        facesInTurn(),
      );
      if (receipt.kind === 'rolled' && receipt.targets[0]!.hit) hits += 1;
    }
    expect(odds.exact.success.toString()).toBe(Fraction.of(hits, 20).toString());
  });

  it('an attacker that cannot act has no odds: cannotAct is set', () => {
    const state = addCondition(threeCreatures([12, 19, 7]), 'c1', 'StunnedCondition', FOREVER);
    expect(attackOddsFor(state, { attackerId: 'c1', bonus: 4 }, 'c3').conditions.cannotAct).not.toBeNull();
  });
});

describe('check odds before the roll', () => {
  it('a Poisoned creature’s Strength check (+3, DC 12) matches the calculator and the rolled checks', () => {
    const state = addCondition(threeCreatures([12, 19, 7]), 'c1', 'PoisonedCondition', FOREVER);
    const check = { ability: 'strength', dc: 12, bonuses: { c1: 3 } } as const;
    const odds = checkOddsFor(state, check, 'c1');
    const calc = d20TestCalculator.compute({
      ...d20TestCalculator.defaults,
      'kind-of-test': 'check',
      ability: 'strength',
      bonus: 3,
      target: 12,
      condition: [nameOfCondition('PoisonedCondition')],
    });
    if (!('exact' in calc)) throw new Error('the calculator gave no odds');
    expect(odds.exact.success.toString()).toBe(calc.exact.success.toString());
    // Disadvantage: every pair of d20s, the lower kept, rolled through checkCreatures.
    let wins = 0;
    for (let a = 1; a <= 20; a += 1)
      for (let b = 1; b <= 20; b += 1) {
        const [receipt] = checkCreatures(
          state,
          { ...check, ids: ['c1'], d20s: { c1: Math.min(a, b) } },
          facesInTurn(),
        );
        if (receipt!.kind === 'rolled' && receipt!.success) wins += 1;
      }
    expect(odds.exact.success.toString()).toBe(Fraction.of(wins, 400).toString());
  });
});

describe('an effect left to the table’s judgement is said, never silent', () => {
  it('a Frightened attacker, fear source not settled: one d20, and the reason says the table decides', () => {
    const state = addCondition(threeCreatures([12, 19, 7]), 'c1', 'FrightenedCondition', FOREVER);
    const open = attackOddsFor(state, { attackerId: 'c1', bonus: 4 }, 'c3');
    expect(open.mode).toBe('normal');
    expect(open.conditions.causes.map((cause) => cause.code)).toContain('conditions.cause.judgement');
    // Settled by the table (the source is in sight): Disadvantage, and no longer waiting.
    const settled = attackOddsFor(
      state,
      { attackerId: 'c1', bonus: 4, judged: ['fear-source-in-sight'] },
      'c3',
    );
    expect(settled.mode).toBe('disadvantage');
    expect(settled.conditions.causes.map((cause) => cause.code)).not.toContain('conditions.cause.judgement');
  });
});
