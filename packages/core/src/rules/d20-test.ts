import { RuleInputError } from '../errors.ts';
import { Fraction } from '../fraction.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { COVER_BONUS } from '../tables/covertable.ts';
import { requireIn, requireInteger, requireOption, unknownOption } from '../validate.ts';
import { type BonusDie, bonusDiceCounts } from './bonus-dice.ts';
import { bestCover, type CoverInput } from './cover.ts';
import { D20_LIMITS } from './d20-limits.ts';

/** Ruleset-independent D20 Test shapes (ruleId D20Tests, seed 002 lines 81-93). */
export const D20_TEST_KINDS = ['check', 'save', 'attack'] as const;
export type D20TestKind = (typeof D20_TEST_KINDS)[number];
export type RollMode = 'normal' | 'advantage' | 'disadvantage';

export { D20_LIMITS } from './d20-limits.ts';

/**
 * Advantage and Disadvantage never stack; if a roll has both (in any numbers) it has neither
 * (ruleId TheyDontStack, seed 002 lines 210-212).
 */
export function rollMode(advantageSources: number, disadvantageSources: number): RollMode {
  const adv = requireIn('advantage', advantageSources, D20_LIMITS.sources);
  const dis = requireIn('disadvantage', disadvantageSources, D20_LIMITS.sources);
  if (adv > 0 && dis > 0) return 'normal';
  if (adv > 0) return 'advantage';
  if (dis > 0) return 'disadvantage';
  return 'normal';
}

/**
 * The d20 that counts: "Use the higher of the two rolls if you have Advantage, and use the lower
 * roll if you have Disadvantage" (ruleId RollTwoD20s, seed 002 line 206).
 */
export function keptD20(first: number, second: number | undefined, mode: RollMode): number {
  const a = requireInteger('d20', first, 1, 20);
  if (mode === 'normal') return a;
  const b = requireInteger('d20', second, 1, 20);
  return mode === 'advantage' ? Math.max(a, b) : Math.min(a, b);
}

/**
 * Chance of each d20 face (index 0 = face 1) out of 400: one d20 is 20/400 each; with
 * Advantage the higher of two d20s shows k with (2k - 1)/400, with Disadvantage (41 - 2k)/400
 * (ruleId RollTwoD20s, seed 002 lines 204-206).
 */
export function d20FaceWeights(mode: RollMode): number[] {
  return Array.from({ length: 20 }, (_, i) => {
    const k = i + 1;
    if (mode === 'advantage') return 2 * k - 1;
    if (mode === 'disadvantage') return 41 - 2 * k;
    return 20;
  });
}

export interface D20TestInput {
  kind: D20TestKind;
  /** Total modifier added to the d20 (ability modifier, Proficiency Bonus, other bonuses). */
  bonus: number;
  /** DC for checks and saves, AC for attack rolls. */
  target: number;
  /** Number of sources of Advantage (or true for one). */
  advantage?: number | boolean;
  /** Number of sources of Disadvantage (or true for one). */
  disadvantage?: number | boolean;
  /** Cover of the target (adds to AC) or of the saver (adds to the save); the most protective applies. */
  cover?: CoverInput;
  /** Attack rolls only: the lowest d20 face that is a Critical Hit (20 unless a feature says otherwise). */
  criticalOn?: number;
  /** Added after the bonus (Exhaustion's −2 per level), so a bonus at its limit still adds up. */
  modifier?: number;
  /** Dice added to or taken from the roll (Bless +1d4, Bane −1d4); the odds stay exact. */
  bonusDice?: readonly BonusDie[];
  /** Checks and saves only: the roll fails whatever the d20 shows (Paralyzed: Strength and Dexterity saves). */
  autoFail?: boolean;
  /** Attack rolls only: every hit is a Critical Hit (Paralyzed, Unconscious: from within 5 feet). */
  hitsAreCritical?: boolean;
}

export interface D20TestResult {
  kind: D20TestKind;
  mode: RollMode;
  /** False when Total Cover means the target can't be targeted directly. */
  targetable: boolean;
  /** Bonus and target after cover. */
  bonus: number;
  target: number;
  /** Probability of success (an attack that hits, a check or save that succeeds). */
  success: number;
  /** Probability of a Critical Hit (attack rolls only, else 0). */
  critical: number;
  /** The same probabilities as exact fractions. */
  exact: { success: Fraction; critical: Fraction };
}

function countSources(field: string, value: number | boolean | undefined): number {
  if (value === undefined || value === false) return 0;
  if (value === true) return 1;
  return requireIn(field, value, D20_LIMITS.sources);
}

/**
 * Exact success and critical chances of a D20 Test (ruleId D20Tests). A natural 20 hits and is
 * a Critical Hit and a natural 1 misses, for attack rolls only (ruleId Rolling20or1, seed 002
 * lines 192-196; the same in the playtest, seed 004 lines 1016-1021).
 */
export function d20Test(input: D20TestInput, ruleset: Ruleset = DEFAULT_RULESET): D20TestResult {
  const kind = requireOption('kind', input.kind, D20_TEST_KINDS);
  let bonus = requireIn('bonus', input.bonus, D20_LIMITS.bonus);
  let target = requireIn('target', input.target, D20_LIMITS.target);
  const mode = rollMode(
    countSources('advantage', input.advantage),
    countSources('disadvantage', input.disadvantage),
  );
  if (input.criticalOn !== undefined) requireIn('criticalOn', input.criticalOn, D20_LIMITS.criticalOn);
  if (kind !== 'attack' && input.criticalOn !== undefined) throw unknownOption('criticalOn', kind, 'attack');

  if (input.modifier !== undefined) {
    bonus += requireIn('modifier', input.modifier, D20_LIMITS.modifier);
  }
  if (kind === 'attack' && input.autoFail) throw unknownOption('autoFail', kind, 'check, save');
  if (kind !== 'attack' && input.hitsAreCritical) {
    throw unknownOption('hitsAreCritical', kind, 'attack');
  }
  const cover = bestCover(input.cover);
  if (cover !== 'none') {
    if (kind === 'check') throw new RuleInputError('rules.d20.cover-not-applicable', { kind, cover });
    if (cover === 'total') {
      if (kind === 'save') throw new RuleInputError('rules.d20.total-cover', { kind });
      const zero = Fraction.ZERO;
      return {
        kind,
        mode,
        targetable: false,
        bonus,
        target,
        success: 0,
        critical: 0,
        exact: { success: zero, critical: zero },
      };
    }
    const coverBonus = COVER_BONUS[cover] ?? 0;
    if (kind === 'attack') target += coverBonus;
    else bonus += coverBonus;
  }

  // Each d20 face's weight (out of 400) times each dice total's ways (out of `ways`).
  const { counts, ways } = bonusDiceCounts(input.bonusDice ?? []);
  let successCount = 0n;
  let criticalCount = 0n;
  d20FaceWeights(mode).forEach((weight, i) => {
    for (const [dice, n] of counts) {
      const outcome = faceOutcome(i + 1, i + 1 + bonus + dice, target, input, kind === 'attack', ruleset);
      if (outcome.success) successCount += BigInt(weight) * n;
      if (outcome.critical) criticalCount += BigInt(weight) * n;
    }
  });
  const success = Fraction.of(successCount, 400n * ways);
  const critical = Fraction.of(criticalCount, 400n * ways);
  return {
    kind,
    mode,
    targetable: true,
    bonus,
    target,
    success: success.toNumber(),
    critical: critical.toNumber(),
    exact: { success, critical },
  };
}

export interface D20RollOutcome {
  /** The d20 the table kept (after Advantage or Disadvantage). */
  d20: number;
  /** d20 + bonus (after cover). */
  total: number;
  /** Against this target (after cover). */
  target: number;
  success: boolean;
  /** An attack roll's natural 20 (a Critical Hit). */
  critical: boolean;
  /** An attack roll's natural 1 or 20 decided it "regardless of any modifiers". */
  natural: boolean;
}

/**
 * A D20 Test rolled at the table (ruleIds D20Tests, Rolling20or1): the kept d20 plus the bonus
 * (with cover) against the DC or AC (with cover). For an attack roll a natural 20 hits (a Critical
 * Hit) and a natural 1 misses "regardless of any modifiers or the target's AC"; a check or save
 * has no such rule. Total Cover leaves nothing to roll against (null).
 */
export function resolveD20Roll(
  input: D20TestInput,
  d20: number,
  ruleset: Ruleset = DEFAULT_RULESET,
  diceTotal?: number,
): D20RollOutcome | null {
  const face = requireInteger('d20', d20, 1, 20);
  const test = d20Test(input, ruleset);
  if (!test.targetable) return null;
  const dice = input.bonusDice ?? [];
  let rolledDice = 0;
  if (dice.length > 0) {
    // The dice as the table rolled them (their signed total), within what they can show.
    const totals = [...bonusDiceCounts(dice).counts.keys()];
    if (diceTotal === undefined) throw new RuleInputError('rules.input.missing', { field: 'diceTotal' });
    rolledDice = requireInteger('diceTotal', diceTotal, Math.min(...totals), Math.max(...totals));
  }
  const total = face + test.bonus + rolledDice;
  const outcome = faceOutcome(face, total, test.target, input, test.kind === 'attack', ruleset);
  return { d20: face, total, target: test.target, ...outcome };
}

/**
 * What one d20 face comes to, for the odds and the table's roll alike: an automatic failure fails;
 * an attack roll's natural 1 misses and its natural 20 (or `criticalOn`) hits as a Critical Hit
 * (ruleId Rolling20or1, the ruleset's `naturalRollsOnAttacks`); else the total against the target.
 */
function faceOutcome(
  face: number,
  total: number,
  target: number,
  input: D20TestInput,
  attack: boolean,
  ruleset: Ruleset,
): Pick<D20RollOutcome, 'success' | 'critical' | 'natural'> {
  if (input.autoFail) return { success: false, critical: false, natural: false };
  const naturals = ruleset.naturalRollsOnAttacks;
  if (attack && naturals.natural1 === 'miss' && face === D20_LIMITS.face.min)
    return { success: false, critical: false, natural: true };
  if (attack && naturals.natural20 === 'critical-hit' && face >= (input.criticalOn ?? D20_LIMITS.face.max))
    return { success: true, critical: true, natural: true };
  const success = total >= target;
  return { success, critical: success && input.hitsAreCritical === true, natural: false };
}
