import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test/support/property-runs.ts';
import { syntaxRefusal } from '../test/support/syntax-refusal.ts';
import type { DiceNode } from './ast.ts';
import { matchesPoint } from './compare-point.ts';
import { DiceError, DiceSyntaxError } from './errors.ts';
import { distributionOf } from './evaluate/distribution.ts';
import { rollDice } from './evaluate/roll.ts';
import { parseDice, parseDiceWithNotes } from './parser/parse-dice.ts';
import { seededRandom } from './random/seeded-random.ts';

/** The code a request gets on each path: parse, exact distribution, random roll. */
function verdicts(input: string | DiceNode): { distribution: string; roll: string } {
  const run = (fn: () => unknown): string => {
    try {
      fn();
      return 'accepted';
    } catch (error) {
      if (error instanceof DiceError) return error.code;
      throw error;
    }
  };
  return {
    distribution: run(() => distributionOf(input)),
    roll: run(() => rollDice(input, seededRandom(7))),
  };
}

describe('a compare point no face of the die shows is refused (dice.syntax.point-unreached)', () => {
  it('`1000d1000!!==500500` is refused at the `!!`, not read as a 1000d1000 that never explodes', () => {
    const error = syntaxRefusal('1000d1000!!==500500');
    expect(error.code).toBe('dice.syntax.point-unreached');
    expect(error.params).toEqual({
      offset: 9,
      column: 10,
      found: '!!==500500',
      expected: 'compare-point',
      faces: 'd1000',
      lowest: 1,
      highest: 1000,
    });
    // Every path refuses it the same; the comparison of the total is refused by its size, as `1000d1000!!`.
    expect(verdicts('1000d1000!!==500500')).toEqual({
      distribution: 'dice.syntax.point-unreached',
      roll: 'dice.syntax.point-unreached',
    });
    expect(verdicts('(1000d1000!!)==500500').distribution).toBe(verdicts('1000d1000!!').distribution);
  });

  it.each([
    ['1d6r7', 'r7', 'd6'],
    ['1d6ro0', 'ro0', 'd6'],
    ['1d6rr>6', 'rr>6', 'd6'],
    ['2d6ra<1', 'ra<1', 'd6'],
    ['1d6!>6', '!>6', 'd6'],
    ['1d6!!=7', '!!=7', 'd6'],
    ['1d6!p=0', '!p=0', 'd6'],
    ['1d6e7', 'e7', 'd6'],
    ['1d20cs>20', 'cs>20', 'd20'],
    ['1d20cf<1', 'cf<1', 'd20'],
    ['1dF!=2', '!=2', 'dF'],
    ['1d{1,2,2,5}!=3', '!=3', 'd{1,2,2,5}'],
    ['4d6kh3r<=0', 'r<=0', 'd6'],
  ])('%s is refused naming %s and %s', (input, found, faces) => {
    const error = syntaxRefusal(input);
    expect(error.code).toBe('dice.syntax.point-unreached');
    expect(error.params).toMatchObject({ found, faces });
    expect(input.slice(error.offset, error.offset + found.length)).toBe(found);
  });

  it.each([
    '1d6!',
    '3d6!>=5',
    '1d6!!=6',
    '1d6!p',
    '1d6e6',
    '1d6r1',
    '1d6ro<=2',
    '2d6ra1',
    '1d20cs>=19',
    '1d20cf1',
    '1dF!',
    '1d{1,2,2,5}!=5',
    '1d6!>5 + 2',
    '3d6! >= 12',
  ])('%s, whose point a face shows, still parses, rolls and has an exact distribution', (input) => {
    expect(() => parseDice(input)).not.toThrow();
    expect(verdicts(input)).toEqual({ distribution: 'accepted', roll: 'accepted' });
  });

  it('the note that used to accept it is gone: no note names an unreached explosion', () => {
    expect(parseDiceWithNotes('3d6!>=5').notes).toEqual([]);
  });

  it('a tree built by hand with an unreached point is refused by exact distributions and rolls alike', () => {
    const node = parseDice('1d6!') as Extract<DiceNode, { type: 'dice' }>;
    const built: DiceNode = { ...node, modifiers: [{ type: 'explode', when: { op: '=', value: 500500 } }] };
    expect(verdicts(built)).toEqual({
      distribution: 'dice.syntax.point-unreached',
      roll: 'dice.syntax.point-unreached',
    });
    const crit: DiceNode = { ...node, modifiers: [], critical: { success: { op: '>', value: 6 } } };
    expect(verdicts(crit)).toEqual({
      distribution: 'dice.syntax.point-unreached',
      roll: 'dice.syntax.point-unreached',
    });
    let thrown: unknown;
    try {
      distributionOf(built);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DiceSyntaxError);
    expect((thrown as DiceError).params).toMatchObject({
      found: '=500500',
      faces: 'd6',
      lowest: 1,
      highest: 6,
    });
  });

  it('property: a point is refused exactly when no face meets it, the same by parser, distribution and roll', () => {
    const ops = ['<', '<=', '>', '>=', '='] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...ops),
        fc.integer({ min: -5, max: 40 }),
        fc.constantFrom('!', '!!', 'r', 'ro', 'cs', 'cf'),
        (sides, op, value, modifier) => {
          const input = `2d${sides}${modifier}${op}${value}`;
          const reached = Array.from({ length: sides }, (_, i) => i + 1).some((face) =>
            matchesPoint({ op, value }, face),
          );
          let parseCode = 'accepted';
          try {
            parseDice(input);
          } catch (error) {
            parseCode = (error as DiceError).code;
          }
          if (!reached) {
            expect(parseCode).toBe('dice.syntax.point-unreached');
            return;
          }
          expect(parseCode).not.toBe('dice.syntax.point-unreached');
          // Where the parser accepts, both paths agree on whether to refuse (explode or reroll every face).
          if (parseCode === 'accepted') {
            const { distribution, roll } = verdicts(input);
            expect(distribution === 'accepted').toBe(roll === 'accepted');
            expect(distribution).not.toBe('dice.syntax.point-unreached');
          }
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });
});
