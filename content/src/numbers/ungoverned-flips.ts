/**
 * A Thai direction word that governs no quantity, flipped: read firm where the English near it makes
 * a change of the other direction (decision 513). Browser-safe.
 */
import type { PlacedQuantity } from './quantity-side.ts';

/** English words that make a change of a quantity, not compare one ("less", "lowest") or say where ("down"). */
const CHANGE =
  /^(?:add(?:s|ed|ing|itional)?|drop(?:s|ped)?|reduce[sd]?|subtract(?:s|ed)?|increase[sd]?|decrease[sd]?)$/iu;
/** How near (as a share of each side's text) the English change word stands to the Thai word. */
const NEAR = 0.2;

/**
 * A direction word the translation writes governing nothing (read soft, read-quantities.ts) is
 * read firm where the English, near it, makes a change of the other direction in a clause that
 * names none of its own ("additional action options" written ตัวเลือกแอ็คชันที่ลดลง, "drop their
 * guard" เพิ่มการป้องกัน, "before being added" ก่อนนำไปลบ): a flipped word, which no soft word may
 * hide (decision 513). The uses set (uses/direction-uses.ts) holds such words where the English
 * names no change: those stay soft.
 */
export function firmWhereEnglishChangesOther(
  english: readonly PlacedQuantity[],
  translated: readonly PlacedQuantity[],
): readonly PlacedQuantity[] {
  return translated.map((quantity) => {
    if (!quantity.ungoverned) return quantity;
    const flipped = english.some(
      (other) =>
        Math.abs(other.place - quantity.place) <= NEAR &&
        other.value !== quantity.value &&
        CHANGE.test(other.written) &&
        !english.some((same) => same.clause === other.clause && same.value === quantity.value),
    );
    return flipped ? { ...quantity, soft: false } : quantity;
  });
}
