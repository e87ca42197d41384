import { foldInput, readIntegerIn } from '@polyhedral/dice/number';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import type { DamagePart, DamagePartAmountOf, DamagePartAmounts } from '../rules/damage-part.ts';
import type { SaveTarget } from '../rules/save-half-input.ts';
import type { RulesetId } from '../rulesets/types.ts';

/** Inclusive limits of an integer parameter. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

interface ParamBase<N extends string> {
  readonly name: N;
  /** The rulesets whose computation reads this parameter (absent: every ruleset). */
  readonly rulesets?: readonly RulesetId[];
}

export interface IntegerParam<N extends string = string> extends ParamBase<N> {
  readonly type: 'integer';
  readonly min: number;
  readonly max: number;
  readonly default: number;
  /** What the parameter is when named without a value (`--advantage` alone is one source). */
  readonly bare?: number;
}
/** An integer the reader may leave empty (`null`): a threshold, an optional figure. */
export interface OptionalIntegerParam<N extends string = string> extends ParamBase<N> {
  readonly type: 'optional-integer';
  readonly min: number;
  readonly max: number;
  readonly default: null;
}
export interface EnumParam<N extends string = string, O extends string = string> extends ParamBase<N> {
  readonly type: 'enum';
  readonly options: readonly O[];
  readonly default: O;
}
export interface BooleanParam<N extends string = string> extends ParamBase<N> {
  readonly type: 'boolean';
  readonly default: boolean;
}
/** The reader and writer of a text syntax, carried by the parameter: only kinds with one load it. */
export interface TextSyntax<V> {
  /** The typed value of a (trimmed) text, or undefined when the text does not fit. */
  readonly parse: (text: string) => V | undefined;
  /** The text form of a value: what a directive, a URL and a field hold. */
  readonly format: (value: V) => string;
}

export interface DiceParam<N extends string = string> extends ParamBase<N>, TextSyntax<string> {
  readonly type: 'dice';
  readonly default: string;
}
export interface IntegerListParam<N extends string = string> extends ParamBase<N> {
  readonly type: 'integer-list';
  readonly min: number;
  readonly max: number;
  readonly maxItems: number;
  readonly default: readonly number[];
  /** The names of the list's places (point buy's six abilities): a form asks each (`calc.<kind>.<param>.<item>`). */
  readonly items?: readonly string[];
}
export interface EnumListParam<N extends string = string, O extends string = string> extends ParamBase<N> {
  readonly type: 'enum-list';
  readonly options: readonly O[];
  readonly default: readonly O[];
}

/** Typed damage parts of one hit (save-target-syntax.ts): dice to roll or amounts already rolled. */
export interface DamagePartsParam<N extends string = string, K extends DamagePartAmounts = DamagePartAmounts>
  extends ParamBase<N>,
    TextSyntax<readonly DamagePart<DamagePartAmountOf<K>>[]> {
  /** What the text must look like, with its limits (for a directive's error). */
  readonly expected: string;
  readonly type: 'damage-parts';
  readonly amounts: K;
  readonly default: readonly DamagePart<DamagePartAmountOf<K>>[];
}
/** The creatures that save against one effect (`save=+2,adv;save=+5,resist=fire`). */
export interface SaveTargetsParam<N extends string = string>
  extends ParamBase<N>,
    TextSyntax<readonly SaveTarget[]> {
  readonly type: 'save-targets';
  readonly default: readonly SaveTarget[];
  /** One target's fields as parameters, each with its text key(s) (save-target-fields.ts). */
  readonly fields: readonly {
    readonly keys: readonly string[];
    readonly form: 'value' | 'flags';
    readonly param: ParamSpec;
    readonly target: keyof SaveTarget;
  }[];
  /** The fields' keys in words ("save=-30..30; adv, dis; cover=none|half|three-quarters; ..."). */
  readonly keysText: string;
}

/** One parameter of a calculator kind: directive preset, site field and compute input at once. */
export type ParamSpec =
  | IntegerParam
  | OptionalIntegerParam
  | EnumParam
  | BooleanParam
  | DiceParam
  | IntegerListParam
  | EnumListParam
  | DamagePartsParam
  | SaveTargetsParam;

export type ValueOf<P extends ParamSpec> = P extends IntegerParam
  ? number
  : P extends OptionalIntegerParam
    ? number | null
    : P extends EnumParam<string, infer O>
      ? O
      : P extends BooleanParam
        ? boolean
        : P extends DiceParam
          ? string
          : P extends IntegerListParam
            ? readonly number[]
            : P extends EnumListParam<string, infer O>
              ? readonly O[]
              : P extends DamagePartsParam<string, infer K>
                ? readonly DamagePart<DamagePartAmountOf<K>>[]
                : P extends SaveTargetsParam
                  ? readonly SaveTarget[]
                  : never;

/** The complete, typed input of a kind whose parameters are `Ps`. */
export type InputOf<Ps extends readonly ParamSpec[]> = {
  readonly [P in Ps[number] as P['name']]: ValueOf<P>;
};

export type ParamValue =
  | number
  | string
  | boolean
  | null
  | readonly number[]
  | readonly string[]
  | readonly DamagePart<string | number>[]
  | readonly SaveTarget[];

export interface ParamIssue {
  code: 'rules.calculator.unknown-kind' | 'rules.calculator.unknown-param' | 'rules.calculator.bad-param';
  params: Record<string, string | number>;
}

export type ParseParamsResult =
  | { ok: true; params: Record<string, ParamValue> }
  | { ok: false; issues: ParamIssue[]; params: Record<string, ParamValue> };

/** What a parameter accepts, in words (the content checker's message). */
export function expectedText(spec: ParamSpec, range?: Range): string {
  switch (spec.type) {
    case 'integer':
    case 'optional-integer':
      return `integer ${range?.min ?? spec.min}..${range?.max ?? spec.max}`;
    case 'enum':
      return spec.options.join('|');
    case 'boolean':
      return 'true|false (or 1|0)';
    case 'dice':
      return 'dice notation';
    case 'integer-list':
      return `comma list of at most ${spec.maxItems} integers ${spec.min}..${spec.max}`;
    case 'enum-list':
      return `comma list of ${spec.options.join('|')}`;
    case 'damage-parts':
      return spec.expected;
    case 'save-targets':
      return `targets separated by ;, each a comma list of these keys: ${spec.keysText}`;
  }
}

/** What a parameter takes, as a code with its numbers (`rules.expected.<expectedCode>`). */
export function expectedParams(spec: ParamSpec, range?: Range): Record<string, string | number> {
  switch (spec.type) {
    case 'integer':
    case 'optional-integer':
      return {
        expectedCode: 'integer',
        expectedMin: range?.min ?? spec.min,
        expectedMax: range?.max ?? spec.max,
      };
    case 'enum':
      return { expectedCode: 'enum', expectedOptions: spec.options.join('|') };
    case 'boolean':
      return { expectedCode: 'boolean' };
    case 'dice':
      return { expectedCode: 'dice' };
    case 'integer-list':
      return {
        expectedCode: 'integer-list',
        expectedItems: spec.maxItems,
        expectedMin: spec.min,
        expectedMax: spec.max,
      };
    case 'enum-list':
      return { expectedCode: 'enum-list', expectedOptions: spec.options.join('|') };
    case 'damage-parts':
      return spec.amounts === 'rolled'
        ? {
            expectedCode: 'damage-parts-rolled',
            expectedMax: DAMAGE_LIMITS.maxAmount,
            expectedItems: DAMAGE_LIMITS.maxParts,
          }
        : { expectedCode: 'damage-parts-dice', expectedItems: DAMAGE_LIMITS.maxParts };
    case 'save-targets':
      return { expectedCode: 'save-targets', expectedKeys: spec.keysText };
  }
}

/** The one boolean syntax: `true` / `false` (an attribute without a value is `true`), `1` / `0` (a link). */
export function readBoolean(text: string): boolean | undefined {
  const value = text.trim();
  if (value === 'true' || value === '1' || value === '') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** Reads one directive string for a parameter: its typed value, or undefined when it does not fit. */
export function parseParamValue(spec: ParamSpec, raw: string): ParamValue | undefined {
  const value = raw.trim();
  switch (spec.type) {
    case 'integer':
      return readIntegerIn(value, spec.min, spec.max);
    case 'optional-integer':
      return value === '' ? null : readIntegerIn(value, spec.min, spec.max);
    case 'enum': {
      // Numeric options ("5", "1/8") read as numbers are read everywhere: Thai and full-width digits.
      if (spec.options.includes(value)) return value;
      const folded = foldInput(value).trim();
      return spec.options.includes(folded) ? folded : undefined;
    }
    case 'boolean':
      return readBoolean(value);
    case 'dice':
    case 'damage-parts':
    case 'save-targets':
      return spec.parse(value);
    case 'integer-list': {
      const items = value.split(',').map((item) => readIntegerIn(item, spec.min, spec.max));
      if (items.length > spec.maxItems || items.some((item) => item === undefined)) return undefined;
      return items as number[];
    }
    case 'enum-list': {
      const items = value === '' ? [] : value.split(',').map((item) => item.trim());
      const unique = new Set(items).size === items.length;
      return unique && items.every((item) => spec.options.includes(item)) ? items : undefined;
    }
  }
}

/** A value a parameter does not take (within `range`, when the other inputs narrow it). */
export function badParam(kind: string, spec: ParamSpec, value: string, range?: Range): ParamIssue {
  const expected = { expected: expectedText(spec, range), ...expectedParams(spec, range) };
  return { code: 'rules.calculator.bad-param', params: { kind, param: spec.name, value, ...expected } };
}

/** The integer parameter's limits that hold for this input (a narrower range from the kind, or its own). */
export type RangesOf = (input: Readonly<Record<string, ParamValue>>) => Readonly<Record<string, Range>>;

/**
 * Validate directive parameters against a kind's parameters: typed values or issues, refusing too
 * what the computation would (an integer outside `ranges`, a parameter the ruleset does not use).
 */
export function parseParams(
  kind: string,
  specs: readonly ParamSpec[],
  raw: Readonly<Record<string, string>>,
  ranges?: RangesOf,
): ParseParamsResult {
  const params: Record<string, ParamValue> = {};
  const issues: ParamIssue[] = [];
  const bad = (spec: ParamSpec, text: string, range?: Range) =>
    issues.push(badParam(kind, spec, text, range));
  for (const [name, text] of Object.entries(raw)) {
    if (name === 'kind') continue;
    const spec = specs.find((s) => s.name === name);
    if (!spec) {
      issues.push({ code: 'rules.calculator.unknown-param', params: { kind, param: name } });
      continue;
    }
    const value = parseParamValue(spec, text);
    if (value === undefined) bad(spec, text);
    else params[name] = value;
  }
  if (issues.length === 0) {
    const input = { ...defaultsOf(specs), ...params };
    const ruleset = typeof input.ruleset === 'string' ? (input.ruleset as RulesetId) : undefined;
    const limits = ranges?.(input) ?? {};
    for (const spec of specs) {
      if (!Object.hasOwn(params, spec.name)) continue;
      const value = params[spec.name];
      if (spec.rulesets && ruleset && !spec.rulesets.includes(ruleset)) {
        issues.push({
          code: 'rules.calculator.bad-param',
          params: {
            kind,
            param: spec.name,
            value: String(raw[spec.name]),
            expected: `only with ruleset ${spec.rulesets.join('|')}`,
          },
        });
        continue;
      }
      const range = limits[spec.name];
      if (range && typeof value === 'number' && (value < range.min || value > range.max)) {
        bad(spec, String(raw[spec.name]), range);
      }
    }
  }
  return issues.length > 0 ? { ok: false, issues, params } : { ok: true, params };
}

export function defaultsOf(specs: readonly ParamSpec[]): Record<string, ParamValue> {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.default]));
}
