/** The Thai spelling variants of borrowed words (thai-spelling-variants.json) as fold pairs. */

import type { FoldPairs } from './fold-types.ts';
import variants from './thai-spelling-variants.json' with { type: 'json' };

export interface ThaiSpelling {
  /** The spelling of the content and the glossary. */
  spelling: string;
  /** Spellings a reader may type for it. */
  variants: string[];
}

/** The list as a Thai reviewer corrects it. */
export const THAI_SPELLINGS: readonly ThaiSpelling[] = variants.words;

/** Every variant -> its spelling, as foldText applies them. */
export const THAI_VARIANT_PAIRS: FoldPairs = THAI_SPELLINGS.flatMap(({ spelling, variants: written }) =>
  written.map((variant) => [variant, spelling] as const),
);
