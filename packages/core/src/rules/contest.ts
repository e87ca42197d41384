import { unsupportedBy } from '../errors.ts';
import { Fraction } from '../fraction.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireIn } from '../validate.ts';
import { D20_LIMITS, d20FaceWeights, rollMode } from './d20-test.ts';

export interface ContestSide {
  bonus: number;
  advantage?: number;
  disadvantage?: number;
}

/**
 * Playtest contests (ruleId PlaytestContests, seed 004 lines 76-110): both sides roll a check,
 * the higher total wins; on a tie neither succeeds and the situation stays as it was. The SRD
 * 5.2 text has no contest rule (`rules.ruleset.unsupported`).
 */
export function contest(
  a: ContestSide,
  b: ContestSide,
  ruleset: Ruleset,
): { aWins: number; bWins: number; tie: number; exact: { aWins: Fraction; bWins: Fraction; tie: Fraction } } {
  if (!ruleset.contests.enabled) throw unsupportedBy(ruleset, 'contests');
  const side = (s: ContestSide, name: string) => ({
    bonus: requireIn(`${name}.bonus`, s.bonus, D20_LIMITS.bonus),
    weights: d20FaceWeights(rollMode(s.advantage ?? 0, s.disadvantage ?? 0)),
  });
  const sa = side(a, 'a');
  const sb = side(b, 'b');
  let win = 0;
  let lose = 0;
  let tie = 0;
  sa.weights.forEach((wa, i) => {
    sb.weights.forEach((wb, j) => {
      const ta = i + 1 + sa.bonus;
      const tb = j + 1 + sb.bonus;
      const w = wa * wb;
      if (ta > tb) win += w;
      else if (tb > ta) lose += w;
      else tie += w;
    });
  });
  const total = 400 * 400;
  const exact = {
    aWins: Fraction.of(win, total),
    bWins: Fraction.of(lose, total),
    tie: Fraction.of(tie, total),
  };
  return { aWins: exact.aWins.toNumber(), bWins: exact.bWins.toNumber(), tie: exact.tie.toNumber(), exact };
}
