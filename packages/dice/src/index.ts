export * from './algebra.ts';
export * from './ast.ts';
export {
  DICE_ERROR_CODES,
  DICE_EXPECTED,
  DiceError,
  type DiceErrorParams,
  DiceEvaluationError,
  type DiceExpected,
  DiceLimitError,
  DiceSyntaxError,
  type DiceSyntaxExtras,
} from './errors.ts';
export { estimateDistributionWork } from './evaluate/check-limits.ts';
export { type Distribution, distributionOf } from './evaluate/distribution.ts';
export { equallyLikelyOutcomes } from './evaluate/equally-likely-outcomes.ts';
export { rollDice } from './evaluate/roll.ts';
export type { DieRoll, DieRollGroup, RollResult } from './evaluate/roll-result.ts';
export { formatDice } from './format/format-dice.ts';
export { formatHistogram, type HistogramOptions } from './format/format-histogram.ts';
export { DICE_LIMITS } from './limits.ts';
export { mapDiceGroups } from './map-dice-groups.ts';
export { DICE_NOTE_CODES, type DiceNote, type DiceNoteCode } from './notes.ts';
export { foldInput } from './parser/normalize-input.ts';
export { type ParseOptions, parseDice, parseDiceWithNotes } from './parser/parse-dice.ts';
export { readInteger, readIntegerIn } from './parser/read-integer.ts';
export { cryptoRandom } from './random/crypto-random.ts';
export type { RandomSource } from './random/random-source.ts';
export { seededRandom } from './random/seeded-random.ts';
export { type DistributionSummary, distributionSummary, percentile, probabilityAtLeast } from './stats.ts';
