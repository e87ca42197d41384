/**
 * @polyhedral/core/tracker: the combat tracker's state and every change to it (creatures,
 * initiative, turns, hit points, conditions, effects, concentration, save for half, the
 * tracker and player-view files).
 */

export {
  ATTACK_COVER,
  type AttackCover,
  type AttackDamagePart,
  type AttackDamageRoll,
  type AttackReceipt,
  type AttackTargetReceipt,
  attackCreatures,
  attackOddsFor,
  type CheckReceipt,
  checkCreatures,
  checkOddsFor,
  type TrackerAttack,
  type TrackerCheck,
} from './attack-rolls.ts';
export { creatureFromCharacter } from './character-creature.ts';
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
export {
  type ConcentrationEnding,
  type ConcentrationEndReason,
  concentrationEndings,
  endTiedEffects,
  requireConcentrator,
} from './concentration-effects.ts';
export { countedConditions, mootConditions } from './condition-standing.ts';
export {
  addCondition,
  CONDITION_DURATION_KINDS,
  type ConditionDuration,
  conditionExpiry,
  exhaustionEffects,
  removeCondition,
  roundsLeft,
  setExhaustion,
} from './conditions.ts';
export { creatureSpeed } from './creature-speed.ts';
export {
  type EffectDamageRoll,
  type EffectDiceGroup,
  rollEffectDamage,
  typedEffectDamage,
} from './effect-damage.ts';
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
export {
  type GroupMemberOdds,
  type GroupOdds,
  type GroupSave,
  groupAttackOdds,
  groupCheckOdds,
  groupSaveOdds,
} from './group-odds.ts';
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
export {
  canMoveWithinTie,
  type InitiativeRoll,
  initiativeTies,
  moveWithinTie,
  placeInOrder,
  rollInitiative,
  setInitiative,
  tieDecider,
} from './initiative.ts';
export { clearInitiativeLines, linesInOrder, lineTotal } from './initiative-lines.ts';
export {
  type MonsterHealth,
  PLAYER_VIEW_FILE,
  type PlayerView,
  playerView,
  playerViewText,
  readPlayerView,
  type ViewCharacter,
  type ViewMonster,
} from './player-view.ts';
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
export {
  type SaveForHalfEffect,
  type SaveForHalfReceipt,
  saveForHalfOnCreatures,
} from './save-for-half.ts';
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
export {
  EXHAUSTION,
  TRACKER_CONDITIONS,
  TRACKER_LIMITS,
  type TrackerConditionId,
} from './tracker-limits.ts';
export type {
  ConcentrationCheck,
  ConditionExpiry,
  InitiativeLine,
  RoundNote,
  SavedAttack,
  TrackerCondition,
  TrackerCreature,
  TrackerEffect,
  TrackerEffectRoll,
  TrackerGroup,
  TrackerSettings,
  TrackerState,
  TrackerUse,
  TurnChange,
  TypedInitiative,
} from './tracker-types.ts';
export { SAVED_ATTACK_KINDS, USE_RESETS } from './tracker-types.ts';
export {
  endCombat,
  isDefeated,
  nextTurn,
  previousTurn,
  setSkipDefeated,
  skipsDefeated,
  startCombat,
} from './turns.ts';
