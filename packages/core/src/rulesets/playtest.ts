import type { Ruleset } from './types.ts';

/** The D&D Playtest "How to Play" rules (seed 004), for side-by-side comparison. */
export const playtest: Ruleset = {
  id: 'playtest',
  seed: '004',
  criticalHit: { damageDice: 'maximize', ref: { ruleId: 'CriticalHits', seed: '004', lines: '1114-1118' } },
  naturalRollsOnAttacks: {
    natural20: 'critical-hit',
    natural1: 'miss',
    ref: { ruleId: 'Rolling20or1', seed: '004', lines: '1016-1021' },
  },
  lowestHitPoints: { kind: 'negative', ref: { ruleId: 'HitPoints', seed: '004', lines: '1156-1161' } },
  dying: {
    kind: 'constitution-save',
    dc: 10,
    failureDamage: '1d6',
    successesToStabilize: 3,
    deathThreshold: 'negative-con-score-plus-level',
    ref: { ruleId: 'DeathSavingThrows', seed: '004', lines: '1162-1188' },
  },
  stabilizedRecovery: {
    hours: '2d6',
    hitPoints: 1,
    ref: { ruleId: 'StabilizingaCharacter', seed: '004', lines: '1190-1196' },
  },
  healingFromBelowZero: {
    kind: 'starts-at-zero',
    ref: { ruleId: 'Healing', seed: '004', lines: '1218-1224' },
  },
  massiveDamage: { enabled: false, ref: { ruleId: 'InstantDeath', seed: '004', lines: '1183-1188' } },
  temporaryHitPoints: {
    enabled: false,
    ref: { ruleId: 'TemporaryHitPoints', seed: '004', lines: '1137-1224' },
  },
  resistanceAndVulnerability: {
    resistanceDivisor: 2,
    vulnerabilityMultiplier: 2,
    rounding: 'down',
    immunity: false,
    ref: { ruleId: 'ResistanceandVulnerability', seed: '004', lines: '1127-1131' },
  },
  saveSuccessDamage: { kind: 'unspecified', ref: { ruleId: 'HalfDamage', seed: '004', lines: '158-164' } },
  spellSaveDc: {
    base: 10,
    addsProficiencyBonus: false,
    ref: { ruleId: 'FillInNumbers', seed: '004', lines: '1651-1657' },
  },
  spellAttack: {
    addsProficiencyBonus: false,
    ref: { ruleId: 'FillInNumbers', seed: '004', lines: '1659-1665' },
  },
  proficiencyBonus: { enabled: false, ref: { ruleId: 'Proficiency', seed: '004', lines: '1011-1013' } },
  knockOut: { hitPoints: 0, ref: { ruleId: 'KnockingOutaCreature', seed: '004', lines: '1198-1208' } },
  contests: { enabled: true, ref: { ruleId: 'PlaytestContests', seed: '004', lines: '76-110' } },
  surprise: {
    kind: 'no-move-or-action-first-turn',
    ref: { ruleId: 'Initiative', seed: '004', lines: '744-761' },
  },
  dodge: {
    kind: 'bonus',
    acBonus: 4,
    dexSaveBonus: 4,
    ref: { ruleId: 'ActionsTable', seed: '004', lines: '874-881' },
  },
  disengage: { maxFeet: 10, ref: { ruleId: 'ActionsTable', seed: '004', lines: '868-872' } },
  opportunityAttack: {
    withAdvantage: true,
    ref: { ruleId: 'OpportunityAttacks', seed: '004', lines: '826-832' },
  },
  bloodied: { isGameState: false, ref: { ruleId: 'HitPoints', seed: '004', lines: '1148-1154' } },
  rests: {
    shortRestMinutes: 10,
    longRestMinutes: 480,
    ref: { ruleId: 'Resting', seed: '004', lines: '1231-1275' },
  },
  advantage: {
    stacks: false,
    cancels: 'any-both',
    ref: { ruleId: 'AdvantageDisadvantage', seed: '004', lines: '166-198' },
  },
  difficultTerrainExtraCost: {
    perFoot: 1,
    ref: { ruleId: 'DifficultTerrain', seed: '004', lines: '546-548' },
  },
  travelPerMinute: {
    kind: 'speed-multiple',
    speedMultiplier: 10,
    ref: { ruleId: 'Travel', seed: '004', lines: '533-539' },
  },
  initiativeTies: {
    kind: 'dexterity-then-roll-off',
    ref: { ruleId: 'Initiative', seed: '004', lines: '776-781' },
  },
};
