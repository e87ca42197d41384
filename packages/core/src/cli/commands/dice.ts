import {
  cryptoRandom,
  distributionOf,
  formatDice,
  formatHistogram,
  parseDice,
  rollDice,
  seededRandom,
} from '@polyhedral/dice';
import { criticalDamageExpression } from '../../rules/attack-damage.ts';
import { integerFlag, positionalArgs } from '../args.ts';
import { type CliCommand, JSON_FLAG, RULESET_FLAG } from '../command.ts';
import { json } from '../output.ts';

/** `dice "<expr>" [--roll [--seed N]] [--critical [--ruleset R]] [--time] [--json]` (ruleId DamageRolls). */
export const diceCommand: CliCommand = {
  name: 'dice',
  summary: 'exact distribution of a dice expression, or one roll of it (DamageRolls)',
  positionals: '"<expr>"',
  flags: {
    json: JSON_FLAG,
    roll: { kind: 'boolean', help: 'roll the expression once instead of computing its distribution' },
    seed: { kind: 'value', value: 'N', help: 'integer seed for a repeatable roll', needs: 'roll' },
    critical: { kind: 'boolean', help: "apply the ruleset's critical-hit rule to the dice (CriticalHits)" },
    ruleset: { ...RULESET_FLAG, needs: 'critical' },
    time: { kind: 'boolean', help: 'add the computing time, elapsedMs', conflicts: 'roll' },
  },
  examples: [
    'dice "8d6" --json',
    'dice "4d6kh3" --roll --seed 7 --json',
    'dice "1d8+3" --critical --ruleset playtest --json',
    'dice "2d20kh1+5" --time',
  ],
  run(parsed, ruleset) {
    const [input] = positionalArgs(parsed, ['expression']);
    const { flags } = parsed;
    const seed = integerFlag(flags, 'seed');
    const started = performance.now();
    const node = flags.critical ? criticalDamageExpression(parseDice(input!), ruleset) : parseDice(input!);
    const expression = formatDice(node);

    if (flags.roll) {
      const result = rollDice(node, seed === undefined ? cryptoRandom : seededRandom(seed));
      if (flags.json) return json({ expression, total: result.total, rolls: result.rolls });
      const dice = result.rolls.map(
        (g) => `${g.notation}: [${g.dice.map((d) => (d.kept ? d.value : `~${d.value}`)).join(', ')}]`,
      );
      return { stdout: `${expression} = ${result.total}\n${dice.join('\n')}${dice.length ? '\n' : ''}` };
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
        ...(flags.time ? { elapsedMs } : {}),
      });
    }
    const header = `${expression}  min ${dist.min}  max ${dist.max}  mean ${dist.mean.toFixed(4)}  stddev ${dist.stddev.toFixed(4)}`;
    const time = flags.time ? `\nelapsed ${elapsedMs.toFixed(1)} ms` : '';
    return { stdout: `${header}\n${formatHistogram(dist)}${time}\n` };
  },
};
