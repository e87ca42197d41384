import { DAMAGE_LIMITS, DAMAGE_TYPES, type DamageType } from '@polyhedral/core';
import { messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalcButton } from '../shared/CalcButton.tsx';
import { TextField } from '../shared/fields.tsx';
import type { FieldResult, Wording } from '../shared/types.ts';
import { damageTypeOptions } from './damage-type-options.ts';
import './damage-parts.css';

/** One row as the reader typed it: the amount's text (dice or a number) and the damage type. */
export interface DamagePartRow {
  amount: string;
  type: DamageType;
}

export interface DamagePartRowsProps {
  /** Prefix of the rows' element IDs (`<id>-<n>-amount`, `<id>-<n>-type`). */
  id: string;
  legend: string;
  rows: readonly DamagePartRow[];
  wording: Wording;
  /** Labels of row n (1-based): its amount, its type, its remove button; the add button. */
  labels: {
    amount: (n: number) => string;
    type: (n: number) => string;
    remove: (n: number) => string;
    add: string;
  };
  /** Dice are typed as text, rolled amounts as numbers. */
  inputMode: 'numeric' | 'text';
  /** Each row's amount checked (its type is checked here: each type once). */
  amountResult: (row: DamagePartRow, index: number) => FieldResult<unknown>;
  testId?: string;
  onAmount: (index: number, text: string) => void;
  onType: (index: number, type: DamageType) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/* One type's damage is one amount, so each type appears once. */
/** Each damage type once: a second part of a type names the part that has it. */
export function partTypeCheck(
  rows: readonly DamagePartRow[],
  index: number,
  typeLabel: (type: DamageType) => string,
): FieldResult<DamageType> {
  const row = rows[index]!;
  const first = rows.findIndex((other) => other.type === row.type);
  return first < index
    ? {
        ok: false,
        code: 'calc.damageParts.duplicateType',
        params: { type: typeLabel(row.type), n: first + 1 },
      }
    : { ok: true, value: row.type };
}

/** The type a new part starts with: Fire, or the first type no part has yet. */
export function unusedType(rows: readonly DamagePartRow[]): DamageType {
  const used = new Set(rows.map((row) => row.type));
  return (['fire', ...DAMAGE_TYPES] as const).find((type) => !used.has(type)) ?? 'fire';
}

/** A hit's damage as typed parts: amount and type per row, remove and add (up to DAMAGE_LIMITS.maxParts). */
export function DamagePartRows(props: DamagePartRowsProps): JSX.Element {
  const { messages, locale } = props.wording;
  const { problem, tData } = messageLookup(messages, locale);
  const typeOptions = damageTypeOptions(messages, DAMAGE_TYPES, locale);
  // After adding or removing a row the focus goes to an amount (the new row's, selected so typing
  // replaces it; or the row before the removed one), not to the page.
  const focusAmount = (n: number) =>
    requestAnimationFrame(() => {
      const input = document.getElementById(`${props.id}-${n}-amount`);
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
    });
  return (
    <fieldset class="calc-parts" data-testid={props.testId}>
      <legend>{props.legend}</legend>
      {props.rows.map((row, index) => {
        const n = index + 1;
        const typeId = `${props.id}-${n}-type`;
        const typeCheck = partTypeCheck(props.rows, index, (type) => tData(`calc.damageType.${type}`));
        return (
          <div class="calc-part" key={index}>
            <TextField
              id={`${props.id}-${n}-amount`}
              label={props.labels.amount(n)}
              wording={props.wording}
              inputMode={props.inputMode}
              value={row.amount}
              result={props.amountResult(row, index)}
              onInput={(text) => props.onAmount(index, text)}
            />
            <div class="calc-field">
              <label for={typeId}>{props.labels.type(n)}</label>
              <select
                id={typeId}
                value={row.type}
                aria-invalid={typeCheck.ok ? 'false' : 'true'}
                aria-describedby={typeCheck.ok ? undefined : `${typeId}-error`}
                onChange={(event) =>
                  props.onType(index, (event.target as HTMLSelectElement).value as DamageType)
                }
              >
                {typeOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {typeCheck.ok ? null : (
                <small id={`${typeId}-error`} class="calc-error" role="alert">
                  {problem(typeCheck)}
                </small>
              )}
            </div>
            {props.rows.length > 1 ? (
              <CalcButton
                label={props.labels.remove(n)}
                onClick={() => {
                  props.onRemove(index);
                  focusAmount(Math.max(1, index));
                }}
              />
            ) : null}
          </div>
        );
      })}
      {props.rows.length < DAMAGE_LIMITS.maxParts ? (
        <CalcButton
          label={props.labels.add}
          onClick={() => {
            props.onAdd();
            focusAmount(props.rows.length + 1);
          }}
        />
      ) : null}
    </fieldset>
  );
}
