import { useState } from 'preact/hooks';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';

/** The whole numbers a field takes (a core limit: D20_LIMITS.face, D20_LIMITS.target...). */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** Text typed in a tool (dice, a name): what was typed and its setter. */
export interface TypedText {
  readonly text: string;
  readonly set: (text: string) => void;
}

/** Text typed in a tool, as it was typed. */
export function useTypedText(initial: string): TypedText {
  const [text, set] = useState(initial);
  return { text, set };
}

/**
 * One whole number typed in a tool (a DC, an attack bonus): its text, its setter and its read; an
 * optional number left empty (damage the table did not roll) has no read.
 */
export interface TypedNumber extends TypedText {
  readonly read: FieldResult<number> | null;
  /** The number, or `fallback` while it does not read (the tool then refuses to act). */
  readonly valueOr: (fallback: number) => number;
}

/** A whole number typed in a tool, read against its range on every render. */
export function useTypedNumber(initial: string, range: NumberRange, optional = false): TypedNumber {
  const [text, set] = useState(initial);
  const read = optional && text.trim() === '' ? null : parseIntegerField(text, range.min, range.max);
  return { text, set, read, valueOr: (fallback) => (read?.ok ? read.value : fallback) };
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
  /** The numbers that read, by creature: what the core is handed. */
  readonly values: () => Record<string, number>;
}

/** Whole numbers typed by creature, read against a range for the selected creatures only. */
export function useTypedByCreature(selected: readonly string[], range: NumberRange): TypedByCreature {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const reads = Object.fromEntries(
    selected
      .filter((id) => (texts[id] ?? '').trim() !== '')
      .map((id) => [id, parseIntegerField(texts[id]!, range.min, range.max)]),
  ) as Record<string, FieldResult<number>>;
  return {
    texts,
    reads,
    set: (id, text) => setTexts({ ...texts, [id]: text }),
    clear: () => setTexts({}),
    values: () =>
      Object.fromEntries(Object.entries(reads).flatMap(([id, read]) => (read.ok ? [[id, read.value]] : []))),
  };
}

/**
 * Whether every number a tool was given reads: its own fields (one left empty that may be) and
 * each creature's (a creature with nothing typed counts, the core rolls for it).
 */
export function allRead(fields: readonly TypedNumber[], typed: readonly TypedByCreature[]): boolean {
  const reads = [...fields.map((field) => field.read), ...typed.flatMap((one) => Object.values(one.reads))];
  return reads.every((read) => read === null || read.ok);
}
