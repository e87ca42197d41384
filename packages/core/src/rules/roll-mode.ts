/** Neither / Advantage / Disadvantage as one choice (sources cancel in the core; a calculator offers the outcome). */
export const ROLL_MODE_CHOICES = ['normal', 'advantage', 'disadvantage'] as const;
export type RollModeChoice = (typeof ROLL_MODE_CHOICES)[number];

/** The sources of Advantage and Disadvantage a roll-mode choice stands for. */
export function rollModeSources(mode: RollModeChoice): { advantage: number; disadvantage: number } {
  return { advantage: mode === 'advantage' ? 1 : 0, disadvantage: mode === 'disadvantage' ? 1 : 0 };
}
