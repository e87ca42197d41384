import type { DamageType } from './damage-limits.ts';

/**
 * One typed part of a hit (ruleId DamageTypes: "Each instance of damage has a type"): dice before
 * the roll (`'2d6'`), the rolled whole amount after it (`7`).
 */
export interface DamagePart<Amount extends string | number = string> {
  amount: Amount;
  type: DamageType;
}

/** What a part's amount is: dice to roll (`2d6`) or a whole amount already rolled (`7`). */
export type DamagePartAmounts = 'dice' | 'rolled';

/** The amount's type for each kind of part. */
export type DamagePartAmountOf<K extends DamagePartAmounts> = K extends 'rolled' ? number : string;
