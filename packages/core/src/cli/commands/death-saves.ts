import { deathSaves } from '../../rules/death-saves.ts';
import { getRuleset } from '../../rulesets/index.ts';
import { integerFlag, noPositionals, parseArgs, stringFlag } from '../args.ts';
import { type CommandOutput, json, percent, textTable } from '../output.ts';

const FLAGS = {
  json: 'boolean',
  successes: 'value',
  failures: 'value',
  ruleset: 'value',
  con: 'value',
  level: 'value',
  hp: 'value',
} as const;

/** `death-saves [--successes S] [--failures F] [--ruleset playtest --con C --level L --hp H]` (ruleId DeathSavingThrows). */
export function deathSavesCommand(argv: readonly string[]): CommandOutput {
  const parsed = parseArgs(argv, FLAGS);
  noPositionals(parsed);
  const { flags } = parsed;
  const ruleset = getRuleset(stringFlag(flags, 'ruleset') ?? 'srd-5.2');
  const result = deathSaves(
    {
      successes: integerFlag(flags, 'successes'),
      failures: integerFlag(flags, 'failures'),
      hp: integerFlag(flags, 'hp'),
      conScore: integerFlag(flags, 'con'),
      level: integerFlag(flags, 'level'),
    },
    ruleset,
  );
  if (flags.json) {
    return json({
      stable: result.stable,
      dead: result.dead,
      revived: result.revived,
      expectedTurns: result.expectedTurns,
    });
  }
  return {
    stdout: `${textTable(
      ['outcome', 'probability', 'exact'],
      [
        ['stable', percent(result.stable), String(result.exact.stable)],
        ['dead', percent(result.dead), String(result.exact.dead)],
        ['revived (natural 20)', percent(result.revived), String(result.exact.revived)],
        ['expected turns', result.expectedTurns.toFixed(4), String(result.exact.expectedTurns)],
      ],
    )}\n`,
  };
}
