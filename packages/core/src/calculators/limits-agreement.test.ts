import { describe, expect, it } from 'vitest';
import { DAMAGE_LIMITS, DAMAGE_TYPES } from '../rules/damage-limits.ts';
import type { DamagePart } from '../rules/damage-part.ts';
import type { AnyCalculatorSpec } from './define-calculator.ts';
import { CALCULATOR_KINDS } from './kinds.ts';
import type { ParamSpec, ParamValue, Range } from './param-spec.ts';
import { formatDamageParts } from './save-target-syntax.ts';

type Spec = AnyCalculatorSpec & {
  compute(input: Record<string, ParamValue>): unknown;
  rangeOf(name: string, input: Record<string, ParamValue>): Range;
  defaults: Record<string, ParamValue>;
};

/** Directive text for a value (what content would write). */
function asText(value: ParamValue, param?: ParamSpec): string {
  if (param?.type === 'damage-parts')
    return formatDamageParts(value as readonly DamagePart<string | number>[]);
  if (Array.isArray(value)) return value.join(',');
  return value === null ? '' : String(value);
}

/** A context: the defaults with at most one enum parameter set to another option. */
function contexts(spec: Spec): Array<Record<string, string>> {
  const list: Array<Record<string, string>> = [{}];
  for (const param of spec.params) {
    if (param.type !== 'enum') continue;
    for (const option of param.options) if (option !== param.default) list.push({ [param.name]: option });
  }
  return list;
}

function edges(range: Range): number[] {
  return [range.min - 1, range.min, range.max, range.max + 1];
}

/** Does compute accept this input? A refusal must be a typed error (code + params). */
function computes(spec: Spec, input: Record<string, ParamValue>): boolean {
  try {
    spec.compute(input);
    return true;
  } catch (error) {
    expect(error).toHaveProperty('code');
    return false;
  }
}

function valuesFor(param: ParamSpec, spec: Spec, input: Record<string, ParamValue>): ParamValue[] {
  if (param.type === 'integer' || param.type === 'optional-integer') {
    return [...new Set([...edges(param), ...edges(spec.rangeOf(param.name, input))])];
  }
  if (param.type === 'integer-list') {
    const base = input[param.name] as readonly number[];
    return edges(param).flatMap((value) =>
      base.map((_, index) => base.map((v, i) => (i === index ? value : v))),
    );
  }
  if (param.type === 'damage-parts') {
    const base = input[param.name] as readonly DamagePart<string | number>[];
    const first = base[0]!;
    // As many parts as the limit allows and one more (distinct types), and none.
    const counts = [0, DAMAGE_LIMITS.maxParts, DAMAGE_LIMITS.maxParts + 1].map((n) =>
      DAMAGE_TYPES.slice(0, n).map((type) => ({ amount: first.amount, type })),
    );
    if (param.amounts === 'dice') return counts;
    // Each rolled amount at its limits and just outside, and a type given twice.
    const amounts = edges({ min: 0, max: DAMAGE_LIMITS.maxAmount }).flatMap((amount) =>
      base.map((_, index) => base.map((p, i) => (i === index ? { ...p, amount } : p))),
    );
    return [...counts, ...amounts, [first, first]];
  }
  return [];
}

describe('directive validator and compute agree at every limit (issue: travel-pace accepted unit=hours amount=100)', () => {
  for (const spec of Object.values(CALCULATOR_KINDS) as unknown as Spec[]) {
    it(`${spec.kind}: every integer parameter (and each damage part's count and amount) at min, max and just outside, in every enum context`, () => {
      let walked = 0;
      for (const context of contexts(spec)) {
        const parsedContext = spec.parseParams(context);
        expect(parsedContext.ok).toBe(true);
        const base = { ...spec.defaults, ...parsedContext.params };
        // A context the rules refuse as a whole (half damage has no fixed fraction in the playtest)
        // is a ruleset error, not a limit: it is reported by the content check's compute.
        if (!computes(spec, base)) continue;
        for (const param of spec.params) {
          // A parameter the context's ruleset does not read is refused in a directive (a lint).
          if (param.rulesets && !param.rulesets.includes(base.ruleset as never)) continue;
          for (const value of valuesFor(param, spec, base)) {
            const parsed = spec.parseParams({ ...context, [param.name]: asText(value, param) });
            const accepted = parsed.ok;
            const computed = computes(spec, { ...base, [param.name]: value });
            expect(
              { kind: spec.kind, context, param: param.name, value, accepted },
              `parseParams and compute disagree`,
            ).toEqual({ kind: spec.kind, context, param: param.name, value, accepted: computed });
            walked += 1;
          }
        }
      }
      expect(walked).toBeGreaterThan(0);
    });
  }

  it('travel-pace: the amount limit follows the unit in the validator, as in compute', () => {
    const spec = CALCULATOR_KINDS['travel-pace'];
    expect(spec.parseParams({ unit: 'hours', amount: '100' }).ok).toBe(false);
    expect(spec.parseParams({ unit: 'days', amount: '100' }).ok).toBe(true);
    expect(() => spec.compute({ ...spec.defaults, unit: 'hours', amount: 100 })).toThrow(/out-of-range/);
  });
});
