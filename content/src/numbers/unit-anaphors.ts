/**
 * An English "it" that stands for a unit the sentence has just named as a thing ("a short rest in
 * the midst of a day and a long rest to end it"): a translation may write the unit again where the
 * English writes the pronoun (จบวัน, 结束这一天), so "it" is a soft occurrence of that unit. The
 * unit is named as a thing after an article or a demonstrative ("a day", "the round", "that
 * minute"); a unit that measures ("1 minute"), or one joined into a modifier ("8-hour",
 * "hour-long"), is nothing a pronoun stands for. Browser-safe.
 */
/** What of a quantity (read-quantities.ts) this reads: its kind, place and form. */
interface Read {
  kind: string;
  offset: number;
  written: string;
  soft: boolean;
}

const PRONOUN = /\bit\b/giu;
const SENTENCE_END = /[.!?;:\n]/u;
/** The determiner just before a unit named as a thing. */
const DETERMINER = /\b(?:a|an|the|this|that|each)\s+$/iu;

const namedAsThing = (unit: Read, text: string) =>
  unit.kind === 'unit' &&
  !unit.soft &&
  text[unit.offset + unit.written.length] !== '-' &&
  DETERMINER.test(text.slice(Math.max(0, unit.offset - 6), unit.offset));

/** The soft units the English pronouns of `text` stand for (`found`: its quantities, in any order). */
export function unitAnaphors<Q extends Read>(found: readonly Q[], text: string): Q[] {
  const anaphors: Q[] = [];
  for (const match of text.matchAll(PRONOUN)) {
    // The nearest unit named as a thing: a measure or a modifier between is no referent.
    const last = found
      .filter((quantity) => quantity.offset < match.index && namedAsThing(quantity, text))
      .sort((a, b) => a.offset - b.offset)
      .at(-1);
    if (!last) continue;
    if (SENTENCE_END.test(text.slice(last.offset, match.index))) continue;
    anaphors.push({ ...last, offset: match.index, written: match[0], soft: true });
  }
  return anaphors;
}
