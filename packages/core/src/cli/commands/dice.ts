import {
  cryptoRandom,
  distributionOf,
  formatDice,
  formatHistogram,
  parseDice,
  rollDice,
  seededRandom,
} from '@polyhedral/dice';
import { RuleInputError } from '../../errors.ts';
import { criticalDamageExpression } from '../../rules/attack-damage.ts';
import { getRuleset } from '../../rulesets/index.ts';
import { integerFlag, parseArgs, stringFlag } from '../args.ts';
import { type CommandOutput, json } from '../output.ts';

const FLAGS = {
  json: 'boolean',
  time: 'boolean',
  roll: 'boolean',
  seed: 'value',
  critical: 'boolean',
  ruleset: 'value',
} as const;

/** `dice "<expr>" [--roll [--seed N]] [--critical [--ruleset R]] [--time] [--json]` (ruleId DamageRolls). */
export function diceCommand(argv: readonly string[]): CommandOutput {
  const { positionals, flags } = parseArgs(argv, FLAGS);
  if (positionals.length === 0)
    throw new RuleInputError('rules.cli.missing-argument', { argument: 'expression' });
  if (positionals.length > 1)
    throw new RuleInputError('rules.cli.unexpected-argument', { value: positionals[1]! });
  const ruleset = getRuleset(stringFlag(flags, 'ruleset') ?? 'srd-5.2');
  const seed = integerFlag(flags, 'seed');
  if (seed !== undefined && !flags.roll)
    throw new RuleInputError('rules.cli.unexpected-argument', { flag: '--seed' });
  const started = performance.now();
  const parsed = parseDice(positionals[0]!);
  const node = flags.critical ? criticalDamageExpression(parsed, ruleset) : parsed;
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
    const total = result.capped ? `${result.total}+ (explosions stopped at the cap)` : String(result.total);
    return { stdout: `${expression} = ${total}\n${dice.join('\n')}${dice.length ? '\n' : ''}` };
  }

  const dist = distributionOf(node);
  const elapsedMs = performance.now() - started;
  if (flags.json) {
    return json({
      expression,
      min: dist.min,
      max: dist.max,
      mean: dist.mean,
      stddev: dist.stddev,
      distribution: dist.outcomes,
      // Exploding dice: the probability past the cut-off and the side with no limit.
      ...(dist.truncatedMass > 0 || dist.unbounded !== null
        ? { truncatedMass: dist.truncatedMass, unbounded: dist.unbounded }
        : {}),
      ...(flags.time ? { elapsedMs } : {}),
    });
  }
  const above = dist.unbounded === 'above' || dist.unbounded === 'both';
  const below = dist.unbounded === 'below' || dist.unbounded === 'both';
  const header = `${expression}  min ${below ? `${dist.min}-` : dist.min}  max ${above ? `${dist.max}+` : dist.max}  mean ${dist.mean.toFixed(4)}  stddev ${dist.stddev.toFixed(4)}`;
  const cut =
    dist.truncatedMass > 0
      ? `\nexploding dice followed until ${dist.truncatedMass.toExponential(1)} of the probability was left${
          dist.unbounded === null ? '' : '; totals past the ones shown are possible'
        }`
      : '';
  const time = flags.time ? `\nelapsed ${elapsedMs.toFixed(1)} ms` : '';
  return { stdout: `${header}${cut}\n${formatHistogram(dist)}${time}\n` };
}
