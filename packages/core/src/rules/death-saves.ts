import { rollConditions } from '../conditions/roll-conditions.ts';
import { RuleInputError, unsupportedBy } from '../errors.ts';
import { Fraction } from '../fraction.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireIn, requireInteger } from '../validate.ts';
import { abilityModifier } from './ability-modifier.ts';
import { type BonusDie, bonusDiceCounts } from './bonus-dice.ts';
import { D20_LIMITS } from './d20-limits.ts';
import { playtestDeathThreshold } from './playtest-death-threshold.ts';

export interface DeathSaveOutcome {
  /** Probability of becoming Stable (three successes). */
  stable: number;
  dead: number;
  /** Probability of regaining 1 HP from a natural 20 (srd-5.2; 0 in the playtest). */
  revived: number;
  /** Expected number of turns (death saves rolled) until one of the above. */
  expectedTurns: number;
  exact: { stable: Fraction; dead: Fraction; revived: Fraction; expectedTurns: Fraction };
}

type Ending = 'stable' | 'dead' | 'revived';
type Absorbing<T> = Record<Ending | 'turns', T>;
type State = readonly [number, number];

/** The numbers a chain is solved in: exact fractions, or float64 for the probabilities at once. */
interface Arithmetic<T> {
  of: (p: Fraction) => T;
  add: (a: T, b: T) => T;
  mul: (a: T, b: T) => T;
}
const EXACT: Arithmetic<Fraction> = { of: (p) => p, add: (a, b) => a.add(b), mul: (a, b) => a.mul(b) };
const FLOAT: Arithmetic<number> = { of: (p) => p.toNumber(), add: (a, b) => a + b, mul: (a, b) => a * b };

/**
 * An absorbing Markov chain over two-number states: the chance of each ending and the expected
 * number of rolls. Every roll moves the state forward (no cycle), so it is exact with no turn cap.
 */
function absorb<T>(
  math: Arithmetic<T>,
  start: State,
  end: (a: number, b: number) => Ending | undefined,
  rolls: (a: number, b: number) => ReadonlyArray<readonly [Fraction, State | 'revived']>,
): Absorbing<T> {
  const [zero, one] = [math.of(Fraction.ZERO), math.of(Fraction.ONE)];
  const none = { stable: zero, dead: zero, revived: zero, turns: zero };
  const ended = (ending: Ending | 'turns'): Absorbing<T> => ({ ...none, [ending]: one });
  const memo = new Map<string, Absorbing<T>>();
  const solve = ([a, b]: State): Absorbing<T> => {
    const ending = end(a, b);
    if (ending) return ended(ending);
    const key = `${a},${b}`;
    const known = memo.get(key);
    if (known) return known;
    const acc = ended('turns');
    for (const [p, next] of rolls(a, b)) {
      if (p.isZero()) continue;
      const to = next === 'revived' ? ended('revived') : solve(next);
      const weight = math.of(p);
      for (const field of ['stable', 'dead', 'revived', 'turns'] as const)
        acc[field] = math.add(acc[field], math.mul(weight, to[field]));
    }
    memo.set(key, acc);
    return acc;
  };
  return solve(start);
}

function toOutcome(a: Absorbing<Fraction>): DeathSaveOutcome {
  return {
    stable: a.stable.toNumber(),
    dead: a.dead.toNumber(),
    revived: a.revived.toNumber(),
    expectedTurns: a.turns.toNumber(),
    exact: { stable: a.stable, dead: a.dead, revived: a.revived, expectedTurns: a.turns },
  };
}

/**
 * SRD 5.2 Death Saving Throws as an exact absorbing Markov chain over (successes, failures)
 * (ruleId DeathSavingThrows, seed 002 lines 777-787): roll 1d20, 10 or higher succeeds; a 1 is
 * two failures; a 20 regains 1 Hit Point; three successes -> Stable, three failures -> dead.
 * Every roll moves the state forward, so the chain ends within five rolls: no cap is needed.
 */
export function srdDeathSaves(
  successes = 0,
  failures = 0,
  ruleset: Ruleset = DEFAULT_RULESET,
  modifier = 0,
  /** Dice added to or taken from each save (Bless +1d4, Bane −1d4), counted over every face. */
  bonusDice: readonly BonusDie[] = [],
): DeathSaveOutcome {
  const rule = ruleset.dying;
  if (rule.kind !== 'death-saving-throw') throw unsupportedBy(ruleset, 'death-saving-throws');
  const s0 = requireInteger('successes', successes, 0, rule.successesToStabilize - 1);
  const f0 = requireInteger('failures', failures, 0, rule.failuresToDie - 1);
  const p = (faces: number) => Fraction.of(faces, 20);
  const pRevive = p(rule.natural20Revives ? 1 : 0);
  // A modifier (Exhaustion: −2 per level on D20 Tests) moves the faces 2-19 that succeed; a 1
  // and a 20 count as they are.
  const added = requireIn('modifier', modifier, D20_LIMITS.modifier);
  const plain = Array.from({ length: rule.natural20Revives ? 18 : 19 }, (_, i) => i + 2);
  // Each plain face with each total of the bonus dice (ways out of `ways`): the share that succeeds.
  const { counts, ways } = bonusDiceCounts(bonusDice);
  let successWays = 0n;
  for (const face of plain)
    for (const [dice, n] of counts) if (face + added + dice >= rule.dc) successWays += n;
  const pSuccess = Fraction.of(successWays, 20n * ways);
  const pNat1 = p(1);
  const pFail = p(plain.length).sub(pSuccess);
  return toOutcome(
    absorb(
      EXACT,
      [s0, f0],
      (s, f) => (s >= rule.successesToStabilize ? 'stable' : f >= rule.failuresToDie ? 'dead' : undefined),
      (s, f) => [
        [pRevive, 'revived'],
        [pSuccess, [s + 1, f]],
        [pFail, [s, f + 1]],
        [pNat1, [s, f + rule.natural1Failures]],
      ],
    ),
  );
}

export interface PlaytestDyingInput {
  /** Current hit points: 0 or fewer, above the death threshold. */
  hp: number;
  conScore: number;
  level: number;
  /** Successful death saves so far (0-2). */
  successes?: number;
}

/**
 * Playtest dying as an exact absorbing Markov chain over (hit points, successes) (ruleId
 * DeathSavingThrows, seed 004 lines 1162-1196): each turn a DC 10 Constitution saving throw
 * (d20 + Constitution modifier; no natural 1/20 rule); a success doesn't worsen the condition
 * and three successes stabilize; a failure deals 1d6 damage that can't be reduced; death at
 * -(Constitution score + level). Each roll adds a success or loses at least 1 HP, so the chain
 * ends after at most 2 + (hp - threshold) rolls: exact, no turn cap.
 */
export function playtestDying(input: PlaytestDyingInput, ruleset: Ruleset): DeathSaveOutcome {
  const rule = ruleset.dying;
  if (rule.kind !== 'constitution-save') throw unsupportedBy(ruleset, 'constitution-death-saves');
  const threshold = playtestDeathThreshold(input.conScore, input.level);
  const hp0 = requireInteger('hp', input.hp, threshold + 1, 0);
  const s0 = requireInteger('successes', input.successes ?? 0, 0, rule.successesToStabilize - 1);
  const modifier = abilityModifier(input.conScore);
  const successFaces = Math.max(0, Math.min(20, 21 - (rule.dc - modifier)));
  const pSuccess = Fraction.of(successFaces, 20);
  const pFailure = Fraction.of(20 - successFaces, 20);
  const dieSides = Number(/^1d(\d+)$/.exec(rule.failureDamage)?.[1] ?? Number.NaN);
  if (!Number.isInteger(dieSides)) throw new Error(`unsupported failure damage ${rule.failureDamage}`);
  const pFace = pFailure.div(Fraction.of(dieSides));
  const end = (hp: number, s: number): Ending | undefined =>
    hp <= threshold ? 'dead' : s >= rule.successesToStabilize ? 'stable' : undefined;
  const rolls = (hp: number, s: number) => [
    [pSuccess, [hp, s + 1]] as const,
    ...Array.from({ length: dieSides }, (_, d) => [pFace, [hp - d - 1, s]] as const),
  ];
  // The same chain in float64 gives the probabilities at once; the exact fractions (their
  // denominators grow as 120^rolls) are computed only when `exact` is read.
  const approx = absorb(FLOAT, [hp0, s0], end, rolls);
  let exact: DeathSaveOutcome['exact'] | undefined;
  return {
    stable: approx.stable,
    dead: approx.dead,
    revived: 0,
    expectedTurns: approx.turns,
    get exact() {
      exact ??= toOutcome(absorb(EXACT, [hp0, s0], end, rolls)).exact;
      return exact;
    },
  };
}

export interface DeathSavesInput {
  successes?: number;
  failures?: number;
  /** Playtest only. */
  hp?: number;
  conScore?: number;
  level?: number;
  /**
   * The creature's Exhaustion level (SRD 5.2: a Death Saving Throw is a D20 Test, so −2 per level;
   * rollConditions decides). The Playtest has no Exhaustion.
   */
  exhaustion?: number;
  /** SRD 5.2: dice added to or taken from each Death Saving Throw (Bless +1d4, Bane −1d4). */
  bonusDice?: readonly BonusDie[];
}

/** Death-save outcome under either ruleset (the ruleset's `dying` rule decides which chain). */
export function deathSaves(input: DeathSavesInput, ruleset: Ruleset = DEFAULT_RULESET): DeathSaveOutcome {
  if (ruleset.dying.kind === 'death-saving-throw') {
    const { modifier, bonusDice } = rollConditions(
      { roll: 'death-save', roller: { exhaustion: input.exhaustion ?? 0 }, bonusDice: input.bonusDice ?? [] },
      ruleset,
    );
    return srdDeathSaves(input.successes ?? 0, input.failures ?? 0, ruleset, modifier, bonusDice);
  }
  for (const field of ['hp', 'conScore', 'level'] as const) {
    if (input[field] === undefined) throw new RuleInputError('rules.input.missing', { field });
  }
  if (input.failures !== undefined && input.failures !== 0) {
    throw unsupportedBy(ruleset, 'death-save-failures');
  }
  return playtestDying(
    { hp: input.hp!, conScore: input.conScore!, level: input.level!, successes: input.successes ?? 0 },
    ruleset,
  );
}
