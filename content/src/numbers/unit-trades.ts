/**
 * A unit written in the place of another of its kind, where each is still named (units are
 * compared by presence, quantity-findings.ts): the translation writes one unit more often than the
 * English writes it and another unit of the same kind less often, soft words (an English "it" for
 * "a day", unit-anaphors.ts) counted on both sides. "hour-long rests in the midst of a day and an
 * 8-hour rest to end it" written "…ระหว่างชั่วโมง … 8 ชั่วโมงเพื่อจบวัน" names hour and day, but one day
 * fewer and one hour more than the English. A translation may name a unit once more, or once less,
 * than the English; not both at once within one kind. Browser-safe.
 */
import type { PlacedQuantity } from './quantity-side.ts';

const kindOf = (value: string) => value.split(':')[0];
const count = (side: readonly PlacedQuantity[], value: string) =>
  side.filter((q) => q.value === value).length;

/** The translated occurrence of `value` farthest from every English one: the one written in. */
function farthest(english: readonly PlacedQuantity[], translated: readonly PlacedQuantity[], value: string) {
  const distance = (q: PlacedQuantity) =>
    Math.min(...english.filter((e) => e.value === value).map((e) => Math.abs(e.place - q.place)));
  return translated
    .filter((q) => q.value === value && !q.soft)
    .reduce<PlacedQuantity | undefined>(
      (best, q) => (best && distance(best) >= distance(q) ? best : q),
      undefined,
    );
}

/** The English unit (firm) and the translated one written in its place, if a unit was traded. */
export function tradedUnit(
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
): { english: PlacedQuantity; translated: PlacedQuantity } | undefined {
  const values = [...new Set(translated.map((q) => q.value))];
  for (const more of values.filter((value) => count(translated, value) > count(english, value))) {
    const fewer = english.find(
      (q) =>
        !q.soft &&
        q.value !== more &&
        kindOf(q.value) === kindOf(more) &&
        count(translated, q.value) < count(english, q.value),
    );
    const written = fewer && farthest(english, translated, more);
    if (fewer && written) return { english: fewer, translated: written };
  }
  return undefined;
}
