import { describe, expect, it } from 'vitest';
import { FIRE_28_EXAMPLE } from '../../test/support/rule-examples.ts';
import { isRuleId } from '../rule-ids.ts';
import type { AnyCalculatorSpec } from './define-calculator.ts';
import { damageApplicationCalculator, nextHitParams, PER_HIT_PARAMS } from './kinds/damage-application.ts';
import {
  CALCULATOR_KIND_NAMES,
  CALCULATOR_KINDS,
  computeCalculator,
  validateCalculatorDirective,
} from './kinds.ts';

describe('CALCULATOR_KINDS registry', () => {
  it('every kind is registered under its own name, in a rule section that exists', () => {
    // No list of kinds here: the registry is the one list (core README, "Add a calculator kind").
    expect(CALCULATOR_KIND_NAMES.length).toBeGreaterThan(0);
    for (const [kind, spec] of Object.entries(CALCULATOR_KINDS)) {
      expect(spec.kind, kind).toBe(kind);
      expect(isRuleId(spec.ruleId), `${kind}: ${spec.ruleId}`).toBe(true);
    }
  });

  it('every kind accepts a ruleset parameter; every parameter has a default inside its own limits', () => {
    for (const spec of Object.values(CALCULATOR_KINDS) as AnyCalculatorSpec[]) {
      expect(spec.params.at(-1)?.name).toBe('ruleset');
      for (const param of spec.params) {
        if (param.type === 'integer') {
          expect(param.min).toBeLessThanOrEqual(param.max);
          expect(param.default).toBeGreaterThanOrEqual(param.min);
          expect(param.default).toBeLessThanOrEqual(param.max);
        }
        if (param.type === 'enum') expect(param.options).toContain(param.default);
        expect(spec.defaults[param.name]).toEqual(param.default);
      }
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
      validateCalculatorDirective('d20-test', { 'kind-of-test': 'attack', bonus: '5', advantage: '2' }),
    ).toMatchObject({
      ok: true,
      params: { 'kind-of-test': 'attack', bonus: 5, advantage: 2 },
    });
    expect(
      validateCalculatorDirective('damage-application', { resist: 'all,fire', parts: '28:fire' }),
    ).toMatchObject({
      ok: true,
      params: { resist: ['all', 'fire'] },
    });
  });

  it('a numeric option (a Challenge Rating) typed in Thai or full-width digits reads as everywhere else', () => {
    for (const cr of ['5', '๕', '５', ' 5 ', '๑/๘']) {
      const read = validateCalculatorDirective('proficiency-bonus', { basis: 'cr', cr });
      expect(read, cr).toMatchObject({ ok: true, params: { cr: cr === '๑/๘' ? '1/8' : '5' } });
    }
    expect(validateCalculatorDirective('proficiency-bonus', { basis: 'cr', cr: '๓๑' }).ok).toBe(false);
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
    // HalfDamage halves one type's damage as one amount: its dice go in one part (3d6 fire).
    expect(validateCalculatorDirective('save-half', { damage: '2d6:slashing;1d6:fire' }).ok).toBe(true);
    expect(validateCalculatorDirective('save-half', { damage: '2d6:fire;1d6:fire' })).toMatchObject({
      ok: false,
      issues: [{ code: 'rules.calculator.bad-param', params: { param: 'damage' } }],
    });
  });
});

describe('compute entry points', () => {
  it('dice: 8d6 has mean 28; critical doubles the dice (srd-5.2) or maximizes them (playtest)', () => {
    expect(computeCalculator('dice', { expr: '8d6' }).summary.mean).toBeCloseTo(28, 10);
    expect(computeCalculator('dice', { expr: '1d6+2', critical: true }).summary.mean).toBeCloseTo(9, 10);
    expect(
      computeCalculator('dice', { expr: '1d6+2', critical: true, ruleset: 'playtest' }).summary,
    ).toMatchObject({ min: 8, max: 8 });
    // "at least 20 on 8d6": the chance the sum reaches the threshold.
    expect(computeCalculator('dice', { expr: '1d6', 'at-least': 5 }).chanceAtLeast).toBeCloseTo(1 / 3, 12);
  });

  it('damage-application takes several typed parts: 2d6 slashing (7) + 1d6 fire (4) vs Resistance to Fire is 7 + 2 = 9 (ResistanceandVulnerability)', () => {
    const parsed = validateCalculatorDirective('damage-application', {
      parts: '7:slashing;4:fire',
      resist: 'fire',
    });
    expect(parsed).toMatchObject({
      ok: true,
      params: {
        parts: [
          { amount: 7, type: 'slashing' },
          { amount: 4, type: 'fire' },
        ],
      },
    });
    if (!parsed.ok) return;
    const result = computeCalculator('damage-application', parsed.params as never);
    expect(result).toMatchObject({ mode: 'damage', result: { taken: 9, hp: 11 } });
    for (const bad of [
      '7:slashing;4:slashing',
      '-1:fire',
      'x:fire',
      '7:plasma',
      ':fire',
      '',
      '1:acid;1:cold;1:fire;1:force;1:poison',
    ]) {
      expect(validateCalculatorDirective('damage-application', { parts: bad }).ok, bad).toBe(false);
    }
  });

  it('damage-application reproduces the Order of Application example (seed 002 line 743)', () => {
    // "...takes 28 fire damage ... Resistance to all damage ... Vulnerability to fire ... -5: 22."
    const result = computeCalculator('damage-application', FIRE_28_EXAMPLE);
    expect(result).toMatchObject({ mode: 'damage', result: { taken: 22, hp: 18 }, status: 'bloodied' });
    expect(computeCalculator('damage-application', { mode: 'heal', hp: 14, amount: 8 })).toMatchObject({
      mode: 'heal',
      hp: 20,
    });
    expect(
      computeCalculator('damage-application', { mode: 'temp', temp: 10, amount: 12, 'temp-choice': 'keep' }),
    ).toMatchObject({ mode: 'temp', temp: 10 });
  });

  it('other kinds compute from typed params', () => {
    expect(computeCalculator('d20-test', { 'kind-of-test': 'check', bonus: 5, target: 15 })).toMatchObject({
      success: 0.55,
    });
    expect(computeCalculator('attack-damage', { damage: '1d8+3', 'attack-bonus': 5, ac: 15 })).toMatchObject({
      hit: 0.55,
    });
    const save = computeCalculator('save-half', {
      damage: [{ amount: '8d6', type: 'fire' }],
      dc: 15,
      targets: [{ saveBonus: 2, mode: 'normal', cover: 'none', resist: [], vulnerable: [], immune: [] }],
    });
    expect(save.targets[0]?.saveSuccess).toBeCloseTo(0.4, 12);
    expect(computeCalculator('death-saves', { successes: 2, failures: 2 })).toMatchObject({
      outcome: { stable: 0.5 },
      threshold: null,
    });
    expect(computeCalculator('point-buy', { scores: [15, 14, 13, 12, 10, 8] })).toMatchObject({
      result: { remaining: 0, valid: true },
      modifiers: [2, 2, 1, 1, 0, -1],
    });
    expect(computeCalculator('ability-modifier', { score: 15 })).toEqual({ modifier: 2, meaning: 'strong' });
    expect(computeCalculator('proficiency-bonus', { basis: 'cr', cr: '1/4' })).toEqual({ bonus: 2 });
    expect(computeCalculator('proficiency-bonus', { level: 17 })).toEqual({ bonus: 6 });
    expect(computeCalculator('level-from-xp', { xp: 6500 })).toEqual({
      level: 5,
      proficiencyBonus: 3,
      next: { level: 6, xp: 14000, remaining: 7500 },
    });
    expect(computeCalculator('travel-pace', { pace: 'fast', unit: 'days', amount: 2 })).toMatchObject({
      distance: 60,
      unit: 'miles',
    });
  });

  it('travel-pace: "twice that distance for 1 hour" doubles the first hour only (002 l.461); pace effects (l.473)', () => {
    expect(computeCalculator('travel-pace', { amount: 3, mounted: true })).toMatchObject({
      distance: 12,
      unit: 'miles',
      mounted: true,
    });
    // Mounts gallop for hours only: over days the flag is not counted.
    expect(computeCalculator('travel-pace', { unit: 'days', amount: 1, mounted: true })).toMatchObject({
      distance: 24,
      mounted: false,
    });
    expect(computeCalculator('travel-pace', {}).effects).toEqual({
      disadvantage: ['stealth'],
      advantage: [],
    });
  });

  // Travel Pace table (content/en Exploration, TravelPaceTable): Normal "300 feet" per minute and
  // "3 miles" per hour; 300 x 60 = 18,000 feet = 3.41 miles, so the columns are rounded apart.
  it("travel-pace: 60 minutes and 1 hour differ by the table's rounding, and the result says so", () => {
    const minutes = computeCalculator('travel-pace', { unit: 'minutes', amount: 60 });
    const hour = computeCalculator('travel-pace', { unit: 'hours', amount: 1 });
    expect(minutes).toMatchObject({ distance: 18000, unit: 'feet' });
    expect(minutes.miles).toBeCloseTo(3.409, 3);
    expect(hour).toMatchObject({ distance: 3, unit: 'miles' });
    expect(hour.miles).toBeUndefined();
    expect(hour.rounding).toEqual({
      feetPerMinute: 300,
      milesPerHour: 3,
      minuteRateMilesPerHour: 18000 / 5280,
    });
  });

  // Normal pace: 24 miles per day at 3 miles per hour is 8 hours of travel a day.
  it("travel-pace: more than 8 hours (or 480 minutes) is flagged as beyond a day's travel", () => {
    expect(computeCalculator('travel-pace', { unit: 'hours', amount: 8 })).toMatchObject({
      beyondDay: false,
      dayHours: 8,
    });
    expect(computeCalculator('travel-pace', { unit: 'hours', amount: 9 }).beyondDay).toBe(true);
    expect(computeCalculator('travel-pace', { unit: 'minutes', amount: 480 }).beyondDay).toBe(false);
    expect(computeCalculator('travel-pace', { unit: 'minutes', amount: 481 }).beyondDay).toBe(true);
    expect(computeCalculator('travel-pace', { unit: 'days', amount: 3 }).beyondDay).toBe(false);
  });

  // DamageandHealing: "Whenever a creature takes damage, that damage is subtracted from its Hit
  // Points"; temporary Hit Points are lost first; damage at 0 HP is a Death Saving Throw failure.
  it('damage-application: the next hit starts where this one left the target', () => {
    const first = computeCalculator('damage-application', {
      hp: 20,
      'max-hp': 20,
      temp: 5,
      parts: [{ amount: 8, type: 'fire' }],
    });
    if (first.mode !== 'damage') throw new Error('damage mode');
    const next = nextHitParams(first.result);
    expect(next).toEqual({ hp: 17, temp: 0, failures: 0, stable: false });
    const second = computeCalculator('damage-application', {
      'max-hp': 20,
      ...next,
      parts: [{ amount: 30, type: 'fire' }],
    });
    if (second.mode !== 'damage') throw new Error('damage mode');
    expect(nextHitParams(second.result)).toEqual({ hp: 0, temp: 0, failures: 0, stable: false });
    const third = computeCalculator('damage-application', {
      'max-hp': 20,
      ...nextHitParams(second.result),
      parts: [{ amount: 3, type: 'fire' }],
    });
    if (third.mode !== 'damage') throw new Error('damage mode');
    expect(nextHitParams(third.result)).toEqual({ hp: 0, temp: 0, failures: 1, stable: false });
    // Massive damage: 17 HP, 37 damage leaves 20 = the maximum: dies; no next hit.
    const dead = computeCalculator('damage-application', {
      hp: 17,
      'max-hp': 20,
      parts: [{ amount: 37, type: 'fire' }],
    });
    if (dead.mode !== 'damage') throw new Error('damage mode');
    expect(nextHitParams(dead.result)).toBeNull();
  });

  it('damage-application: the per-hit parameters are parameters of the kind, apart from the chained ones', () => {
    const names = damageApplicationCalculator.params.map((p) => p.name);
    for (const name of PER_HIT_PARAMS) expect(names).toContain(name);
    const hit = computeCalculator('damage-application', {});
    if (hit.mode !== 'damage') throw new Error('damage mode');
    const chained = Object.keys(nextHitParams(hit.result) ?? {});
    expect(chained).toEqual(['hp', 'temp', 'failures', 'stable']);
    expect(chained.filter((name) => (PER_HIT_PARAMS as readonly string[]).includes(name))).toEqual([]);
  });

  it('input the rules refuse is a typed error, not a silently wrong number', () => {
    expect(() => computeCalculator('ability-modifier', { score: 0 })).toThrow(/rules.input.out-of-range/);
    expect(() => computeCalculator('d20-test', { bonus: Number.NaN })).toThrow(/rules.input.not-a-number/);
  });
});
