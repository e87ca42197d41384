import { describe, expect, it } from 'vitest';
import { isRuleId } from '../rule-ids.ts';
import { CALCULATOR_KIND_NAMES, CALCULATOR_KINDS, validateCalculatorDirective } from './kinds.ts';

describe('CALCULATOR_KINDS registry', () => {
  it('has the eleven kinds of DECISIONS.md, each in its home section', () => {
    expect(CALCULATOR_KIND_NAMES).toEqual([
      'dice',
      'd20-test',
      'attack-damage',
      'save-half',
      'damage-application',
      'death-saves',
      'point-buy',
      'ability-modifier',
      'proficiency-bonus',
      'level-from-xp',
      'travel-pace',
    ]);
    const homes = Object.fromEntries(
      Object.entries(CALCULATOR_KINDS).map(([kind, spec]) => [kind, spec.ruleId]),
    );
    expect(homes).toEqual({
      dice: 'DamageRolls',
      'd20-test': 'AdvantageDisadvantage',
      'attack-damage': 'CriticalHits',
      'save-half': 'HalfDamage',
      'damage-application': 'OrderofApplication',
      'death-saves': 'DeathSavingThrows',
      'point-buy': 'GenerateYourScores',
      'ability-modifier': 'AbilityModifiers',
      'proficiency-bonus': 'ProficiencyBonus',
      'level-from-xp': 'LevelAdvancement',
      'travel-pace': 'TravelPace',
    });
    for (const spec of Object.values(CALCULATOR_KINDS)) expect(isRuleId(spec.ruleId)).toBe(true);
  });

  it('every kind accepts a ruleset parameter and exports numeric limits', () => {
    for (const spec of Object.values(CALCULATOR_KINDS)) {
      expect(spec.params.some((p) => p.name === 'ruleset')).toBe(true);
      for (const limit of Object.values(spec.limits)) expect(limit.min).toBeLessThanOrEqual(limit.max);
    }
  });
});

describe('directive parameters', () => {
  it('::calc{kind="dice" expr="8d6"} and ::calc{kind="d20-test" kind-of-test="attack"} are valid presets', () => {
    expect(validateCalculatorDirective('dice', { expr: '8d6' })).toMatchObject({
      ok: true,
      params: { expr: '8d6' },
      ruleId: 'DamageRolls',
    });
    expect(
      validateCalculatorDirective('d20-test', { 'kind-of-test': 'attack', bonus: '5', advantage: 'true' }),
    ).toMatchObject({
      ok: true,
      params: { 'kind-of-test': 'attack', bonus: 5, advantage: true },
    });
    expect(
      validateCalculatorDirective('damage-application', { resist: 'all,fire', type: 'fire' }),
    ).toMatchObject({
      ok: true,
      params: { resist: ['all', 'fire'] },
    });
  });

  it('reports unknown kinds, unknown parameters and bad values as codes with params', () => {
    expect(validateCalculatorDirective('teleport', {})).toMatchObject({
      ok: false,
      issues: [{ code: 'rules.calculator.unknown-kind', params: { kind: 'teleport' } }],
    });
    const bad = validateCalculatorDirective('d20-test', {
      bonsu: '5',
      target: '99',
      'kind-of-test': 'guess',
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.issues.map((i) => [i.code, i.params.param])).toEqual([
      ['rules.calculator.unknown-param', 'bonsu'],
      ['rules.calculator.bad-param', 'target'],
      ['rules.calculator.bad-param', 'kind-of-test'],
    ]);
    expect(validateCalculatorDirective('dice', { expr: '8d' }).ok).toBe(false);
    expect(validateCalculatorDirective('point-buy', { scores: '15,14,13,12,10,8,8' }).ok).toBe(false);
    expect(validateCalculatorDirective('ability-modifier', { score: '1.5' }).ok).toBe(false);
  });
});

describe('compute entry points', () => {
  it('dice: 8d6 has mean 28; critical doubles the dice (srd-5.2) or maximizes them (playtest)', () => {
    expect((CALCULATOR_KINDS.dice.compute({ expr: '8d6' }) as { mean: number }).mean).toBeCloseTo(28, 10);
    expect(
      (CALCULATOR_KINDS.dice.compute({ expr: '1d6+2', critical: true }) as { mean: number }).mean,
    ).toBeCloseTo(9, 10);
    expect(
      CALCULATOR_KINDS.dice.compute({ expr: '1d6+2', critical: true, ruleset: 'playtest' }),
    ).toMatchObject({ min: 8, max: 8 });
  });

  it('damage-application reproduces the Order of Application example (seed 002 line 743)', () => {
    const result = CALCULATOR_KINDS['damage-application'].compute({
      hp: 40,
      'max-hp': 40,
      amount: 28,
      type: 'fire',
      resist: ['all'],
      vulnerable: ['fire'],
      adjust: -5,
    });
    expect(result).toMatchObject({ taken: 22, hp: 18 });
  });

  it('other kinds compute from typed params', () => {
    expect(
      CALCULATOR_KINDS['d20-test'].compute({ 'kind-of-test': 'check', bonus: 5, target: 15 }),
    ).toMatchObject({ success: 0.55 });
    expect(
      CALCULATOR_KINDS['attack-damage'].compute({ damage: '1d8+3', 'attack-bonus': 5, ac: 15 }),
    ).toMatchObject({ hit: 0.55 });
    expect(CALCULATOR_KINDS['save-half'].compute({ damage: '8d6', 'save-bonus': 2, dc: 15 })).toMatchObject({
      saveSuccess: 0.4,
    });
    expect(CALCULATOR_KINDS['death-saves'].compute({ successes: 2, failures: 2 })).toMatchObject({
      stable: 0.5,
    });
    expect(CALCULATOR_KINDS['point-buy'].compute({ scores: [15, 14, 13, 12, 10, 8] })).toMatchObject({
      remaining: 0,
      valid: true,
    });
    expect(CALCULATOR_KINDS['ability-modifier'].compute({ score: 15 })).toEqual({ modifier: 2 });
    expect(CALCULATOR_KINDS['proficiency-bonus'].compute({ cr: '1/4' })).toEqual({ bonus: 2 });
    expect(CALCULATOR_KINDS['proficiency-bonus'].compute({ level: 17 })).toEqual({ bonus: 6 });
    expect(CALCULATOR_KINDS['level-from-xp'].compute({ xp: 6500 })).toEqual({
      level: 5,
      proficiencyBonus: 3,
      xpToNextLevel: 7500,
    });
    expect(CALCULATOR_KINDS['travel-pace'].compute({ pace: 'fast', unit: 'days', amount: 2 })).toEqual({
      distance: 60,
      unit: 'miles',
    });
  });

  it('missing input is a typed error, not a silently wrong number', () => {
    expect(() => CALCULATOR_KINDS['ability-modifier'].compute({})).toThrow(/rules.input.not-a-number/);
    expect(() => CALCULATOR_KINDS['d20-test'].compute({ bonus: 5 })).toThrow(/rules.input.not-a-number/);
  });
});
