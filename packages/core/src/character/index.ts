/**
 * @polyhedral/core/character: a character as data (the sheet, its checks and fills, the file
 * format, the dice variables a character gives).
 */

export { characterFileText, readCharacterFile } from './character-file.ts';
export {
  CHARACTER_FILL_KINDS,
  type CharacterFill,
  type CharacterFillKind,
  characterFills,
} from './character-fills.ts';
export {
  CHARACTER_FILE,
  CHARACTER_LIMITS,
} from './character-limits.ts';
export { CHARACTER_SHEET_RULE_IDS, characterSheet, proficientModifier } from './character-sheet.ts';
export {
  type Character,
  type CharacterSheet,
  SCORE_METHODS,
  type ScoreMethod,
  type SheetLine,
} from './character-types.ts';
export { checkCharacter } from './check-character.ts';
export { characterDiceVariables } from './dice-variables.ts';
export { finalScores, type ScoreSteps } from './final-scores.ts';
export { checkStandardArray } from './standard-array.ts';
