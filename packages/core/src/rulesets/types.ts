import type { RuleId } from '../rule-ids.ts';

export type RulesetId = 'srd-5.2' | 'playtest';

/** Where a ruleset states a rule: seed document and line range ("a-b"). */
export interface RuleRef {
  ruleId: RuleId;
  seed: '002' | '004';
  lines: string;
}

/** A ruleset's references to its seed: `ref('CriticalHits', '711-713')`. */
export const refsIn =
  (seed: RuleRef['seed']) =>
  (ruleId: RuleId, lines: string): RuleRef => ({ ruleId, seed, lines });

/** How a character at 0 (or fewer) hit points dies or stabilizes. */
export type DyingRule =
  | {
      kind: 'death-saving-throw';
      /** Plain d20, no ability modifier: this roll or higher succeeds. */
      dc: number;
      successesToStabilize: number;
      failuresToDie: number;
      /** A natural 1 counts as this many failures. */
      natural1Failures: number;
      /** A natural 20 regains 1 hit point. */
      natural20Revives: boolean;
      /** Failures suffered when taking damage at 0 HP (normal, critical). */
      damageAtZeroFailures: number;
      criticalDamageAtZeroFailures: number;
      ref: RuleRef;
    }
  | {
      kind: 'constitution-save';
      /** DC of the Constitution saving throw each turn while dying. */
      dc: number;
      /** Damage taken on a failed save; it cannot be reduced. */
      failureDamage: string;
      successesToStabilize: number;
      /** Death when hit points drop to -(Constitution score + level). */
      deathThreshold: 'negative-con-score-plus-level';
      ref: RuleRef;
    };

export interface Ruleset {
  id: RulesetId;
  seed: '002' | '004';
  /** Extra damage on a Critical Hit: damage dice rolled twice, or every die at its maximum. */
  criticalHit: { damageDice: 'roll-twice' | 'maximize'; ref: RuleRef };
  /** Natural 20 hits (critical) and natural 1 misses, for attack rolls only. */
  naturalRollsOnAttacks: { natural20: 'critical-hit'; natural1: 'miss'; ref: RuleRef };
  /** Lowest current hit points: 0, or negative (dying at 0 or fewer). */
  lowestHitPoints: { kind: 'zero' | 'negative'; ref: RuleRef };
  dying: DyingRule;
  /** A Stable/stabilized creature regains 1 HP after this many hours (dice notation). */
  stabilizedRecovery: { hours: string; hitPoints: number; ref: RuleRef };
  /**
   * Healing below 0 HP: not applicable where HP never goes below 0 (srd-5.2), or first set HP to
   * 0 and then add (playtest).
   */
  healingFromBelowZero: { kind: 'not-applicable' | 'starts-at-zero'; ref: RuleRef };
  /** Massive damage / damage at 0 HP >= HP maximum kills (SRD only). */
  massiveDamage: { enabled: boolean; ref: RuleRef };
  temporaryHitPoints: { enabled: boolean; ref: RuleRef };
  /** Resistance halves (round down), Vulnerability doubles, in the SRD order. */
  resistanceAndVulnerability: {
    resistanceDivisor: number;
    vulnerabilityMultiplier: number;
    rounding: 'down';
    immunity: boolean;
    ref: RuleRef;
  };
  /** Damage on a successful save: half (round down), or unspecified ("partial"). */
  saveSuccessDamage: { kind: 'half-round-down' | 'unspecified'; ref: RuleRef };
  /** Spell save DC = base + spellcasting modifier (+ Proficiency Bonus). */
  spellSaveDc: { base: number; addsProficiencyBonus: boolean; ref: RuleRef };
  spellAttack: { addsProficiencyBonus: boolean; ref: RuleRef };
  /** Proficiency Bonus exists (SRD) or not (playtest uses "training"). */
  proficiencyBonus: { enabled: boolean; ref: RuleRef };
  /** Knock out with a melee attack: target left at this many HP and Unconscious. */
  knockOut: { hitPoints: number; ref: RuleRef };
  /** Contests (both roll, higher wins, ties keep the status quo). */
  contests: { enabled: boolean; ref: RuleRef };
  /** Surprise: Disadvantage on Initiative, or no move/action until after the first turn. */
  surprise: { kind: 'disadvantage-on-initiative' | 'no-move-or-action-first-turn'; ref: RuleRef };
  /** Dodge: attackers have Disadvantage + Advantage on Dex saves, or a flat bonus to AC and Dex saves. */
  dodge:
    | { kind: 'advantage'; ref: RuleRef }
    | { kind: 'bonus'; acBonus: number; dexSaveBonus: number; ref: RuleRef };
  /** Disengage: no Opportunity Attacks for the whole turn (null), or for this many feet of movement. */
  disengage: { maxFeet: number | null; ref: RuleRef };
  /** Opportunity attacks: whether the reacting creature attacks with Advantage. */
  opportunityAttack: { withAdvantage: boolean; ref: RuleRef };
  /** Bloodied (half HP or fewer) is a game state other effects can key off. */
  bloodied: { isGameState: boolean; ref: RuleRef };
  /** Rest lengths in minutes. */
  rests: { shortRestMinutes: number; longRestMinutes: number; ref: RuleRef };
  /** Advantage and Disadvantage: never stack, any of both cancels (same in both rulesets). */
  advantage: { stacks: false; cancels: 'any-both'; ref: RuleRef };
  /** Extra feet of movement per foot of Difficult Terrain. */
  difficultTerrainExtraCost: { perFoot: number; ref: RuleRef };
  /** Distance per minute of travel: the Travel Pace table, or Speed x 10. */
  travelPerMinute:
    | { kind: 'pace-table'; ref: RuleRef }
    | { kind: 'speed-multiple'; speedMultiplier: number; ref: RuleRef };
  initiativeTies: { kind: 'gm-and-players-decide' | 'dexterity-then-roll-off'; ref: RuleRef };
}
