import type { DamagePart } from '@polyhedral/core';
import { type ParamSpec, type ParamValue, readBoolean } from '@polyhedral/core/calculators';
import { parseChoiceField, parseIntegerField } from './parse-field.ts';
import type { FieldResult } from './types.ts';
import type { FieldSpec } from './use-calculator-state.ts';

/**
 * Site fields from the core's registry: default, limits and validation come from each parameter's
 * spec. A field holds its URL string (booleans "1"/"0", lists comma-separated). Dice text is checked
 * by the DiceCheck the island passes, so islands without dice never load the dice parser.
 */

/** Checks a dice expression a reader typed against a share of the work budget (dice-field.ts). */
export type DiceCheck = (raw: string, share: number) => FieldResult<string>;

function diceCheckFor(param: ParamSpec, check: DiceCheck | undefined): DiceCheck {
  if (check) return check;
  throw new Error(
    `parameter ${param.name} (${param.type}) needs the dice check: pass validateExpression from dice-field.ts`,
  );
}

/** A parameter value in the string form its field and the URL hold. */
export function fieldString(value: unknown, param?: ParamSpec): string {
  if (param?.type === 'damage-parts' && Array.isArray(value)) return param.format(value);
  if (param?.type === 'save-targets' && Array.isArray(value)) return param.format(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.join(',');
  if (value === null || value === undefined) return '';
  return String(value);
}

function listItems(raw: string): string[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Validates a field string against a parameter: its typed value, or a localized error key. */
export function validateParam(
  param: ParamSpec,
  raw: string,
  diceShare = 1,
  diceCheck?: DiceCheck,
): FieldResult<ParamValue> {
  switch (param.type) {
    case 'integer':
      return parseIntegerField(raw, param.min, param.max);
    case 'optional-integer':
      return raw.trim() === '' ? { ok: true, value: null } : parseIntegerField(raw, param.min, param.max);
    case 'enum':
      return parseChoiceField(raw, param.options);
    case 'boolean': {
      // The core's one boolean reader (links hold 1 / 0, directives true / false); an empty field is no value.
      const value = raw.trim() === '' ? undefined : readBoolean(raw);
      return value === undefined ? { ok: false, code: 'calc.error.choice' } : { ok: true, value };
    }
    case 'dice':
      return diceCheckFor(param, diceCheck)(raw, diceShare);
    case 'integer-list': {
      const values: number[] = [];
      for (const item of listItems(raw)) {
        const parsed = parseIntegerField(item, param.min, param.max);
        if (!parsed.ok) return parsed;
        values.push(parsed.value);
      }
      return values.length > param.maxItems
        ? { ok: false, code: 'calc.error.choice' }
        : { ok: true, value: values };
    }
    case 'damage-parts': {
      if (param.amounts === 'rolled') {
        const rolled = param.parse(raw.trim());
        return rolled ? { ok: true, value: rolled } : { ok: false, code: 'calc.error.choice' };
      }
      const parts = param.parse(raw.trim()) as readonly DamagePart[] | undefined;
      if (!parts) return { ok: false, code: 'calc.error.choice' };
      const check = diceCheckFor(param, diceCheck);
      for (const part of parts) {
        const dice = check(part.amount, diceShare / parts.length);
        if (!dice.ok) return dice;
      }
      return { ok: true, value: parts };
    }
    case 'save-targets': {
      const targets = param.parse(raw.trim());
      return targets ? { ok: true, value: targets } : { ok: false, code: 'calc.error.choice' };
    }
    case 'enum-list': {
      const items = listItems(raw);
      const unique = new Set(items).size === items.length;
      return unique && items.every((item) => param.options.includes(item))
        ? { ok: true, value: items }
        : { ok: false, code: 'calc.error.choice' };
    }
  }
}

/** The field of one parameter: the directive's preset when valid, else the registry default. */
export function fieldSpecOf(
  param: ParamSpec,
  preset: unknown,
  diceShare = 1,
  diceCheck?: DiceCheck,
): FieldSpec {
  // A dice parameter without the check fails here, when the island builds its fields.
  if (param.type === 'dice' || (param.type === 'damage-parts' && param.amounts === 'dice'))
    diceCheckFor(param, diceCheck);
  const validate = (raw: string) => validateParam(param, raw, diceShare, diceCheck);
  const presetText = preset === undefined ? undefined : fieldString(preset, param);
  const defaultValue =
    presetText !== undefined && validate(presetText).ok ? presetText : fieldString(param.default, param);
  return { defaultValue, validate };
}

/** The fields a parameter is asked in: itself, or one integer field per named place (`items`). */
export function fieldParamsOf(param: ParamSpec): readonly ParamSpec[] {
  if (param.type !== 'integer-list' || !param.items) return [param];
  return param.items.map((item, index) => ({
    name: item,
    type: 'integer',
    min: param.min,
    max: param.max,
    default: param.default[index] ?? param.min,
  }));
}

/** A named-places list's value from its place fields, or undefined while one of them fails. */
export function itemsValue(
  param: ParamSpec,
  results: Readonly<Record<string, FieldResult<unknown> | undefined>>,
): number[] | undefined {
  if (param.type !== 'integer-list' || !param.items) return undefined;
  const values = param.items.map((item) => results[item]);
  return values.every((result) => result?.ok && typeof result.value === 'number')
    ? values.map((result) => (result as { value: number }).value)
    : undefined;
}

/** Every parameter's field by name (a named-places list: by place); `except` leaves some to the island. */
export function fieldSpecsOf(
  params: readonly ParamSpec[],
  presets: Readonly<Record<string, unknown>>,
  options: { diceShare?: number; except?: readonly string[]; diceCheck?: DiceCheck } = {},
): Record<string, FieldSpec> {
  return Object.fromEntries(
    params
      .filter((param) => !options.except?.includes(param.name))
      .flatMap((param) => {
        const preset = presets[param.name];
        const fields = fieldParamsOf(param);
        return fields.map((field, index) => [
          field.name,
          fieldSpecOf(
            field,
            field === param ? preset : Array.isArray(preset) ? preset[index] : undefined,
            options.diceShare,
            options.diceCheck,
          ),
        ]);
      }),
  );
}
