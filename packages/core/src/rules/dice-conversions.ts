import { requireInteger } from '../validate.ts';

/** A d3 is a d6 divided by 2, rounded up (ruleId D3): 1-2 -> 1, 3-4 -> 2, 5-6 -> 3. */
export function d3FromD6(d6: number): number {
  return Math.ceil(requireInteger('d6', d6, 1, 6) / 2);
}

/**
 * Percentile dice (ruleId PercentileDice): a tens d10 (00-90) and a units d10 (0-9); 00 and 0
 * read as 100. `tens` is the tens die as printed (0, 10, ... 90).
 */
export function percentileRoll(tens: number, units: number): number {
  const t = requireInteger('tens', tens, 0, 90);
  if (t % 10 !== 0) requireInteger('tens', t / 10, 0, 9);
  const u = requireInteger('units', units, 0, 9);
  const value = t + u;
  return value === 0 ? 100 : value;
}

/** An X% chance happens when d100 rolls X or lower (ruleId PercentageChances): probability X/100. */
export function percentageChance(percent: number): number {
  return requireInteger('percent', percent, 0, 100) / 100;
}
