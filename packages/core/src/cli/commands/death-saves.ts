import { computeCalculator } from '../../calculators/kinds.ts';
import { registryParams, requireFlags } from '../alias.ts';
import { positionalArgs } from '../args.ts';
import { readCalculatorInput } from '../calculator-commands.ts';
import type { CliCommand } from '../command.ts';
import { jsonOf, percent, textTable } from '../output.ts';
import { aliasCommand } from '../param-spellings.ts';
import { cliWord, fieldWord } from '../result-rows.ts';

const KIND = 'death-saves';

/** `death-saves [...]`: alias of `calc death-saves` (ruleId DeathSavingThrows). */
export const deathSavesCommand: CliCommand = aliasCommand('death-saves', KIND, {
  examples: [
    'death-saves --successes 1 --failures 2 --json',
    'death-saves --ruleset playtest --con 14 --level 5 --hp -3 --json',
  ],
  run(parsed, ruleset, locale) {
    positionalArgs(parsed, []);
    if (ruleset.dying.kind === 'constitution-save')
      requireFlags(parsed.flags, deathSavesCommand.flags, ['hp', 'con', 'level']);
    const input = readCalculatorInput(KIND, registryParams(parsed.flags, deathSavesCommand.flags));
    const { outcome } = computeCalculator(KIND, input);
    if (parsed.flags.json) {
      return jsonOf(outcome, ['stable', 'dead', 'revived', 'expectedTurns']);
    }
    const words = { kind: KIND, locale } as const;
    const label = (name: string) => fieldWord(words, name, 'outcome');
    return {
      stdout: `${textTable(
        [fieldWord(words, 'outcome'), cliWord(locale, 'probability'), fieldWord(words, 'exact')],
        [
          [label('stable'), percent(outcome.stable), String(outcome.exact.stable)],
          [label('dead'), percent(outcome.dead), String(outcome.exact.dead)],
          [label('revived'), percent(outcome.revived), String(outcome.exact.revived)],
          [label('expectedTurns'), outcome.expectedTurns.toFixed(4), String(outcome.exact.expectedTurns)],
        ],
      )}\n`,
    };
  },
});
