import { deathSaves } from '../../rules/death-saves.ts';
import type { Ruleset } from '../../rulesets/types.ts';
import { integerFlag, positionalArgs } from '../args.ts';
import { type CliCommand, JSON_FLAG, RULESET_FLAG } from '../command.ts';
import { json, percent, textTable } from '../output.ts';

const bySaves = (r: Ruleset) => r.dying.kind === 'death-saving-throw';
const byConstitution = (r: Ruleset) => r.dying.kind === 'constitution-save';

/** `death-saves [--successes S] [--failures F] [--ruleset playtest --con C --level L --hp H]` (ruleId DeathSavingThrows). */
export const deathSavesCommand: CliCommand = {
  name: 'death-saves',
  summary: 'chances of becoming Stable, dying or reviving from 0 HP (DeathSavingThrows)',
  positionals: '',
  flags: {
    json: JSON_FLAG,
    successes: { kind: 'value', value: 'S', help: 'successes so far, 0-2' },
    failures: { kind: 'value', value: 'F', help: 'death save failures so far, 0-2', appliesTo: bySaves },
    hp: {
      kind: 'value',
      value: 'H',
      help: 'current hit points, 0 or fewer (required)',
      appliesTo: byConstitution,
    },
    con: { kind: 'value', value: 'SCORE', help: 'Constitution score (required)', appliesTo: byConstitution },
    level: { kind: 'value', value: 'L', help: 'character level (required)', appliesTo: byConstitution },
    ruleset: RULESET_FLAG,
  },
  examples: [
    'death-saves --successes 1 --failures 2 --json',
    'death-saves --ruleset playtest --con 14 --level 5 --hp -3 --json',
  ],
  run(parsed, ruleset) {
    positionalArgs(parsed, []);
    const { flags } = parsed;
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
  },
};
