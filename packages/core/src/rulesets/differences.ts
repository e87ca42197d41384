import type { RuleId } from '../rule-ids.ts';
import type { Ruleset } from './types.ts';

/**
 * The 50 topics where the Playtest and SRD 5.2 rules are compared. `encodedBy` names the Ruleset
 * field that holds a difference as data; topics with `encodedBy: null` are described differences
 * only (no number changes, or a rule the calculators do not model). What each ruleset says of a
 * topic is text for readers, so it lives once, in every locale, in the i18n `differences`
 * namespace (`difference.<topic>.srd` / `.playtest`).
 */
export interface RuleDifference {
  topic: string;
  status: string;
  ruleId: RuleId;
  encodedBy: keyof Ruleset | null;
  /** Detail as data elsewhere: `conditions`, every condition's effects in both (CONDITION_DIFFERENCES). */
  details?: 'conditions';
}

/** Each topic as [topic, status, ruleId, encodedBy], in the order readers see them. */
const TOPICS: readonly (readonly [string, string, RuleId, keyof Ruleset | null])[] = [
  ['critical-hit-damage', 'CHANGED', 'CriticalHits', 'criticalHit'],
  ['natural-1-natural-20-on-attacks', 'SAME', 'Rolling20or1', 'naturalRollsOnAttacks'],
  ['lowest-hit-points', 'CHANGED', 'HitPoints', 'lowestHitPoints'],
  ['dropping-to-0-hp', 'CHANGED', 'Droppingto0HitPoints', 'lowestHitPoints'],
  ['death-saving-throws', 'CHANGED', 'DeathSavingThrows', 'dying'],
  ['when-you-die', 'CHANGED', 'InstantDeath', 'dying'],
  ['stabilizing', 'CHANGED', 'StabilizingaCharacter', 'stabilizedRecovery'],
  ['healing-from-below-0', 'CHANGED', 'Healing', 'healingFromBelowZero'],
  ['knock-out-nonlethal-damage', 'CHANGED', 'KnockingOutaCreature', 'knockOut'],
  ['coup-de-grace', 'PLAYTEST ONLY', 'PlaytestCoupdeGrace', null],
  ['monsters-at-0-hp', 'SAME (wording)', 'InstantDeath', null],
  ['bloodied-wound-description', 'CHANGED', 'HitPoints', 'bloodied'],
  ['temporary-hit-points', 'SRD ONLY', 'TemporaryHitPoints', 'temporaryHitPoints'],
  [
    'resistance-vulnerability',
    'CHANGED (detail)',
    'ResistanceandVulnerability',
    'resistanceAndVulnerability',
  ],
  ['damage-on-a-successful-save', 'CHANGED', 'HalfDamage', 'saveSuccessDamage'],
  ['area-damage-vs-several-targets', 'SAME', 'DamageagainstMultipleTargets', null],
  ['ability-modifier-rule', 'SAME values, different presentation', 'AbilityModifiers', null],
  ['ability-score-ranges', 'CHANGED (detail)', 'AbilityScores', null],
  ['proficiency-bonus', 'SRD ONLY', 'Proficiency', 'proficiencyBonus'],
  ['contests', 'PLAYTEST ONLY', 'PlaytestContests', 'contests'],
  ['which-ability-check-naming', 'CHANGED (framework)', 'D20Tests', null],
  ['advantage-disadvantage', 'MOSTLY SAME', 'AdvantageDisadvantage', 'advantage'],
  ['heroic-inspiration', 'SRD ONLY', 'HeroicInspiration', null],
  ['surprise', 'CHANGED', 'Initiative', 'surprise'],
  ['initiative-ties', 'CHANGED', 'Initiative', 'initiativeTies'],
  ['combat-sequence', 'CHANGED', 'CombatStepbyStep', null],
  ['dodge', 'CHANGED', 'ActionsTable', 'dodge'],
  ['disengage', 'CHANGED', 'ActionsTable', 'disengage'],
  ['dash-vs-hustle', 'CHANGED (name)', 'ActionsTable', null],
  ['help', 'CHANGED', 'ActionsTable', null],
  ['opportunity-attacks', 'CHANGED', 'OpportunityAttacks', 'opportunityAttack'],
  ['ready', 'CHANGED', 'ActionsTable', null],
  ['bonus-actions', 'SRD ONLY', 'BonusActions', null],
  ['reactions', 'SAME (core)', 'Reactions', null],
  ['moving-through-creatures', 'CHANGED', 'MovingaroundOtherCreatures', null],
  ['difficult-terrain', 'SAME (units)', 'DifficultTerrain', 'difficultTerrainExtraCost'],
  ['ranged-attacks-in-close-combat', 'CHANGED', 'RangedAttacksinCloseCombat', null],
  ['reach', 'SAME (wording)', 'Reach', null],
  ['cover', 'SAME values', 'Cover', null],
  ['unseen-attackers-targets', 'CHANGED', 'UnseenAttackersandTargets', null],
  ['hiding', 'CHANGED', 'Hiding', null],
  ['finding-hidden-objects', 'SAME (idea)', 'FindingHiddenObjects', null],
  ['object-interaction', 'CHANGED', 'TimeLimitedObjectInteractions', null],
  ['rests', 'CHANGED', 'Resting', 'rests'],
  ['carrying-capacity', 'CHANGED (location)', 'CarryingObjects', null],
  ['travel-and-time', 'CHANGED', 'Travel', 'travelPerMinute'],
  ['spell-save-dc-spell-attack', 'CHANGED', 'FillInNumbers', 'spellSaveDc'],
  ['exceptions-vs-general-rules', 'SRD ONLY', 'ExceptionsSupersedeGeneralRules', null],
  ['round-down', 'CHANGED (scope)', 'RoundDown', null],
];

export const RULE_DIFFERENCES: readonly RuleDifference[] = [
  ...TOPICS.map(([topic, status, ruleId, encodedBy]) => ({ topic, status, ruleId, encodedBy })),
  {
    topic: 'conditions-list',
    status: 'CHANGED',
    ruleId: 'Conditions',
    encodedBy: null,
    details: 'conditions',
  },
];
