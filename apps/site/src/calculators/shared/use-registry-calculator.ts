import type { RulesetId } from '@polyhedral/core';
import type { ParamSpec, Range } from '@polyhedral/core/calculators';
import { useMemo } from 'preact/hooks';
import { type ErrorResult, errorResultOf } from './error-result.ts';
import { type DiceCheck, fieldParamsOf, fieldSpecsOf, itemsValue } from './registry-fields.ts';
import type { CalculatorProps, FieldResult } from './types.ts';
import { type CalculatorState, type TextBinding, useCalculatorState } from './use-calculator-state.ts';

/** The part of a core calculator spec an island uses (see @polyhedral/core defineCalculator). */
export interface RegistrySpec<I, O> {
  readonly kind: string;
  readonly params: readonly ParamSpec[];
  readonly defaults: I;
  rangeOf(name: never, input: I): Range;
  compute(input: I): O;
}

export interface RegistryCalculator<I, O extends object> {
  state: CalculatorState<string>;
  /** Each field's result, with the limits other fields set (a travel amount for its unit). */
  results: Record<string, FieldResult<unknown>>;
  /** The typed input, or null while a field the computation reads is invalid. */
  input: I | null;
  /** The computation (memoized on the input), a localized error, or null without input. */
  computed: { ok: true; value: O } | ErrorResult | null;
  /** The same with the value's fields spread next to `ok` (what result views read). */
  result: ({ ok: true } & O) | ErrorResult | null;
  /** The ruleset chosen (every kind has one). */
  ruleset: RulesetId;
  /** A text field's binding with the result that includes the limits other fields set. */
  textProps: (field: string, idSuffix?: string) => TextBinding;
  /** Each integer field's limits for the values entered now (a travel amount's for its unit). */
  ranges: Readonly<Record<string, Range>>;
  /** The kind and its parameters (RegistryFields draws them). */
  kind: string;
  params: readonly ParamSpec[];
  /** The island's ID, strings and locale (the fields' words, "use my character"). */
  instanceId: string;
  messages: Record<string, string>;
  locale: CalculatorProps['locale'];
}

export interface RegistryOptions<I, O extends object = object> {
  /** Share of the dice work budget one distribution may use (several mixed: 1/4). */
  diceShare?: number;
  /** The dice text check (validateExpression), passed in so islands without dice skip the parser. */
  diceCheck?: DiceCheck;
  /** Parameters the island holds itself (not as registry fields). */
  except?: readonly string[];
  /** Fields the computation reads for this input (hidden ones fall back to defaults when invalid). */
  relevant?: (input: I) => readonly string[];
  /** Checks before compute (the calculator's work budget), given the fields' results; throws a typed error. */
  beforeCompute?: (input: I, results: Readonly<Record<string, FieldResult<unknown>>>) => void;
  /** The computation from the fields' results (a dice field's parsed tree), instead of the kind's. */
  compute?: (input: I, results: Readonly<Record<string, FieldResult<unknown>>>) => O;
}

/** A kind with a dice parameter or damage parts in dice must be given the dice check. */
export type OptionsOf<Ps extends readonly ParamSpec[], I, O extends object> =
  Extract<Ps[number], { type: 'dice' } | { type: 'damage-parts'; amounts: 'dice' }> extends never
    ? [options?: RegistryOptions<I, O>]
    : [options: RegistryOptions<I, O> & { diceCheck: DiceCheck }];

/** A calculator island's fields, URL state and computation, all from the core's registry entry. */
export function useRegistryCalculator<I extends object, O extends object, Ps extends readonly ParamSpec[]>(
  spec: RegistrySpec<I, O> & { readonly params: Ps },
  props: CalculatorProps,
  ...rest: OptionsOf<Ps, I, O>
): RegistryCalculator<I, O> {
  const options: RegistryOptions<I, O> = rest[0] ?? {};
  const specs = useMemo(
    () =>
      fieldSpecsOf(spec.params, props.params, {
        diceShare: options.diceShare,
        except: options.except,
        diceCheck: options.diceCheck,
      }),
    [],
  );
  const state = useCalculatorState(props.instanceId, specs);
  const own = state.results as Record<string, FieldResult<unknown>>;
  const defaults = spec.defaults as Record<string, unknown>;
  // A tentative input (defaults where a field is invalid) to learn the ranges and relevant fields.
  // A list asked place by place (point buy's scores) is read from its places' fields.
  const results: Record<string, FieldResult<unknown>> = { ...own };
  for (const param of spec.params) {
    const places = fieldParamsOf(param);
    if (places[0] === param) continue;
    const value = itemsValue(param, own);
    const failed = places.map((place) => own[place.name]).find((result) => result && !result.ok);
    results[param.name] = value ? { ok: true, value } : (failed ?? { ok: false, code: 'calc.error.choice' });
  }
  const tentative = Object.fromEntries(
    spec.params.map((p) => {
      const result = results[p.name];
      return [p.name, result?.ok ? result.value : defaults[p.name]];
    }),
  ) as I;
  const ranges: Record<string, Range> = {};
  for (const param of spec.params) {
    if (param.type !== 'integer' && param.type !== 'optional-integer') continue;
    const range = spec.rangeOf(param.name as never, tentative);
    ranges[param.name] = range;
    const result = own[param.name];
    if (!result?.ok || typeof result.value !== 'number') continue;
    if (result.value < range.min || result.value > range.max) {
      results[param.name] = {
        ok: false,
        code: 'calc.error.range',
        params: { min: range.min, max: range.max },
      };
    }
  }
  const ruleset = (tentative as Record<string, unknown>).ruleset as RulesetId;
  const relevant = new Set(
    options.relevant?.(tentative) ??
      spec.params.filter((p) => !p.rulesets || p.rulesets.includes(ruleset)).map((p) => p.name),
  );
  const failed = (name: string) => results[name] !== undefined && !results[name]!.ok;
  const blocked = spec.params.some((p) => relevant.has(p.name) && failed(p.name));
  // Fields the computation does not read for this input keep their defaults while they fail.
  const input = blocked
    ? null
    : (Object.fromEntries(
        spec.params.map((p) => [
          p.name,
          failed(p.name) ? defaults[p.name] : (tentative as Record<string, unknown>)[p.name],
        ]),
      ) as I);
  const key = JSON.stringify(input);
  const computed = useMemo(() => {
    if (!input) return null;
    try {
      options.beforeCompute?.(input, results);
      return {
        ok: true as const,
        value: options.compute ? options.compute(input, results) : spec.compute(input),
      };
    } catch (error) {
      return errorResultOf(error);
    }
  }, [key]);
  const result = computed?.ok ? { ok: true as const, ...computed.value } : computed;
  const textProps = (field: string, idSuffix?: string): TextBinding => ({
    ...state.textProps(field, idSuffix),
    result: results[field] ?? { ok: true, value: null },
  });
  return {
    state: state as CalculatorState<string>,
    results,
    input,
    computed,
    result,
    ruleset,
    textProps,
    ranges,
    kind: spec.kind,
    params: spec.params,
    instanceId: props.instanceId,
    messages: props.messages,
    locale: props.locale,
  };
}
