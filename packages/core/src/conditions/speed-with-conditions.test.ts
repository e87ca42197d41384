import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../errors.ts';
import { playtest } from '../rulesets/index.ts';
import { speedWithConditions } from './speed-with-conditions.ts';

/** The cause a condition's Speed effect gives: its code, and the condition, rule ID and effect it names. */
function speedCause(code: string, condition: string, extra: Record<string, number> = {}) {
  return {
    code: `conditions.cause.${code}`,
    params: { condition, ruleId: 'Conditions', effect: `${condition}.speed`, ...extra },
  };
}

describe('speedWithConditions: Speed from the conditions data (Conditions)', () => {
  it('Grappled: "Your Speed is 0 and can\'t increase", 30 → 0, the cause naming Grappled', () => {
    const result = speedWithConditions(30, ['GrappledCondition'], 0);
    expect(result.speed).toBe(0);
    expect(result.causes).toEqual([speedCause('speed-zero', 'GrappledCondition')]);
  });

  it('Restrained, Paralyzed, Petrified and Unconscious each make it 0; Poisoned leaves it', () => {
    for (const condition of [
      'RestrainedCondition',
      'ParalyzedCondition',
      'PetrifiedCondition',
      'UnconsciousCondition',
    ] as const) {
      expect(speedWithConditions(40, [condition], 0).speed).toBe(0);
    }
    expect(speedWithConditions(40, ['PoisonedCondition'], 0)).toEqual({ speed: 40, base: 40, causes: [] });
  });

  it('Exhaustion "reduces Speed by 5 feet" per level: level 3 takes 30 to 15, never below 0', () => {
    const tired = speedWithConditions(30, [], 3);
    expect(tired.speed).toBe(15);
    expect(tired.causes).toEqual([
      speedCause('speed-exhaustion', 'ExhaustionCondition', { amount: -15, level: 3 }),
    ]);
    expect(speedWithConditions(20, [], 5).speed).toBe(0);
  });

  it('a Speed of 0 from a condition gives only that reason: Exhaustion has nothing left to reduce', () => {
    const result = speedWithConditions(30, ['RestrainedCondition'], 2);
    expect(result.speed).toBe(0);
    expect(result.causes.map((c) => c.code)).toEqual(['conditions.cause.speed-zero']);
  });

  it('Playtest: Blinded "moves at half speed" (30 → 15); it has no Grappled, no Exhaustion', () => {
    const blinded = speedWithConditions(30, ['BlindedCondition'], 0, playtest);
    expect(blinded.speed).toBe(15);
    expect(blinded.causes.map((c) => c.code)).toEqual(['conditions.cause.speed-half']);
    expect(speedWithConditions(35, ['BlindedCondition'], 0, playtest).speed).toBe(17);
    expect(speedWithConditions(30, ['GrappledCondition'], 0, playtest).speed).toBe(30);
    expect(speedWithConditions(30, [], 2, playtest).speed).toBe(30);
    // SRD 5.2's Blinded has no Speed effect.
    expect(speedWithConditions(30, ['BlindedCondition'], 0).speed).toBe(30);
  });

  it('bad input is a clear RuleInputError, not a number', () => {
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof RuleInputError ? [error.code, error.params.field] : error;
      }
      return 'no error';
    };
    expect(codeOf(() => speedWithConditions(-5, [], 0))).toEqual(['rules.input.out-of-range', 'speed']);
    expect(codeOf(() => speedWithConditions(30, [], 7))).toEqual(['rules.input.out-of-range', 'exhaustion']);
    expect(codeOf(() => speedWithConditions(30, ['SleepyCondition' as never], 0))).toEqual([
      'rules.input.unknown-option',
      'condition',
    ]);
  });
});
