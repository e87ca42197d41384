/**
 * A reading noted while parsing where other rollers (Avrae, Roll20, rpg-dice-roller) read a spelling
 * differently (README "Spellings from other rollers"): `{ code, params }` like an error, worded by
 * i18n's `dice.note.<name>`; `params.column` (1-based) and `params.found` locate the spelling.
 */
export interface DiceNote {
  code: DiceNoteCode;
  params: Record<string, string | number>;
}

/** Every note code (the i18n resources must word each). */
export const DICE_NOTE_CODES = [
  'dice.note.division-rounds-down',
  'dice.note.total-compared',
  'dice.note.compare-point-strict',
  'dice.note.keep-highest',
  'dice.note.chains-ranked-whole',
  'dice.note.advantage',
  'dice.note.variable',
] as const;
export type DiceNoteCode = (typeof DICE_NOTE_CODES)[number];
