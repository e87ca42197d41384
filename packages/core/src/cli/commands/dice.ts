import { cryptoRandom, formatDice, formatHistogram, rollDice, seededRandom } from '@polyhedral/dice';
import { diceExpression } from '../../calculators/kinds/dice.ts';
import { computeCalculator } from '../../calculators/kinds.ts';
import { registryParams } from '../alias.ts';
import { integerFlag, positionalArgs } from '../args.ts';
import { readCalculatorInput } from '../calculator-commands.ts';
import type { CliCommand } from '../command.ts';
import { cliProblem } from '../messages.ts';
import { displayWidth, json, percent } from '../output.ts';
import { aliasCommand } from '../param-spellings.ts';
import { cliWord, fieldWord } from '../result-rows.ts';

const KIND = 'dice';

/** `dice "<expr>" [...]`: alias of `calc dice` (ruleIds DamageRolls, CriticalHits); `--roll` rolls once. */
export const diceCommand: CliCommand = aliasCommand('dice', KIND, {
  positionals: '"<expr>"',
  examples: [
    'dice "8d6" --json',
    'dice "4d6kh3" --roll --seed 7 --json',
    'dice "1d8+3" --critical --ruleset playtest --json',
    'dice "2d20kh1+5" --time',
  ],
  run(parsed, ruleset, locale) {
    const [expr] = positionalArgs(parsed, ['expression']);
    const { flags } = parsed;
    const seed = integerFlag(flags, 'seed');
    // Timed only when asked: reading the clock loads Node's perf_hooks, a cost every run would pay.
    const started = flags.time ? performance.now() : 0;
    const raw = { expr: expr!, ...registryParams(flags, diceCommand.flags) };
    const input = readCalculatorInput(KIND, raw);
    const node = diceExpression(input, ruleset);
    const expression = formatDice(node);

    if (flags.roll) {
      const result = rollDice(node, seed === undefined ? cryptoRandom : seededRandom(seed));
      if (flags.json)
        return json({
          expression,
          total: result.total,
          rolls: result.rolls,
          ...(result.capped ? { capped: true } : {}),
        });
      const dice = result.rolls.map(
        (g) => `${g.notation}: [${g.dice.map((d) => (d.kept ? d.value : `~${d.value}`)).join(', ')}]`,
      );
      // A chain stopped at the explosion cap (chance below 1e-12) makes the total a lower bound.
      const total = result.capped
        ? cliWord(locale, 'dice.capped', { total: result.total })
        : String(result.total);
      return { stdout: `${expression} = ${total}\n${dice.join('\n')}${dice.length ? '\n' : ''}` };
    }

    const output = computeCalculator(KIND, input);
    const dist = output.distribution;
    const elapsedMs = flags.time ? performance.now() - started : 0;
    // --at-least: the chance of that total or more, exactly as calc dice computes it.
    const atLeast =
      output.chanceAtLeast === null ? null : { value: input['at-least']!, chance: output.chanceAtLeast };
    if (flags.json) {
      return json({
        expression,
        min: dist.min,
        max: dist.max,
        // Where exact values exist, the floats are theirs (0.55, not 0.5499999999999999).
        mean: output.exact?.mean.toNumber() ?? dist.mean,
        stddev: dist.stddev,
        distribution: output.exact?.distribution.map(([value, p]) => [value, p.toNumber()]) ?? dist.outcomes,
        // The probability left out (explosion cut-off, the FFT's floor) and the side with no limit.
        ...(dist.truncatedMass > 0 || dist.unbounded !== null
          ? { truncatedMass: dist.truncatedMass, unbounded: dist.unbounded }
          : {}),
        ...(atLeast ? { atLeast } : {}),
        // Exact fractions "num/den" where the expression has them (a finite count of equally likely rolls).
        ...(output.exact
          ? {
              exact: {
                mean: output.exact.mean.toString(),
                distribution: output.exact.distribution.map(([value, p]) => [value, p.toString()]),
                ...(output.exact.chanceAtLeast ? { atLeast: output.exact.chanceAtLeast.toString() } : {}),
              },
            }
          : {}),
        // Where other rollers read a spelling differently: the reading used, in words.
        ...(output.notes.length > 0
          ? {
              notes: output.notes.map((note) => ({
                ...note,
                text: cliProblem(locale, note),
              })),
            }
          : {}),
        ...(flags.time ? { elapsedMs } : {}),
      });
    }
    const above = dist.unbounded === 'above' || dist.unbounded === 'both';
    const below = dist.unbounded === 'below' || dist.unbounded === 'both';
    const words = { kind: KIND, locale } as const;
    const header = [
      expression,
      `${fieldWord(words, 'min')} ${below ? `${dist.min}-` : dist.min}`,
      `${fieldWord(words, 'max')} ${above ? `${dist.max}+` : dist.max}`,
      `${fieldWord(words, 'mean')} ${dist.mean.toFixed(4)}`,
      `${fieldWord(words, 'stddev')} ${dist.stddev.toFixed(4)}`,
    ].join('  ');
    const cut =
      dist.truncatedMass > 0
        ? `\n${cliWord(locale, 'dice.leftOut', { mass: dist.truncatedMass.toExponential(1) })}${
            dist.unbounded === null ? '' : `; ${cliWord(locale, 'dice.beyondShown')}`
          }`
        : '';
    const chance = atLeast
      ? `\n${cliWord(locale, 'dice.atLeast', { value: atLeast.value, chance: percent(atLeast.chance) })}`
      : '';
    const time = flags.time ? `\n${cliWord(locale, 'elapsed', { ms: elapsedMs.toFixed(1) })}` : '';
    const notes = output.notes.map((note) => `\n${cliProblem(locale, note)}`).join('');
    const histogram = formatHistogram(dist, {
      headings: { value: cliWord(locale, 'table.value'), probability: cliWord(locale, 'probability') },
      width: displayWidth,
    });
    return { stdout: `${header}${cut}${chance}${notes}\n${histogram}${time}\n` };
  },
});
