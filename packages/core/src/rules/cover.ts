import { COVER_BONUS, COVER_DEGREES, type CoverDegree } from '../tables/covertable.ts';
import { requireOption } from '../validate.ts';

export type CoverInput = CoverDegree | 'none' | readonly (CoverDegree | 'none')[] | undefined;

const PROTECTION: Readonly<Record<CoverDegree | 'none', number>> = {
  none: 0,
  half: 1,
  'three-quarters': 2,
  total: 3,
};

/**
 * If a target is behind several sources of cover, only the most protective degree applies; the
 * degrees aren't added together (ruleId Cover, seed 002 lines 612-614).
 */
export function bestCover(cover: CoverInput): CoverDegree | 'none' {
  if (cover === undefined) return 'none';
  const list = typeof cover === 'string' ? [cover] : cover;
  let best: CoverDegree | 'none' = 'none';
  for (const degree of list) {
    const d = requireOption('cover', degree, ['none', ...COVER_DEGREES] as const);
    if (PROTECTION[d] > PROTECTION[best]) best = d;
  }
  return best;
}

/** Bonus to AC and Dexterity saves for a degree of cover; null = can't be targeted (Covertable). */
export function coverBonus(cover: CoverInput): number | null {
  const best = bestCover(cover);
  return best === 'none' ? 0 : COVER_BONUS[best];
}
