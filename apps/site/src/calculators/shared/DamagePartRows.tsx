import { DAMAGE_LIMITS, type DamageType } from '@polyhedral/core';
import { messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalcButton } from './CalcButton.tsx';
import { TextField } from './fields.tsx';
import type { FieldResult, Wording } from './types.ts';
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
  /** The damage types offered, labelled in the reader's language. */
  typeOptions: ReadonlyArray<{ value: DamageType; label: string }>;
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
  /** Each row's check: the amount, and the type (one type twice). */
  amountResult: (row: DamagePartRow, index: number) => FieldResult<unknown>;
  typeResult?: (row: DamagePartRow, index: number) => FieldResult<unknown>;
  testId?: string;
  onAmount: (index: number, text: string) => void;
  onType: (index: number, type: DamageType) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/**
 * A hit's damage as typed parts (`2d6` slashing + `1d6` fire, or 7 slashing + 4 fire): one row
 * per part with its amount and type, remove and add buttons (up to DAMAGE_LIMITS.maxParts).
 */
export function DamagePartRows(props: DamagePartRowsProps): JSX.Element {
  const { problem } = messageLookup(props.wording.messages, props.wording.locale);
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
        const typeCheck = props.typeResult?.(row, index) ?? { ok: true, value: row.type };
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
                {props.typeOptions.map((option) => (
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
