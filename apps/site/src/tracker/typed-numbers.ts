import { useState } from 'preact/hooks';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';

/** The whole numbers a field takes (a core limit: D20_LIMITS.face, D20_LIMITS.target...). */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

export function useTypedText(initial: string) {
  const [text, set] = useState(initial);
  return { text, set };
}
export type TypedText = ReturnType<typeof useTypedText>;

/**
 * One whole number typed in a tool, read against its range on every render (an optional one left
 * empty has no read); `valueOr` gives `fallback` while it does not read (the tool then refuses to act).
 */
export function useTypedNumber(initial: string, range: NumberRange, optional = false) {
  const [text, set] = useState(initial);
  const read = optional && text.trim() === '' ? null : parseIntegerField(text, range.min, range.max);
  return { text, set, read, valueOr: (fallback: number) => (read?.ok ? read.value : fallback) };
}
export type TypedNumber = ReturnType<typeof useTypedNumber>;

/**
 * Whole numbers typed for each selected creature (its d20, bonus, effect dice): one with nothing
 * typed has no read (the core rolls for it); `clear` forgets every text after the roll.
 */
export function useTypedByCreature(selected: readonly string[], range: NumberRange) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const reads = Object.fromEntries(
    selected
      .filter((id) => (texts[id] ?? '').trim() !== '')
      .map((id) => [id, parseIntegerField(texts[id]!, range.min, range.max)]),
  ) as Record<string, FieldResult<number>>;
  return {
    texts,
    reads,
    set: (id: string, text: string) => setTexts({ ...texts, [id]: text }),
    clear: () => setTexts({}),
    values: (): Record<string, number> =>
      Object.fromEntries(Object.entries(reads).flatMap(([id, read]) => (read.ok ? [[id, read.value]] : []))),
  };
}
export type TypedByCreature = ReturnType<typeof useTypedByCreature>;

/**
 * Whether every number a tool was given reads: its own fields (one left empty that may be) and
 * each creature's (a creature with nothing typed counts, the core rolls for it).
 */
export function allRead(fields: readonly TypedNumber[], typed: readonly TypedByCreature[]): boolean {
  const reads = [...fields.map((field) => field.read), ...typed.flatMap((one) => Object.values(one.reads))];
  return reads.every((read) => read === null || read.ok);
}
