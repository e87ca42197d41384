import { computeCalculator, damageApplicationCalculator, nextHitParams } from '@polyhedral/core';
import { describe, expect, it } from 'vitest';
import { fieldSpecsOf, validateParam } from '../shared/registry-fields.ts';
import { initialCalculatorState } from '../shared/use-calculator-state.ts';
import { chainSnapshot, nextHitFields } from './next-hit.ts';

const specs = fieldSpecsOf(damageApplicationCalculator.params, {});
const fresh = initialCalculatorState('', 'damage-application', specs).raw;

/** The damage a hit takes from the fields as the form holds them. */
function taken(raw: Record<string, string>): number {
  const input = Object.fromEntries(
    damageApplicationCalculator.params.map((param) => {
      const result = validateParam(param, raw[param.name] ?? '');
      if (!result.ok) throw new Error(`${param.name}: ${result.code}`);
      return [param.name, result.value];
    }),
  );
  const computed = computeCalculator('damage-application', input);
  if (computed.mode !== 'damage') throw new Error('damage mode');
  return computed.result.taken;
}

describe('chained hits: the next hit starts afresh, the target carries on (DamageandHealing)', () => {
  it('a saved Critical Hit does not make the next 50 fire into 25: the flags and parts go back to their fresh values', () => {
    const first = { ...fresh, hp: '100', 'max-hp': '100', parts: '20:fire', saved: '1', critical: '1' };
    expect(taken(first), 'hit 1: 20 fire saved for half').toBe(10);
    const computed = computeCalculator('damage-application', {
      hp: 100,
      'max-hp': 100,
      parts: [{ amount: 20, type: 'fire' }],
      saved: true,
    });
    if (computed.mode !== 'damage') throw new Error('damage mode');
    const next = nextHitParams(computed.result);
    if (!next) throw new Error('a next hit');
    const second = { ...first, ...nextHitFields(next, fresh) };
    expect(second).toMatchObject({
      hp: '90',
      'max-hp': '100',
      saved: fresh.saved,
      critical: fresh.critical,
      knockout: fresh.knockout,
      parts: fresh.parts,
    });
    expect(second.saved, 'no save for half').toBe('0');
    expect(second.critical, 'no Critical Hit').toBe('0');
    // The reader types the next hit's 50 fire: all 50 are taken, not 25.
    expect(taken({ ...second, parts: '50:fire' })).toBe(50);
  });

  it('keeps the target’s defenses and adjustment, and Undo’s snapshot holds every field the next hit changes', () => {
    const raw: Record<string, string> = {
      ...fresh,
      resist: 'fire',
      adjust: '-2',
      parts: '9:cold',
      saved: '1',
    };
    const next = nextHitFields({ hp: 5, temp: 0, failures: 1, stable: false }, fresh);
    expect(Object.keys(next)).not.toContain('resist');
    expect(Object.keys(next)).not.toContain('adjust');
    expect(next).toMatchObject({ hp: '5', temp: '0', failures: '1', stable: '0' });
    expect(chainSnapshot(raw)).toEqual({
      hp: raw.hp,
      temp: raw.temp,
      failures: raw.failures,
      stable: raw.stable,
      parts: '9:cold',
      saved: '1',
      critical: raw.critical,
      knockout: raw.knockout,
    });
  });
});
