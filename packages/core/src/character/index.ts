/** @polyhedral/core/character: a character as data (sheet, checks, fills, file, dice variables). */

export { characterFileText, readCharacterFile } from './character-file.ts';
export * from './character-fills.ts';
export * from './character-limits.ts';
export { CHARACTER_SHEET_RULE_IDS, characterSheet, proficientModifier } from './character-sheet.ts';
export * from './character-types.ts';
export { checkCharacter } from './check-character.ts';
export { characterDiceVariables } from './dice-variables.ts';
export { finalScores, type ScoreSteps } from './final-scores.ts';
export { checkStandardArray } from './standard-array.ts';
