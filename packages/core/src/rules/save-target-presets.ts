import type { DamageType } from './damage-limits.ts';
import { PLAIN_SAVE_TARGET, type SaveTarget } from './save-half-input.ts';

/** Targets a save-for-half calculator can add in one step (then duplicate or edit). */
export const SAVE_TARGET_PRESETS = [
  'plain',
  'resistant',
  'vulnerable',
  'immune',
  'advantage',
  'half-cover',
] as const;
export type SaveTargetPreset = (typeof SAVE_TARGET_PRESETS)[number];

/**
 * A target from a preset, for an effect dealing `types` (ruleIds ResistanceandVulnerability,
 * Immunity, AdvantageDisadvantage, Cover): Resistance, Vulnerability or Immunity to the effect's
 * own damage types, Advantage on the save, or Half Cover (+2 to Dexterity saves); no save bonus.
 */
export function saveTargetFromPreset(preset: SaveTargetPreset, types: readonly DamageType[]): SaveTarget {
  switch (preset) {
    case 'plain':
      return PLAIN_SAVE_TARGET;
    case 'resistant':
      return { ...PLAIN_SAVE_TARGET, resist: [...types] };
    case 'vulnerable':
      return { ...PLAIN_SAVE_TARGET, vulnerable: [...types] };
    case 'immune':
      return { ...PLAIN_SAVE_TARGET, immune: [...types] };
    case 'advantage':
      return { ...PLAIN_SAVE_TARGET, mode: 'advantage' };
    case 'half-cover':
      return { ...PLAIN_SAVE_TARGET, cover: 'half' };
  }
}
