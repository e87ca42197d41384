/**
 * What the quantity reader (read-quantities.ts) says each quantity is: its role in the sentence
 * and the kind it is compared in (quantity-findings.ts). Data only. Browser-safe.
 */

export type QuantityRole =
  | 'count'
  | 'ordinal'
  | 'whole'
  | 'multiplier'
  | 'fraction'
  | 'percent'
  | 'direction'
  | 'boundary'
  | 'turn'
  | 'unit';

/**
 * What the comparison counts together: a count, an ordinal, a whole ("both", ทั้งสอง, 两者: every one
 * of a number) and a multiplier are all one number.
 */
/** `measure`: a number with the unit after it ("3 miles" is 3 mi, not 3 ft). */
export type QuantityKind =
  | 'number'
  | 'measure'
  | 'fraction'
  | 'percent'
  | 'direction'
  | 'boundary'
  | 'turn'
  | 'unit';

/** The kind each role is counted in. */
export const KIND_OF_ROLE: Record<QuantityRole, QuantityKind> = {
  count: 'number',
  ordinal: 'number',
  whole: 'number',
  multiplier: 'number',
  fraction: 'fraction',
  percent: 'percent',
  direction: 'direction',
  boundary: 'boundary',
  turn: 'turn',
  unit: 'unit',
};
