/** A note on a spelling other rollers read differently (README "Spellings from other rollers"). */
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
