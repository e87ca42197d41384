import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertMassConserved } from '../test/support/mass-invariant.ts';
import { workMeter } from './distribution/work-meter.ts';
import { DiceError, DiceLimitError } from './errors.ts';
import { estimateDistributionWork } from './evaluate/check-limits.ts';
import { distributionOf } from './evaluate/distribution.ts';
import { DICE_LIMITS } from './limits.ts';
import { parseDice } from './parser/parse-dice.ts';

/**
 * Seeded fuzz that keeps issue 22 items 2 and 3 from coming back: random expressions over
 * skewed and negative custom dice, plain dice of up to 1000 sides and large counts, combined by
 * every operator. Each accepted expression (a) conserves mass (|Σp + truncatedMass - 1| <= 1e-12,
 * no p outside (0, 1]) and (b) performs no more operations than its work estimate, counted by
 * the evaluator's work meter, not timed. Expressions estimated above EVALUATE_UP_TO are checked
 * for (a) and (b) only by the estimate (accepted or DiceLimitError), to keep the run to seconds.
 */
const EVALUATE_UP_TO = 2_000_000;

const face = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(1000, -1000, 0, 1));
const customDie = fc.array(face, { minLength: 1, maxLength: 6 }).map((faces) => `d{${faces.join(',')}}`);
const plainDie = fc.constantFrom('d2', 'd6', 'd20', 'd100', 'd928', 'd1000', 'dF');
const count = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(25, 100, 300, 1000));
const modifier = fc.constantFrom(
  '',
  '',
  '',
  'kh1',
  'kl2',
  'ro<2',
  'mi2',
  '!',
  '!!',
  '!p',
  'rr1',
  'd1',
  'min2',
  'ra1',
);
const group = fc.tuple(count, fc.oneof(customDie, plainDie), modifier).map(([n, die, mod]) => {
  // No explosion on custom faces; no keeping more dice than are rolled (1d6kl2 is refused); no
  // reroll point no custom face shows (dice.syntax.point-unreached: `25d{0}ra1`).
  const kept = /^k[hl](\d+)$/.exec(mod);
  const custom = die.startsWith('d{') ? die.slice(2, -1).split(',').map(Number) : null;
  const unreached =
    custom !== null &&
    ((mod === 'ro<2' && !custom.some((f) => f < 2)) ||
      ((mod === 'rr1' || mod === 'ra1') && !custom.includes(1)));
  const refused =
    unreached ||
    (die.startsWith('d{') && mod.startsWith('!')) ||
    (kept !== null && Number(kept[1]) > n) ||
    (mod === 'd1' && n < 1);
  return `${n}${die}${refused ? '' : mod}`;
});
const leaf = fc.oneof(
  group,
  group,
  fc.integer({ min: -100, max: 100 }).map((n) => (n < 0 ? `(${n})` : `${n}`)),
);
const expression: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(
        tie('node') as fc.Arbitrary<string>,
        fc.constantFrom('+', '-', '*', '/'),
        tie('node') as fc.Arbitrary<string>,
      )
      .map(([a, op, b]) => `(${a})${op}(${b})`),
    fc
      .tuple(fc.constantFrom('ceil', 'round', 'floor'), leaf, leaf)
      .map(([fn, a, b]) => `${fn}((${a})/(${b}))`),
    fc.tuple(leaf, leaf).map(([a, b]) => `abs((${a})-(${b}))`),
  ),
})).node;

describe('fuzz: exact distributions conserve mass and stay within their work estimate', () => {
  it('seeded random expressions over skewed and negative dice', () => {
    let evaluated = 0;
    fc.assert(
      fc.property(expression, (input) => {
        if (input.length > DICE_LIMITS.maxInputLength) return;
        const node = parseDice(input);
        let estimate: number;
        try {
          estimate = estimateDistributionWork(node);
        } catch (e) {
          // Refused before any work: a limit, or a divisor that is always 0.
          expect(e).toBeInstanceOf(DiceError);
          expect(e instanceof DiceLimitError || (e as DiceError).code === 'dice.eval.division-by-zero').toBe(
            true,
          );
          return;
        }
        if (estimate > DICE_LIMITS.maxWork || estimate > EVALUATE_UP_TO) return;
        workMeter.units = 0;
        try {
          const dist = distributionOf(node);
          assertMassConserved(dist, input);
        } catch (e) {
          // Accepted by the estimate: only a division by zero may remain.
          expect(e).toBeInstanceOf(DiceError);
          expect((e as DiceError).code).toBe('dice.eval.division-by-zero');
          return;
        }
        evaluated++;
        if (workMeter.units > estimate)
          throw new Error(`${input}: ${workMeter.units} operations > estimate ${estimate}`);
      }),
      { numRuns: 800, seed: 2022 },
    );
    expect(evaluated).toBeGreaterThan(150);
  });

  it('seeded large sums of skewed and negative dice (the FFT path) keep their low and high values', () => {
    fc.assert(
      fc.property(
        fc.array(face, { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 7, max: 60 }),
        (faces, n) => {
          const input = `${n}d{${faces.join(',')}}`;
          const dist = distributionOf(input);
          assertMassConserved(dist, input);
          // The extremes: every die on its lowest (highest) face, chance (count / faces)^n.
          const share = (v: number) => faces.filter((f) => f === v).length / faces.length;
          const lowest = Math.min(...faces);
          const chance = share(lowest) ** n;
          if (chance > 1e-12) expect(dist.outcomes[0]).toEqual([n * lowest, expect.closeTo(chance, 14)]);
        },
      ),
      { numRuns: 25, seed: 22 },
    );
  });

  it('the meter catches the old + estimate: d100+100*10d928+d2 counts 927,100 outcomes', () => {
    const input = 'd10+10*3d20';
    workMeter.units = 0;
    distributionOf(input);
    // 10 * 3d20 has 58 values ten apart; adding d10 fills them: 580 outcomes, not 10 + 58 - 1.
    expect(workMeter.units).toBeGreaterThanOrEqual(150 * 580);
    expect(estimateDistributionWork(parseDice(input))).toBeGreaterThanOrEqual(workMeter.units);
  });
});
