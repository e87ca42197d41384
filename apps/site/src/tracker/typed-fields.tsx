import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';

/** The whole numbers a field takes (a core limit: D20_LIMITS.face, D20_LIMITS.target...). */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/**
 * What every field of a tracker tool needs besides its own value: the messages its errors are
 * written in, and whether the tool was tried (a field shows its error only once it was).
 */
export interface ToolForm {
  readonly tried: boolean;
  readonly messages: Record<string, string>;
}

/**
 * One whole number typed in a tool (a DC, an attack bonus): its text, its setter and its read;
 * an optional number left empty (damage the table did not roll) has no read.
 */
export interface TypedNumber {
  readonly text: string;
  readonly set: (text: string) => void;
  readonly read: FieldResult<number> | null;
}

/** A whole number typed in a tool, read against its range on every render. */
export function useTypedNumber(initial: string, range: NumberRange, optional = false): TypedNumber {
  const [text, set] = useState(initial);
  const read = optional && text.trim() === '' ? null : parseIntegerField(text, range.min, range.max);
  return { text, set, read };
}

/** A typed number's value, or `fallback` while it is not a valid number (the tool then refuses). */
export function numberOr(field: TypedNumber, fallback: number): number {
  return field.read?.ok ? field.read.value : fallback;
}

/**
 * Whole numbers typed for each selected creature (the d20 it rolled at the table, its bonus, its
 * effect dice): the texts by creature, and the read of each creature's non-empty text. A creature
 * with nothing typed has no read: the core rolls for it.
 */
export interface TypedByCreature {
  readonly texts: Readonly<Record<string, string>>;
  readonly reads: Readonly<Record<string, FieldResult<number>>>;
  readonly set: (id: string, text: string) => void;
  /** Forgets every text (after the roll the texts were for). */
  readonly clear: () => void;
}

/** Whole numbers typed by creature, read against a range for the selected creatures only. */
export function useTypedByCreature(selected: readonly string[], range: NumberRange): TypedByCreature {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const reads = Object.fromEntries(
    selected
      .filter((id) => (texts[id] ?? '').trim() !== '')
      .map((id) => [id, parseIntegerField(texts[id]!, range.min, range.max)]),
  ) as Record<string, FieldResult<number>>;
  return { texts, reads, set: (id, text) => setTexts({ ...texts, [id]: text }), clear: () => setTexts({}) };
}

/** The valid numbers of a TypedByCreature's reads, by creature: what the core is handed. */
export function typedValues(typed: TypedByCreature): Record<string, number> {
  return Object.fromEntries(
    Object.entries(typed.reads).flatMap(([id, read]) => (read.ok ? [[id, read.value]] : [])),
  );
}

/**
 * Whether every number a tool was given reads: its own fields (one left empty that may be) and
 * each creature's (a creature with nothing typed counts, the core rolls for it).
 */
export function allRead(fields: readonly TypedNumber[], typed: readonly TypedByCreature[]): boolean {
  const reads = [...fields.map((field) => field.read), ...typed.flatMap((one) => Object.values(one.reads))];
  return reads.every((read) => read === null || read.ok);
}

/** A tool's number field: the text typed, its error once the tool was tried. */
export function NumberField(props: {
  id: string;
  label: string;
  field: TypedNumber;
  form: ToolForm;
}): JSX.Element {
  const { field, form } = props;
  return (
    <TextField
      id={props.id}
      label={props.label}
      messages={form.messages}
      value={field.text}
      result={form.tried ? (field.read ?? undefined) : undefined}
      onInput={field.set}
    />
  );
}

/** One selected creature's number field (its d20, its bonus, its effect dice' total). */
export function CreatureNumberField(props: {
  /** The field's ID without the creature's: the creature's ID is appended. */
  idPrefix: string;
  creature: string;
  label: string;
  typed: TypedByCreature;
  form: ToolForm;
}): JSX.Element {
  const { creature, typed, form } = props;
  return (
    <TextField
      id={`${props.idPrefix}-${creature}`}
      label={props.label}
      messages={form.messages}
      value={typed.texts[creature] ?? ''}
      result={form.tried ? typed.reads[creature] : undefined}
      onInput={(value) => typed.set(creature, value)}
    />
  );
}
