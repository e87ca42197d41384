import type { CalculatorKind } from '../calculators/kinds.ts';
import { Fraction } from '../fraction.ts';
import { type CliLocale, cliCause, cliMessage, cliStep } from './messages.ts';

/*
 * The readable result of `calc <kind>` in the `--locale` language: one row per value, named by the
 * labels of its fields (`cli.core.field.*`) joined by " › ", looked up for the kind, then under its
 * parent field (`summary.mode`: the most likely total, not Advantage), then alone. Codes read as
 * the calculator's words, steps as receipts; a long list of outcomes is summed up (whole in --json).
 */

interface Step {
  code: string;
  params: Record<string, string | number>;
}

const isStep = (item: unknown): item is Step =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Step).code === 'string' &&
  typeof (item as Step).params === 'object';

/** Fields whose string values are codes the calculators' strings name (key prefix + value). */
const VALUE_KEYS: Readonly<Record<string, string>> = {
  kind: 'calc.d20-test.kind-of-test.',
  mode: 'calc.common.roll-mode.',
  'damage-application.mode': 'calc.damage-application.mode.',
  status: 'calc.damage-application.status.',
  type: 'calc.damageType.',
  meaning: 'calc.ability-modifier.meaning.',
  unit: 'cli.core.value.unit.',
  unbounded: 'cli.core.value.unbounded.',
  advantage: 'calc.travel-pace.skill.',
  disadvantage: 'calc.travel-pace.skill.',
};

/** What conditions did to a roll: printed as reasons under the rows (reasonLines), whole in --json. */
const REASON_FIELDS: ReadonlySet<string> = new Set(['conditions', 'causes', 'broken', 'defenseCauses']);

/** A segment of a field path: its name, and its 1-based index when it is an item of a list. */
interface Segment {
  name: string;
  index?: number;
}

export interface LabelContext {
  kind: CalculatorKind;
  locale: CliLocale;
  /** Field names no label was found for, and `field=code` values no word (a test fails on any). */
  unlabelled?: Set<string>;
}

function lookup(
  context: LabelContext,
  prefix: string,
  name: string,
  parent: string | undefined,
): string | undefined {
  const keys = [
    `${prefix}${context.kind}.${name}`,
    ...(parent ? [`${prefix}${parent}.${name}`] : []),
    `${prefix}${name}`,
  ];
  for (const key of keys) {
    const text = cliMessage(context.locale, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

function fieldLabel(context: LabelContext, path: readonly Segment[]): string {
  return path
    .map((segment, at) => {
      const label = lookup(context, 'cli.core.field.', segment.name, path[at - 1]?.name);
      if (label === undefined) context.unlabelled?.add(segment.name);
      const text = label ?? segment.name;
      return segment.index === undefined
        ? text
        : (cliMessage(context.locale, 'cli.core.item', { label: text, n: segment.index }) ?? text);
    })
    .join(' › ');
}

/** A field's label (`outcome.stable` with `parent`), for the aliases' tables; its name if it has none. */
export function fieldWord(context: LabelContext, name: string, parent?: string): string {
  return lookup(context, 'cli.core.field.', name, parent) ?? name;
}

/** A code value of a field in the calculators' words (`kind` check -> Ability check); the code if none. */
export function codeWord(context: LabelContext, field: string, value: string): string {
  return valueText(context, [{ name: field }], value);
}

export function yesNo(locale: CliLocale, value: boolean): string {
  return cliMessage(locale, value ? 'cli.core.yes' : 'cli.core.no')!;
}

export function cliWord(
  locale: CliLocale,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return cliMessage(locale, `cli.core.${key}`, params) ?? key;
}

function valueText(context: LabelContext, path: readonly Segment[], value: string): string {
  const last = path.at(-1)?.name ?? '';
  const prefix = VALUE_KEYS[`${context.kind}.${last}`] ?? VALUE_KEYS[last];
  const word = prefix ? cliMessage(context.locale, `${prefix}${value}`) : undefined;
  if (prefix && word === undefined) context.unlabelled?.add(`${last}=${value}`);
  return word ?? value;
}

function scalarText(context: LabelContext, path: readonly Segment[], value: unknown): string {
  if (value instanceof Fraction) return value.toString();
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toPrecision(6);
  if (typeof value === 'boolean') return yesNo(context.locale, value);
  if (typeof value === 'string') return valueText(context, path, value);
  return '—';
}

/** The rows [label, value] of a calculator's output. */
export function resultRows(context: LabelContext, value: unknown, path: readonly Segment[] = []): string[][] {
  const row = (text: string) => [[fieldLabel(context, path), text]];
  /** The path of the list's item `index` (1-based): the list's own field, numbered. */
  const item = (index: number): Segment[] => [...path.slice(0, -1), { name: path.at(-1)?.name ?? '', index }];
  if (value instanceof Fraction) return row(value.toString());
  if (Array.isArray(value)) {
    if (value.every(isStep))
      return value.map((step, index) => [
        fieldLabel(context, item(index + 1)),
        cliStep(context.locale, step),
      ]);
    if (value.every((item) => Array.isArray(item) && item.length === 2 && typeof item[0] === 'number')) {
      const pairs = value as [number, number][];
      return row(
        pairs.length === 0
          ? '—'
          : cliMessage(context.locale, 'cli.core.outcomes', {
              count: pairs.length,
              first: pairs[0]![0],
              last: pairs.at(-1)![0],
            })!,
      );
    }
    if (value.every((item) => typeof item !== 'object' || item === null))
      return row(value.length === 0 ? '—' : value.map((item) => scalarText(context, path, item)).join(', '));
    return value.flatMap((entry, index) => resultRows(context, entry, item(index + 1)));
  }
  if (typeof value === 'object' && value !== null) {
    // A roll that is not made (the roller cannot act): the cause in words, no number.
    if (path.at(-1)?.name === 'cannotAct' && isStep(value)) return row(cliCause(context.locale, value));
    if (isStep(value)) return row(cliStep(context.locale, value));
    return Object.entries(value)
      .filter(([key]) => !REASON_FIELDS.has(key))
      .flatMap(([key, item]) => resultRows(context, item, [...path, { name: key }]));
  }
  return row(value === null || value === undefined ? '—' : scalarText(context, path, value));
}
