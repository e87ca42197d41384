/** The data the bundled converter is built from (types.ts ZhHantData). */
import { glossaryTerms } from '../glossary/index.ts';
import type { ZhHantNameOverrides } from '../glossary/types.ts';
import nameOverrides from '../glossary/zh-hant-names.json' with { type: 'json' };
import type { WordCorrection, ZhHantData } from './types.ts';
import corrections from './word-corrections.json' with { type: 'json' };

/**
 * `glossary/zh-hant-names.json`: the terms whose zh-Hant name is not the plain OpenCC conversion
 * of their zh name, with the reason.
 */
export const zhHantNameOverrides: ZhHantNameOverrides = nameOverrides;

/**
 * `word-corrections.json`: ordinary words (not glossary terms) that OpenCC converts wrongly here,
 * with the form the rules text needs and the reason (types.ts WordCorrection).
 */
export const wordCorrections: readonly WordCorrection[] = corrections;

export const zhHantData: ZhHantData = {
  terms: glossaryTerms,
  nameOverrides: zhHantNameOverrides,
  wordCorrections,
};
