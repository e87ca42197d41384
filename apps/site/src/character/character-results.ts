import { pointBuy } from '@polyhedral/core';
import { type Character, characterSheet, finalScores } from '@polyhedral/core/character';
import { readInteger } from '@polyhedral/dice/number';
import { errorResultOf } from '../calculators/shared/error-result.ts';
import type { BuiltScores, PointsSpent, SheetResult } from './character-page-types.ts';
import { type BuilderState, backgroundAbilities, increasesOf } from './score-builder.ts';

/** Step 3: scores, then the background's increases (finalScores); an unreadable score reaches the core as NaN. */
export function builtScores(builder: BuilderState): BuiltScores {
  const base = builder.base.map((text) => readInteger(text) ?? Number.NaN);
  try {
    return {
      ok: true as const,
      ...finalScores({
        method: builder.method,
        base,
        backgroundAbilities: backgroundAbilities(builder),
        increases: increasesOf(builder),
      }),
    };
  } catch (error) {
    return errorResultOf(error);
  }
}

/** The points the typed scores spend (an unreadable score counts as 0); null for the Standard Array. */
export function pointsSpent(builder: BuilderState): PointsSpent {
  return builder.method === 'point-buy' ? pointBuy(builder.base.map((text) => readInteger(text) ?? 0)) : null;
}

/** The core's sheet of a checked character; null when there is none (the form has errors). */
export function sheetResult(character: Character | null): SheetResult {
  if (!character) return null;
  try {
    return { ok: true as const, sheet: characterSheet(character) };
  } catch (error) {
    return errorResultOf(error);
  }
}
