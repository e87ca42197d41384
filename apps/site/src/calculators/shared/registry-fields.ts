import { type DamagePart, type ParamSpec, type ParamValue, readBoolean } from '@polyhedral/core';
import { parseChoiceField, parseIntegerField } from './parse-field.ts';
import type { FieldResult } from './types.ts';
import type { FieldSpec } from './use-calculator-state.ts';

/**
 * Site fields built from the core's calculator registry: one field per parameter, its default,
 * its limits and its validation come from the parameter's spec (nothing re-declared here). A
 * field holds a string (the URL form): integers as typed, booleans "1" / "0", lists
 * comma-separated, an empty optional integer "".
 *
 * Dice text is checked by a DiceCheck the island passes (dice-field.ts validateExpression: the
 * parser and the calculator's work budget), so islands without a dice parameter never load the
 * dice parser; damage parts and save targets are read by their parameter's own parser.
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

/**
 * The field of one parameter: the directive's preset when the field accepts it, else the
 * registry default.
 */
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

/** Every parameter's field, keyed by parameter name (`except` leaves some to the island). */
export function fieldSpecsOf(
  params: readonly ParamSpec[],
  presets: Readonly<Record<string, unknown>>,
  options: { diceShare?: number; except?: readonly string[]; diceCheck?: DiceCheck } = {},
): Record<string, FieldSpec> {
  return Object.fromEntries(
    params
      .filter((param) => !options.except?.includes(param.name))
      .map((param) => [
        param.name,
        fieldSpecOf(param, presets[param.name], options.diceShare, options.diceCheck),
      ]),
  );
}
