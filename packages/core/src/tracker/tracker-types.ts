import type { ConditionCause } from '../conditions/condition-types.ts';
import type { BonusDiceRoll } from '../rules/bonus-dice-roll.ts';
import type { RollMode } from '../rules/d20-test.ts';
import type { DamageType } from '../rules/damage-limits.ts';
import type { Ability } from '../tables/shared-labels.ts';
import type { TrackerConditionId } from './tracker-limits.ts';

/** When a timed condition ends: at the start or the end of one creature's turn in a given round. */
export type ConditionExpiry =
  | { readonly kind: 'until-removed' }
  | {
      readonly kind: 'turn-start' | 'turn-end';
      /** The creature whose turn ends it (its name is kept for display if it leaves the fight). */
      readonly creatureId: string;
      readonly creatureName: string;
      readonly round: number;
    };

export interface TrackerCondition {
  readonly id: string;
  readonly condition: TrackerConditionId;
  readonly expires: ConditionExpiry;
  /** Given by dropping to 0 Hit Points (Unconscious), so regaining hit points ends it. */
  readonly fromZeroHp?: boolean;
  /** The creature concentrating on the spell that gave it: it ends when that Concentration ends. */
  readonly concentration?: { readonly creatureId: string; readonly creatureName: string };
}

/** A pending Constitution save to keep Concentration after damage (CONCENTRATION_SAVE). */
export interface ConcentrationCheck {
  readonly damage: number;
  readonly dc: number;
  readonly bonus: number;
  /** The lowest d20 face that keeps Concentration (null: none does). */
  readonly need: number | null;
  /** The exact chance to keep Concentration, as the fraction "num/den". */
  readonly keep: string;
  /** Other sources of Advantage and Disadvantage on this save (War Caster...), as given. */
  readonly advantage?: number;
  readonly disadvantage?: number;
  /** Advantage, Disadvantage or neither after the creature's conditions and the sources. */
  readonly mode?: 'normal' | 'advantage' | 'disadvantage';
  /** Why the odds are what they are (Exhaustion, conditions, sources): `conditions.cause.*`. */
  readonly causes?: readonly ConditionCause[];
}

export interface TrackerCreature {
  readonly id: string;
  readonly name: string;
  /** Characters make Death Saving Throws at 0 HP; monsters die (InstantDeath). */
  readonly kind: 'character' | 'monster';
  readonly initiativeBonus: number;
  /** The Initiative count (null until rolled or typed). */
  readonly initiative: number | null;
  readonly ac: number;
  /** Its Speed in feet as the table gave it (absent: not given); conditions and Exhaustion apply on top. */
  readonly speed?: number;
  readonly maxHp: number;
  readonly hp: number;
  readonly temp: number;
  /** Saving throw bonuses the table gave (absent: not given). */
  readonly saves: Readonly<Partial<Record<Ability, number>>>;
  readonly resist: readonly DamageType[];
  readonly vulnerable: readonly DamageType[];
  readonly immune: readonly DamageType[];
  /**
   * Its own Condition Immunities (a stat block's: a skeleton's Poisoned, Exhaustion excepted):
   * such a condition given to it stays on record but does not apply (mootConditions). Absent: none.
   */
  readonly conditionImmune?: readonly TrackerConditionId[];
  readonly deathSaves: { readonly successes: number; readonly failures: number };
  readonly stable: boolean;
  readonly dead: boolean;
  readonly conditions: readonly TrackerCondition[];
  /** Exhaustion level, 0 (none) to EXHAUSTION.deathAt. */
  readonly exhaustion: number;
  readonly concentrating: boolean;
  /** Saves owed to keep Concentration, one per time it took damage (oldest first). */
  readonly concentrationChecks: readonly ConcentrationCheck[];
  /** Marked defeated by the game master (fled, surrendered, out of the fight) though not dead. */
  readonly defeated?: boolean;
  /** Custom effects with dice (Bless's +1d4 on attack rolls and saves), each with its duration. */
  readonly effects?: readonly TrackerEffect[];
  /** Its attacks, from the stat block it was added from (the attack tool offers them); absent: none. */
  readonly attacks?: readonly SavedAttack[];
  /** Added as one of a group of copies ("4 × Goblin"): the group, and whether it shares one Initiative. */
  readonly group?: TrackerGroup;
  /**
   * A fixed slot: it acts on this count every round and is never rolled ("acts on Initiative
   * 20", a lair's turn); its `initiative` is this count. Absent: rolled or typed as any other.
   */
  readonly fixedInitiative?: number;
  /** What it spends and gets back (reactions, legendary actions), each with when it comes back. Absent: none. */
  readonly uses?: readonly TrackerUse[];
}

/** When a creature's use comes back in full: at the start of each round, or of its own turn. */
export const USE_RESETS = ['round-start', 'turn-start'] as const;

/** Something a creature spends and gets back: its name, how many, how many are left, when they return. */
export interface TrackerUse {
  readonly id: string;
  readonly name: string;
  readonly max: number;
  readonly left: number;
  readonly resets: (typeof USE_RESETS)[number];
}

/** A note the table sees at the start of each round (a lair's doing, a hazard, a reminder). */
export interface RoundNote {
  readonly id: string;
  readonly text: string;
}

/** What a saved attack is: a melee or a ranged attack (rules text AttackRolls). */
export const SAVED_ATTACK_KINDS = ['melee', 'ranged'] as const;

/** An attack kept with a creature or its stat block (`kind` absent in older files: not said). */
export interface SavedAttack {
  readonly name: string;
  readonly bonus: number;
  readonly kind?: (typeof SAVED_ATTACK_KINDS)[number];
  readonly damage: ReadonlyArray<{ readonly dice: string; readonly type: DamageType }>;
}

/** A roll a custom effect's dice change: the creature's attack rolls, saving throws or ability checks. */
export type TrackerEffectRoll = 'attack' | 'save' | 'check';

/** A custom effect the table gave a creature: its name, signed dice (`+1d4`), the rolls, when it ends. */
export interface TrackerEffect {
  readonly id: string;
  readonly name: string;
  /** The core's bonus dice text (`+1d4`, `-1d4`). */
  readonly dice: string;
  readonly rolls: readonly TrackerEffectRoll[];
  readonly expires: ConditionExpiry;
  /** The creature concentrating on it (Bless: its caster): it ends when that Concentration ends. */
  readonly concentration?: { readonly creatureId: string; readonly creatureName: string };
}

/** A group of copies added at once: its ID and whether its members roll one Initiative together. */
export interface TrackerGroup {
  readonly id: string;
  readonly sharedInitiative: boolean;
}

/** The game master's choices for the fight (absent in files of version 1: the defaults). */
export interface TrackerSettings {
  /** Dead and defeated creatures lose their turns (the order passes over them). Default: true. */
  readonly skipDefeated: boolean;
}

/** What happened at one turn change, so "previous turn" can put it back. */
export interface TurnChange {
  readonly from: { readonly creatureId: string; readonly round: number };
  readonly expired: ReadonlyArray<{ readonly creatureId: string; readonly condition: TrackerCondition }>;
  /** Custom effects that ended at this turn change (absent: none). */
  readonly expiredEffects?: ReadonlyArray<{ readonly creatureId: string; readonly effect: TrackerEffect }>;
  /** Uses this turn change gave back in full, each with how many it had left before (absent: none). */
  readonly usesBack?: readonly UseBack[];
}

/** A use a turn change gave back in full, with how many it had left before ("previous turn" puts that back). */
export interface UseBack {
  readonly creatureId: string;
  readonly useId: string;
  readonly left: number;
}

/** The whole tracker: creatures in Initiative order, the round (0 before combat) and whose turn it is. */
export interface TrackerState {
  readonly creatures: readonly TrackerCreature[];
  readonly round: number;
  readonly currentId: string | null;
  readonly history: readonly TurnChange[];
  /** The next number for creature and condition IDs. */
  readonly serial: number;
  readonly settings?: TrackerSettings;
  /** The Initiative lines: the last rolls, or the count typed since (absent or empty: none shown). */
  readonly initiativeLines?: readonly InitiativeLine[];
  /** Notes shown at the start of each round (absent or empty: none). */
  readonly roundNotes?: readonly RoundNote[];
}

/** One Initiative roll: the d20s rolled, the one kept and the total, and why (conditions, Exhaustion). */
export interface InitiativeRoll {
  readonly creatureId: string;
  readonly d20: readonly number[];
  readonly kept: number;
  readonly total: number;
  readonly bonus: number;
  readonly mode: RollMode;
  /** Added to the d20 besides the Initiative bonus (Exhaustion: −2 per level). */
  readonly modifier: number;
  /** The reasons (`conditions.cause.*`): "Advantage: Invisible", "Disadvantage: Incapacitated". */
  readonly causes: readonly ConditionCause[];
  /** The dice its effects add to ability checks (Guidance +1d4), when it has any. */
  readonly dice?: BonusDiceRoll;
  /**
   * A member of a group sharing one Initiative: `shared`, it took the group's roll; `split`, its
   * reading differs (Poisoned, Exhaustion, Surprise...), so it rolled with those that read as it does.
   */
  readonly group?: 'shared' | 'split';
}

/** The count the table typed for a creature after its Initiative line was rolled. */
export interface TypedInitiative {
  readonly creatureId: string;
  readonly typed: number;
}

/** One Initiative line: the page's roll, or the count the table typed. */
export type InitiativeLine = InitiativeRoll | TypedInitiative;
