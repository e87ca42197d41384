import { CHALLENGE_RATING_MAX } from '../rules/proficiency-bonus.ts';

/** Challenge Ratings as written in stat blocks: 0, 1/8, 1/4, 1/2, then 1-30 (ProficiencyBonusTable). */
export const CHALLENGE_RATING_OPTIONS: readonly string[] = [
  '0',
  '1/8',
  '1/4',
  '1/2',
  ...Array.from({ length: CHALLENGE_RATING_MAX }, (_, i) => `${i + 1}`),
];
