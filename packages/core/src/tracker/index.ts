/** @polyhedral/core/tracker: the combat tracker's state, every change to it, and its files. */

export * from './attack-rolls.ts';
export { creatureFromCharacter } from './character-creature.ts';
export * from './check-rolls.ts';
export {
  type ConcentrationSources,
  concentrationCheckFor,
  dismissConcentrationCheck,
  owingConcentration,
  resolveConcentrationCheck,
  setConcentrating,
  setConcentrationSources,
  type TrackerRollInput,
  type TrackerSaveReceipt,
} from './concentration.ts';
export * from './concentration-effects.ts';
export { countedConditions, mootConditions } from './condition-standing.ts';
export * from './conditions.ts';
export { creatureSpeed } from './creature-speed.ts';
export * from './effect-damage.ts';
export {
  addEffect,
  type BonusDiceRoll,
  bonusDiceRange,
  type EffectInput,
  effectDiceFor,
  effectDiceRoll,
  removeEffect,
  requireSavedEffect,
  rollBonusDice,
  type SavedEffect,
  TRACKER_EFFECT_ROLLS,
} from './effects.ts';
export * from './group-odds.ts';
export { addCreaturesWithHitDice, type HitPointRoll } from './hit-point-dice.ts';
export {
  type DeathSaveReceipt,
  type DeathSaveResult,
  damageCreatures,
  giveTemporaryHitPoints,
  type HitPointReceipt,
  healCreatures,
  rollDeathSave,
} from './hit-points.ts';
export * from './initiative.ts';
export { clearInitiativeLines, linesInOrder, lineTotal } from './initiative-lines.ts';
export * from './out-of-action.ts';
export * from './player-view.ts';
export {
  addRoundNote,
  addUse,
  ROUND_START_LIMITS,
  removeRoundNote,
  removeUse,
  roundJustBegan,
  roundStartNews,
  setFixedInitiative,
  spendUse,
} from './round-start.ts';
export * from './save-for-half.ts';
export { saveOddsFor } from './save-odds.ts';
export {
  addFromStatBlock,
  readStatBlock,
  readStatBlocksFile,
  STAT_BLOCK_FILE,
  type StatBlock,
  saveStatBlock,
  statBlockOfCreature,
  statBlocksFileText,
} from './stat-blocks.ts';
export { requireTrackerCondition, trackerConditions } from './tracker-conditions.ts';
export {
  addCreature,
  addCreatures,
  type CreatureInput,
  createTracker,
  creatureById,
  removeCreature,
  removeGroup,
  requireName,
  setDefeated,
  visibleLength,
} from './tracker-creatures.ts';
export { type TrackerD20, trackerD20 } from './tracker-d20.ts';
export { readTrackerFile, TRACKER_FILE, trackerFileText } from './tracker-file.ts';
export * from './tracker-limits.ts';
export * from './tracker-types.ts';
export * from './turns.ts';
