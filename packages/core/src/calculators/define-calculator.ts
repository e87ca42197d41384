import type { RuleId } from '../rule-ids.ts';
import { DAMAGE_LIMITS, DAMAGE_TYPES } from '../rules/damage-limits.ts';
import type { DamagePart, DamagePartAmounts } from '../rules/damage-part.ts';
import { getRuleset, RULESET_IDS } from '../rulesets/index.ts';
import type { Ruleset, RulesetId } from '../rulesets/types.ts';
import { requireDistinct, requireIn, requireInteger, requireOption, unknownOption } from '../validate.ts';
import {
  type BooleanParam,
  defaultsOf,
  type EnumListParam,
  type EnumParam,
  type InputOf,
  type IntegerParam,
  type OptionalIntegerParam,
  type ParamSpec,
  type ParseParamsResult,
  parseParams,
  type Range,
} from './param-spec.ts';

/** Every kind's `ruleset` parameter: the rules its computation follows. */
export const RULESET_PARAM: EnumParam<'ruleset', RulesetId> = {
  name: 'ruleset',
  type: 'enum',
  options: RULESET_IDS,
  default: 'srd-5.2',
};

type WithRuleset<Ps extends readonly ParamSpec[]> = readonly [...Ps, typeof RULESET_PARAM];

export type IntegerNameOf<Ps extends readonly ParamSpec[]> = Extract<
  Ps[number],
  IntegerParam | OptionalIntegerParam
>['name'];

/** One calculator kind: rule section, parameters, directive validator and typed computation. */
export interface CalculatorSpec<K extends string, Ps extends readonly ParamSpec[], Out> {
  readonly kind: K;
  /** The rule section the calculator sits in. */
  readonly ruleId: RuleId;
  /** Every parameter, `ruleset` last. */
  readonly params: Ps;
  readonly defaults: InputOf<Ps>;
  /** Validate directive parameters (`::calc{kind=... bonus="5"}`): typed params or issue codes. */
  parseParams(raw: Readonly<Record<string, string>>): ParseParamsResult;
  /** The limits of each integer parameter for this input (narrower than its own when others constrain it). */
  rangeOf(name: IntegerNameOf<Ps>, input: InputOf<Ps>): Range;
  /** The result for a complete input; input the rules refuse throws RuleInputError / DiceError. */
  compute(input: InputOf<Ps>): Out;
}

/** Any calculator kind (for code that walks the registry). */
export interface AnyCalculatorSpec {
  readonly kind: string;
  readonly ruleId: RuleId;
  readonly params: readonly ParamSpec[];
  readonly defaults: Readonly<Record<string, unknown>>;
  parseParams(raw: Readonly<Record<string, string>>): ParseParamsResult;
  rangeOf(name: string, input: never): Range;
  compute(input: never): unknown;
}

export function defineCalculator<const K extends string, const Ps extends readonly ParamSpec[], Out>(spec: {
  kind: K;
  ruleId: RuleId;
  params: Ps;
  /** Narrower integer limits that depend on other inputs (a unit, the ruleset, another field). */
  ranges?: (input: InputOf<WithRuleset<Ps>>) => Partial<Record<IntegerNameOf<Ps>, Range>>;
  compute: (input: InputOf<WithRuleset<Ps>>, ruleset: Ruleset) => Out;
}): CalculatorSpec<K, WithRuleset<Ps>, Out> {
  const params = [...spec.params, RULESET_PARAM] as unknown as WithRuleset<Ps>;
  type Input = InputOf<WithRuleset<Ps>>;
  const narrower = (input: Input): Readonly<Record<string, Range>> =>
    (spec.ranges?.(input) ?? {}) as Readonly<Record<string, Range>>;
  return {
    kind: spec.kind,
    ruleId: spec.ruleId,
    params,
    defaults: defaultsOf(params) as Input,
    parseParams: (raw) =>
      parseParams(spec.kind, params, raw, (input) => (spec.ranges ? narrower(input as Input) : {})),
    rangeOf(name, input) {
      const own = params.find((p) => p.name === name) as IntegerParam | OptionalIntegerParam;
      const range = narrower(input)[name];
      return range ? { min: Math.max(own.min, range.min), max: Math.min(own.max, range.max) } : own;
    },
    compute: (input) => {
      checkInput(params, input as Readonly<Record<string, unknown>>, narrower(input));
      return spec.compute(input, getRuleset((input as unknown as { ruleset: RulesetId }).ruleset));
    },
  };
}

/** Every parameter the input's ruleset reads holds a value the directive validator would take. */
function checkInput(
  params: readonly ParamSpec[],
  input: Readonly<Record<string, unknown>>,
  ranges: Readonly<Record<string, Range>>,
): void {
  const ruleset = requireOption('ruleset', input.ruleset, RULESET_IDS);
  for (const param of params) {
    if (param.rulesets && !param.rulesets.includes(ruleset)) continue;
    const value = input[param.name];
    const range = ranges[param.name];
    const lo = (min: number) => Math.max(min, range?.min ?? min);
    const hi = (max: number) => Math.min(max, range?.max ?? max);
    switch (param.type) {
      case 'integer':
        requireInteger(param.name, value, lo(param.min), hi(param.max));
        break;
      case 'optional-integer':
        if (value !== null) requireInteger(param.name, value, lo(param.min), hi(param.max));
        break;
      case 'enum':
        requireOption(param.name, value, param.options);
        break;
      case 'boolean':
      case 'dice':
        if (typeof value !== (param.type === 'dice' ? 'string' : 'boolean')) {
          throw unknownOption(param.name, String(value), param.type);
        }
        break;
      case 'damage-parts':
        checkDamageParts(param.name, value, param.amounts);
        break;
      case 'save-targets':
        // Checked field by field by the rule function (saveHalfTargets).
        if (!Array.isArray(value)) requireOption(param.name, value, []);
        break;
      case 'integer-list':
      case 'enum-list': {
        const items = Array.isArray(value) ? (value as unknown[]) : [];
        if (!Array.isArray(value)) requireOption(param.name, value, []);
        if (param.type === 'integer-list') {
          requireInteger(`${param.name}.length`, items.length, 0, param.maxItems);
          for (const [index, item] of items.entries()) {
            requireIn(`${param.name}[${index}]`, item, param);
          }
        } else {
          for (const item of items) requireOption(param.name, item, param.options);
        }
      }
    }
  }
}

/**
 * Damage parts as parseDamageParts accepts them: 1 to DAMAGE_LIMITS.maxParts parts of known types,
 * each type once (one type's damage is one amount); rolled amounts whole, 0 to maxAmount.
 */
function checkDamageParts(name: string, value: unknown, amounts: DamagePartAmounts): void {
  if (!Array.isArray(value)) requireOption(name, value, []);
  const parts = value as readonly Partial<DamagePart<unknown & (string | number)>>[];
  requireInteger(`${name}.length`, parts.length, 1, DAMAGE_LIMITS.maxParts);
  const types = [...parts.entries()].map(([index, part]) => {
    const type = requireOption(`${name}[${index}].type`, part?.type, DAMAGE_TYPES);
    if (amounts === 'dice') {
      if (typeof part?.amount !== 'string') requireOption(`${name}[${index}].amount`, part?.amount, []);
    } else {
      requireInteger(`${name}[${index}].amount`, part?.amount, 0, DAMAGE_LIMITS.maxAmount);
    }
    return type;
  });
  requireDistinct(name, types);
}

type Scope = { rulesets?: readonly RulesetId[] };

/** An integer parameter between limits taken from a rule table. */
export const int = <const N extends string>(
  name: N,
  range: Range,
  defaultValue: number,
  scope: Scope = {},
): IntegerParam<N> => ({
  name,
  type: 'integer',
  min: range.min,
  max: range.max,
  default: defaultValue,
  ...scope,
});

export const optionalInt = <const N extends string>(name: N, range: Range): OptionalIntegerParam<N> => ({
  name,
  type: 'optional-integer',
  min: range.min,
  max: range.max,
  default: null,
});

export const choice = <const N extends string, const O extends string>(
  name: N,
  options: readonly O[],
  defaultValue: NoInfer<O>,
  scope: Scope = {},
): EnumParam<N, O> => ({ name, type: 'enum', options, default: defaultValue, ...scope });

export const flag = <const N extends string>(name: N, scope: Scope = {}): BooleanParam<N> => ({
  name,
  type: 'boolean',
  default: false,
  ...scope,
});

export const choices = <const N extends string, const O extends string>(
  name: N,
  options: readonly O[],
  scope: Scope = {},
): EnumListParam<N, O> => ({ name, type: 'enum-list', options, default: [], ...scope });
