import { describe, expect, it } from 'vitest';
import { parseBonusDice } from '../rules/bonus-dice.ts';
import { d20Test } from '../rules/d20-test.ts';
import { playtest } from '../rulesets/playtest.ts';
import { d20TestWithConditions } from './d20-with-conditions.ts';
import { rollConditions } from './roll-conditions.ts';

const codes = (causes: readonly { code: string; params: Readonly<Record<string, string | number>> }[]) =>
  causes.map((c) => `${c.code}:${c.params.condition ?? ''}`);

describe('rollConditions: the worked cases of issue 43', () => {
  it('a Paralyzed creature fails a Dexterity save automatically (ParalyzedCondition)', () => {
    const result = rollConditions({
      roll: 'save',
      ability: 'dexterity',
      roller: { conditions: ['ParalyzedCondition'] },
    });
    expect(result.autoFail).toBe(true);
    expect(codes(result.causes)).toEqual(['conditions.cause.auto-fail:ParalyzedCondition']);
    const odds = d20TestWithConditions(
      { kind: 'save', bonus: 2, target: 15 },
      { roll: 'save', ability: 'dexterity', roller: { conditions: ['ParalyzedCondition'] } },
    );
    expect(odds.exact.success.toString()).toBe('0');
  });

  it('a Paralyzed creature does not fail a Wisdom save (only Strength and Dexterity)', () => {
    const result = rollConditions({
      roll: 'save',
      ability: 'wisdom',
      roller: { conditions: ['ParalyzedCondition'] },
    });
    expect(result.autoFail).toBe(false);
  });

  it('Exhaustion 3: −6 on a D20 Test; Concentration DC 11 at +5 goes from 15/20 to 9/20 (ExhaustionCondition)', () => {
    const plain = d20Test({ kind: 'save', bonus: 5, target: 11 });
    expect(plain.exact.success.toString()).toBe('3/4');
    const tired = d20TestWithConditions(
      { kind: 'save', bonus: 5, target: 11 },
      { roll: 'save', ability: 'constitution', roller: { exhaustion: 3 } },
    );
    expect(tired.conditions.modifier).toBe(-6);
    expect(tired.exact.success.toString()).toBe('9/20');
  });

  it('Exhaustion 3: a +2 save at DC 10 goes from 0.65 to 0.35', () => {
    expect(d20Test({ kind: 'save', bonus: 2, target: 10 }).success).toBe(0.65);
    const tired = d20TestWithConditions(
      { kind: 'save', bonus: 2, target: 10 },
      { roll: 'save', ability: 'dexterity', roller: { exhaustion: 3 } },
    );
    expect(tired.exact.success.toString()).toBe('7/20');
  });

  it('a Prone target: Advantage from within 5 feet, Disadvantage beyond (ProneCondition)', () => {
    const near = rollConditions({
      roll: 'attack',
      target: { conditions: ['ProneCondition'] },
      within5Feet: true,
    });
    const far = rollConditions({
      roll: 'attack',
      target: { conditions: ['ProneCondition'] },
      within5Feet: false,
    });
    expect(near.mode).toBe('advantage');
    expect(far.mode).toBe('disadvantage');
    expect(codes(near.causes)).toEqual(['conditions.cause.advantage:ProneCondition']);
    expect(codes(far.causes)).toEqual(['conditions.cause.disadvantage:ProneCondition']);
  });

  it('Poisoned and Invisible cancel to a straight roll (TheyDontStack)', () => {
    const result = rollConditions({
      roll: 'attack',
      roller: { conditions: ['PoisonedCondition', 'InvisibleCondition'] },
    });
    expect(result.mode).toBe('normal');
    expect(codes(result.causes)).toEqual([
      'conditions.cause.disadvantage:PoisonedCondition',
      'conditions.cause.advantage:InvisibleCondition',
      'conditions.cause.cancel:',
    ]);
  });

  it('an Unconscious target hit from within 5 feet takes a Critical Hit; beyond, Advantage and Prone cancel', () => {
    const near = rollConditions({
      roll: 'attack',
      target: { conditions: ['UnconsciousCondition'] },
      within5Feet: true,
    });
    expect(near.criticalOnHit).toBe(true);
    expect(near.mode).toBe('advantage');
    const far = rollConditions({
      roll: 'attack',
      target: { conditions: ['UnconsciousCondition'] },
      within5Feet: false,
    });
    expect(far.criticalOnHit).toBe(false);
    expect(far.mode).toBe('normal');
  });

  it('Bless (+1d4) stays exact: +0 against DC 12 succeeds 9/20 plain, 23/40 blessed', () => {
    const blessed = d20TestWithConditions(
      { kind: 'save', bonus: 0, target: 12 },
      { roll: 'save', ability: 'wisdom', bonusDice: parseBonusDice('+1d4') ?? [] },
    );
    // Faces 8..11 succeed with 1..4 of the 4 d4 faces: (1+2+3+4)/4 = 2.5 faces, plus 9 faces (12-20).
    expect(blessed.exact.success.toString()).toBe('23/40');
  });

  it('Playtest: Poisoned is no condition there, so it is refused naming the ruleset (issue 61)', () => {
    expect(() =>
      rollConditions({ roll: 'attack', roller: { conditions: ['PoisonedCondition'] } }, playtest),
    ).toThrow(
      expect.objectContaining({
        code: 'rules.ruleset.no-condition',
        params: { field: 'condition', condition: 'poisoned', ruleset: 'playtest' },
      }),
    );
  });
});
