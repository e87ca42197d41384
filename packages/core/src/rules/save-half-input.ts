import type { ConditionId } from '../conditions/condition-types.ts';
import type { BonusDie } from './bonus-dice.ts';
import { DAMAGE_LIMITS, type DamageType } from './damage-limits.ts';
import type { RollModeChoice } from './roll-mode.ts';

/** Save-for-half input shapes and limits, apart from the rule so a reader of input loads no dice engine. */

/** Cover a saving creature can have (Total Cover: it can't be targeted, so it makes no save). */
export const SAVE_TARGET_COVER = ['none', 'half', 'three-quarters'] as const;
export type SaveTargetCover = (typeof SAVE_TARGET_COVER)[number];

/** One creature in the area: its save and its defenses. */
export interface SaveTarget {
  saveBonus: number;
  mode: RollModeChoice;
  cover: SaveTargetCover;
  resist: readonly DamageType[];
  vulnerable: readonly DamageType[];
  immune: readonly DamageType[];
  /** Its conditions (Paralyzed: a Strength or Dexterity save fails) and Exhaustion level. */
  conditions?: readonly ConditionId[];
  exhaustion?: number;
  /** Dice added to or taken from its save (Bless +1d4, Bane −1d4), counted over every face. */
  bonusDice?: readonly BonusDie[];
}

/** A target with no save bonus, no Advantage or Disadvantage, no cover and no defenses. */
export const PLAIN_SAVE_TARGET: SaveTarget = {
  saveBonus: 0,
  mode: 'normal',
  cover: 'none',
  resist: [],
  vulnerable: [],
  immune: [],
};

/** Most damage parts in one hit and most targets of one effect (the site's calculator shows up to 8). */
export const SAVE_HALF_LIMITS = { maxParts: DAMAGE_LIMITS.maxParts, maxTargets: 8 } as const;
