/**
 * Readings noted while parsing: where the peers' notations (Avrae's d20, Roll20,
 * rpg-dice-roller) read a spelling differently, the note says which reading this engine used and
 * the spelling for the other meaning (README "Spellings from other rollers"). A note is
 * `{ code, params }` like an error; its words are i18n's `dice.note.<name>` in every locale.
 * `params.column` is the 1-based position of the spelling, `params.found` its text.
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
