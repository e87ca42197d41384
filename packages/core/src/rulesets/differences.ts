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
  /**
   * The topic's detail as data elsewhere in the core: `conditions`, every condition's effects in
   * both rulesets (CONDITION_DIFFERENCES, from the data rollConditions applies).
   */
  details?: 'conditions';
}

export const RULE_DIFFERENCES: readonly RuleDifference[] = [
  {
    topic: 'critical-hit-damage',
    status: 'CHANGED',
    ruleId: 'CriticalHits',
    encodedBy: 'criticalHit',
  },
  {
    topic: 'natural-1-natural-20-on-attacks',
    status: 'SAME',
    ruleId: 'Rolling20or1',
    encodedBy: 'naturalRollsOnAttacks',
  },
  {
    topic: 'lowest-hit-points',
    status: 'CHANGED',
    ruleId: 'HitPoints',
    encodedBy: 'lowestHitPoints',
  },
  {
    topic: 'dropping-to-0-hp',
    status: 'CHANGED',
    ruleId: 'Droppingto0HitPoints',
    encodedBy: 'lowestHitPoints',
  },
  {
    topic: 'death-saving-throws',
    status: 'CHANGED',
    ruleId: 'DeathSavingThrows',
    encodedBy: 'dying',
  },
  {
    topic: 'when-you-die',
    status: 'CHANGED',
    ruleId: 'InstantDeath',
    encodedBy: 'dying',
  },
  {
    topic: 'stabilizing',
    status: 'CHANGED',
    ruleId: 'StabilizingaCharacter',
    encodedBy: 'stabilizedRecovery',
  },
  {
    topic: 'healing-from-below-0',
    status: 'CHANGED',
    ruleId: 'Healing',
    encodedBy: 'healingFromBelowZero',
  },
  {
    topic: 'knock-out-nonlethal-damage',
    status: 'CHANGED',
    ruleId: 'KnockingOutaCreature',
    encodedBy: 'knockOut',
  },
  {
    topic: 'coup-de-grace',
    status: 'PLAYTEST ONLY',
    ruleId: 'PlaytestCoupdeGrace',
    encodedBy: null,
  },
  {
    topic: 'monsters-at-0-hp',
    status: 'SAME (wording)',
    ruleId: 'InstantDeath',
    encodedBy: null,
  },
  {
    topic: 'bloodied-wound-description',
    status: 'CHANGED',
    ruleId: 'HitPoints',
    encodedBy: 'bloodied',
  },
  {
    topic: 'temporary-hit-points',
    status: 'SRD ONLY',
    ruleId: 'TemporaryHitPoints',
    encodedBy: 'temporaryHitPoints',
  },
  {
    topic: 'resistance-vulnerability',
    status: 'CHANGED (detail)',
    ruleId: 'ResistanceandVulnerability',
    encodedBy: 'resistanceAndVulnerability',
  },
  {
    topic: 'damage-on-a-successful-save',
    status: 'CHANGED',
    ruleId: 'HalfDamage',
    encodedBy: 'saveSuccessDamage',
  },
  {
    topic: 'area-damage-vs-several-targets',
    status: 'SAME',
    ruleId: 'DamageagainstMultipleTargets',
    encodedBy: null,
  },
  {
    topic: 'ability-modifier-rule',
    status: 'SAME values, different presentation',
    ruleId: 'AbilityModifiers',
    encodedBy: null,
  },
  {
    topic: 'ability-score-ranges',
    status: 'CHANGED (detail)',
    ruleId: 'AbilityScores',
    encodedBy: null,
  },
  {
    topic: 'proficiency-bonus',
    status: 'SRD ONLY',
    ruleId: 'Proficiency',
    encodedBy: 'proficiencyBonus',
  },
  {
    topic: 'contests',
    status: 'PLAYTEST ONLY',
    ruleId: 'PlaytestContests',
    encodedBy: 'contests',
  },
  {
    topic: 'which-ability-check-naming',
    status: 'CHANGED (framework)',
    ruleId: 'D20Tests',
    encodedBy: null,
  },
  {
    topic: 'advantage-disadvantage',
    status: 'MOSTLY SAME',
    ruleId: 'AdvantageDisadvantage',
    encodedBy: 'advantage',
  },
  {
    topic: 'heroic-inspiration',
    status: 'SRD ONLY',
    ruleId: 'HeroicInspiration',
    encodedBy: null,
  },
  {
    topic: 'surprise',
    status: 'CHANGED',
    ruleId: 'Initiative',
    encodedBy: 'surprise',
  },
  {
    topic: 'initiative-ties',
    status: 'CHANGED',
    ruleId: 'Initiative',
    encodedBy: 'initiativeTies',
  },
  {
    topic: 'combat-sequence',
    status: 'CHANGED',
    ruleId: 'CombatStepbyStep',
    encodedBy: null,
  },
  {
    topic: 'dodge',
    status: 'CHANGED',
    ruleId: 'ActionsTable',
    encodedBy: 'dodge',
  },
  {
    topic: 'disengage',
    status: 'CHANGED',
    ruleId: 'ActionsTable',
    encodedBy: 'disengage',
  },
  {
    topic: 'dash-vs-hustle',
    status: 'CHANGED (name)',
    ruleId: 'ActionsTable',
    encodedBy: null,
  },
  {
    topic: 'help',
    status: 'CHANGED',
    ruleId: 'ActionsTable',
    encodedBy: null,
  },
  {
    topic: 'opportunity-attacks',
    status: 'CHANGED',
    ruleId: 'OpportunityAttacks',
    encodedBy: 'opportunityAttack',
  },
  {
    topic: 'ready',
    status: 'CHANGED',
    ruleId: 'ActionsTable',
    encodedBy: null,
  },
  {
    topic: 'bonus-actions',
    status: 'SRD ONLY',
    ruleId: 'BonusActions',
    encodedBy: null,
  },
  {
    topic: 'reactions',
    status: 'SAME (core)',
    ruleId: 'Reactions',
    encodedBy: null,
  },
  {
    topic: 'moving-through-creatures',
    status: 'CHANGED',
    ruleId: 'MovingaroundOtherCreatures',
    encodedBy: null,
  },
  {
    topic: 'difficult-terrain',
    status: 'SAME (units)',
    ruleId: 'DifficultTerrain',
    encodedBy: 'difficultTerrainExtraCost',
  },
  {
    topic: 'ranged-attacks-in-close-combat',
    status: 'CHANGED',
    ruleId: 'RangedAttacksinCloseCombat',
    encodedBy: null,
  },
  {
    topic: 'reach',
    status: 'SAME (wording)',
    ruleId: 'Reach',
    encodedBy: null,
  },
  {
    topic: 'cover',
    status: 'SAME values',
    ruleId: 'Cover',
    encodedBy: null,
  },
  {
    topic: 'unseen-attackers-targets',
    status: 'CHANGED',
    ruleId: 'UnseenAttackersandTargets',
    encodedBy: null,
  },
  {
    topic: 'hiding',
    status: 'CHANGED',
    ruleId: 'Hiding',
    encodedBy: null,
  },
  {
    topic: 'finding-hidden-objects',
    status: 'SAME (idea)',
    ruleId: 'FindingHiddenObjects',
    encodedBy: null,
  },
  {
    topic: 'object-interaction',
    status: 'CHANGED',
    ruleId: 'TimeLimitedObjectInteractions',
    encodedBy: null,
  },
  {
    topic: 'rests',
    status: 'CHANGED',
    ruleId: 'Resting',
    encodedBy: 'rests',
  },
  {
    topic: 'carrying-capacity',
    status: 'CHANGED (location)',
    ruleId: 'CarryingObjects',
    encodedBy: null,
  },
  {
    topic: 'travel-and-time',
    status: 'CHANGED',
    ruleId: 'Travel',
    encodedBy: 'travelPerMinute',
  },
  {
    topic: 'spell-save-dc-spell-attack',
    status: 'CHANGED',
    ruleId: 'FillInNumbers',
    encodedBy: 'spellSaveDc',
  },
  {
    topic: 'exceptions-vs-general-rules',
    status: 'SRD ONLY',
    ruleId: 'ExceptionsSupersedeGeneralRules',
    encodedBy: null,
  },
  {
    topic: 'round-down',
    status: 'CHANGED (scope)',
    ruleId: 'RoundDown',
    encodedBy: null,
  },
  {
    topic: 'conditions-list',
    status: 'CHANGED',
    ruleId: 'Conditions',
    encodedBy: null,
    details: 'conditions',
  },
];
