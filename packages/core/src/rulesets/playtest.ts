import { type Ruleset, refsIn } from './types.ts';

const ref = refsIn('004');

/** The D&D Playtest "How to Play" rules (seed 004), for side-by-side comparison. */
export const playtest: Ruleset = {
  id: 'playtest',
  seed: '004',
  criticalHit: { damageDice: 'maximize', ref: ref('CriticalHits', '1114-1118') },
  naturalRollsOnAttacks: {
    natural20: 'critical-hit',
    natural1: 'miss',
    ref: ref('Rolling20or1', '1016-1021'),
  },
  lowestHitPoints: { kind: 'negative', ref: ref('HitPoints', '1156-1161') },
  dying: {
    kind: 'constitution-save',
    dc: 10,
    failureDamage: '1d6',
    successesToStabilize: 3,
    deathThreshold: 'negative-con-score-plus-level',
    ref: ref('DeathSavingThrows', '1162-1188'),
  },
  stabilizedRecovery: { hours: '2d6', hitPoints: 1, ref: ref('StabilizingaCharacter', '1190-1196') },
  healingFromBelowZero: { kind: 'starts-at-zero', ref: ref('Healing', '1218-1224') },
  massiveDamage: { enabled: false, ref: ref('InstantDeath', '1183-1188') },
  temporaryHitPoints: { enabled: false, ref: ref('TemporaryHitPoints', '1137-1224') },
  resistanceAndVulnerability: {
    resistanceDivisor: 2,
    vulnerabilityMultiplier: 2,
    rounding: 'down',
    immunity: false,
    ref: ref('ResistanceandVulnerability', '1127-1131'),
  },
  saveSuccessDamage: { kind: 'unspecified', ref: ref('HalfDamage', '158-164') },
  spellSaveDc: { base: 10, addsProficiencyBonus: false, ref: ref('FillInNumbers', '1651-1657') },
  spellAttack: { addsProficiencyBonus: false, ref: ref('FillInNumbers', '1659-1665') },
  proficiencyBonus: { enabled: false, ref: ref('Proficiency', '1011-1013') },
  knockOut: { hitPoints: 0, ref: ref('KnockingOutaCreature', '1198-1208') },
  contests: { enabled: true, ref: ref('PlaytestContests', '76-110') },
  surprise: { kind: 'no-move-or-action-first-turn', ref: ref('Initiative', '744-761') },
  dodge: { kind: 'bonus', acBonus: 4, dexSaveBonus: 4, ref: ref('ActionsTable', '874-881') },
  disengage: { maxFeet: 10, ref: ref('ActionsTable', '868-872') },
  opportunityAttack: { withAdvantage: true, ref: ref('OpportunityAttacks', '826-832') },
  bloodied: { isGameState: false, ref: ref('HitPoints', '1148-1154') },
  rests: { shortRestMinutes: 10, longRestMinutes: 480, ref: ref('Resting', '1231-1275') },
  advantage: { stacks: false, cancels: 'any-both', ref: ref('AdvantageDisadvantage', '166-198') },
  difficultTerrainExtraCost: { perFoot: 1, ref: ref('DifficultTerrain', '546-548') },
  travelPerMinute: { kind: 'speed-multiple', speedMultiplier: 10, ref: ref('Travel', '533-539') },
  initiativeTies: { kind: 'dexterity-then-roll-off', ref: ref('Initiative', '776-781') },
};
