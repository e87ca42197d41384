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

interface Absorbing {
  stable: Fraction;
  dead: Fraction;
  revived: Fraction;
  turns: Fraction;
}

const ZERO_STATE: Absorbing = {
  stable: Fraction.ZERO,
  dead: Fraction.ZERO,
  revived: Fraction.ZERO,
  turns: Fraction.ZERO,
};

function weighted(parts: ReadonlyArray<readonly [Fraction, Absorbing]>): Absorbing {
  let acc: Absorbing = { ...ZERO_STATE, turns: Fraction.ONE };
  for (const [p, s] of parts) {
    acc = {
      stable: acc.stable.add(p.mul(s.stable)),
      dead: acc.dead.add(p.mul(s.dead)),
      revived: acc.revived.add(p.mul(s.revived)),
      turns: acc.turns.add(p.mul(s.turns)),
    };
  }
  return acc;
}

function toOutcome(a: Absorbing): DeathSaveOutcome {
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
  const memo = new Map<string, Absorbing>();
  const solve = (s: number, f: number): Absorbing => {
    if (s >= rule.successesToStabilize) return { ...ZERO_STATE, stable: Fraction.ONE };
    if (f >= rule.failuresToDie) return { ...ZERO_STATE, dead: Fraction.ONE };
    const key = `${s},${f}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const value = weighted([
      [pRevive, { ...ZERO_STATE, revived: Fraction.ONE }],
      [pSuccess, solve(s + 1, f)],
      [pFail, solve(s, f + 1)],
      [pNat1, solve(s, f + rule.natural1Failures)],
    ]);
    memo.set(key, value);
    return value;
  };
  return toOutcome(solve(s0, f0));
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
  const memo = new Map<string, Absorbing>();
  const solve = (hp: number, s: number): Absorbing => {
    if (hp <= threshold) return { ...ZERO_STATE, dead: Fraction.ONE };
    if (s >= rule.successesToStabilize) return { ...ZERO_STATE, stable: Fraction.ONE };
    const key = `${hp},${s}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const parts: Array<readonly [Fraction, Absorbing]> = [];
    if (!pSuccess.isZero()) parts.push([pSuccess, solve(hp, s + 1)]);
    if (!pFailure.isZero()) for (let d = 1; d <= dieSides; d++) parts.push([pFace, solve(hp - d, s)]);
    const value = weighted(parts);
    memo.set(key, value);
    return value;
  };
  // The same chain in float64 gives the probabilities at once; the exact fractions (their
  // denominators grow as 120^rolls) are computed only when `exact` is read.
  const floatMemo = new Map<string, FloatAbsorbing>();
  const pS = pSuccess.toNumber();
  const pF = pFace.toNumber();
  const solveFloat = (hp: number, s: number): FloatAbsorbing => {
    if (hp <= threshold) return { stable: 0, dead: 1, turns: 0 };
    if (s >= rule.successesToStabilize) return { stable: 1, dead: 0, turns: 0 };
    const key = `${hp},${s}`;
    const hit = floatMemo.get(key);
    if (hit) return hit;
    const acc: FloatAbsorbing = { stable: 0, dead: 0, turns: 1 };
    const add = (p: number, next: FloatAbsorbing) => {
      acc.stable += p * next.stable;
      acc.dead += p * next.dead;
      acc.turns += p * next.turns;
    };
    if (pS > 0) add(pS, solveFloat(hp, s + 1));
    if (pF > 0) for (let d = 1; d <= dieSides; d++) add(pF, solveFloat(hp - d, s));
    floatMemo.set(key, acc);
    return acc;
  };
  const approx = solveFloat(hp0, s0);
  let exact: DeathSaveOutcome['exact'] | undefined;
  return {
    stable: approx.stable,
    dead: approx.dead,
    revived: 0,
    expectedTurns: approx.turns,
    get exact() {
      exact ??= toOutcome(solve(hp0, s0)).exact;
      return exact;
    },
  };
}

interface FloatAbsorbing {
  stable: number;
  dead: number;
  turns: number;
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
