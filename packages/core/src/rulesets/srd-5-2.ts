import type { Ruleset } from './types.ts';

/** The default ruleset: System Reference Document 5.2 (seed 002). */
export const srd52: Ruleset = {
  id: 'srd-5.2',
  seed: '002',
  criticalHit: { damageDice: 'roll-twice', ref: { ruleId: 'CriticalHits', seed: '002', lines: '711-713' } },
  naturalRollsOnAttacks: {
    natural20: 'critical-hit',
    natural1: 'miss',
    ref: { ruleId: 'Rolling20or1', seed: '002', lines: '192-196' },
  },
  lowestHitPoints: { kind: 'zero', ref: { ruleId: 'HitPoints', seed: '002', lines: '693-697' } },
  dying: {
    kind: 'death-saving-throw',
    dc: 10,
    successesToStabilize: 3,
    failuresToDie: 3,
    natural1Failures: 2,
    natural20Revives: true,
    damageAtZeroFailures: 1,
    criticalDamageAtZeroFailures: 2,
    ref: { ruleId: 'DeathSavingThrows', seed: '002', lines: '777-787' },
  },
  stabilizedRecovery: {
    hours: '1d4',
    hitPoints: 1,
    ref: { ruleId: 'StabilizingaCharacter', seed: '002', lines: '789-793' },
  },
  healingFromBelowZero: { kind: 'not-applicable', ref: { ruleId: 'Healing', seed: '002', lines: '749-753' } },
  massiveDamage: { enabled: true, ref: { ruleId: 'InstantDeath', seed: '002', lines: '759-767' } },
  temporaryHitPoints: { enabled: true, ref: { ruleId: 'TemporaryHitPoints', seed: '002', lines: '799-819' } },
  resistanceAndVulnerability: {
    resistanceDivisor: 2,
    vulnerabilityMultiplier: 2,
    rounding: 'down',
    immunity: true,
    ref: { ruleId: 'OrderofApplication', seed: '002', lines: '739-743' },
  },
  saveSuccessDamage: {
    kind: 'half-round-down',
    ref: { ruleId: 'HalfDamage', seed: '002', lines: '723-725' },
  },
  spellSaveDc: {
    base: 8,
    addsProficiencyBonus: true,
    ref: { ruleId: 'FillInNumbers', seed: '002', lines: '1116-1122' },
  },
  spellAttack: {
    addsProficiencyBonus: true,
    ref: { ruleId: 'FillInNumbers', seed: '002', lines: '1116-1122' },
  },
  proficiencyBonus: { enabled: true, ref: { ruleId: 'Proficiency', seed: '002', lines: '229-245' } },
  knockOut: { hitPoints: 1, ref: { ruleId: 'KnockingOutaCreature', seed: '002', lines: '795-797' } },
  contests: { enabled: false, ref: { ruleId: 'AbilityChecks', seed: '002', lines: '81-93' } },
  surprise: { kind: 'disadvantage-on-initiative', ref: { ruleId: 'Initiative', seed: '002', lines: '501' } },
  dodge: { kind: 'advantage', ref: { ruleId: 'ActionsTable', seed: '002', lines: '313' } },
  disengage: { maxFeet: null, ref: { ruleId: 'ActionsTable', seed: '002', lines: '312' } },
  opportunityAttack: {
    withAdvantage: false,
    ref: { ruleId: 'OpportunityAttacks', seed: '002', lines: '645-651' },
  },
  bloodied: { isGameState: true, ref: { ruleId: 'HitPoints', seed: '002', lines: '699' } },
  rests: {
    shortRestMinutes: 60,
    longRestMinutes: 480,
    ref: { ruleId: 'Resting', seed: '002', lines: '701-703' },
  },
  advantage: {
    stacks: false,
    cancels: 'any-both',
    ref: { ruleId: 'TheyDontStack', seed: '002', lines: '210-212' },
  },
  difficultTerrainExtraCost: {
    perFoot: 1,
    ref: { ruleId: 'DifficultTerrain', seed: '002', lines: '539-543' },
  },
  travelPerMinute: { kind: 'pace-table', ref: { ruleId: 'TravelPaceTable', seed: '002', lines: '463-467' } },
  initiativeTies: { kind: 'gm-and-players-decide', ref: { ruleId: 'Initiative', seed: '002', lines: '505' } },
};
