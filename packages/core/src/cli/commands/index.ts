import { CALCULATOR_KIND_NAMES, isCalculatorKind } from '../../calculators/kinds.ts';
import { RuleInputError } from '../../errors.ts';
import { calculatorCommand } from '../calculator-commands.ts';
import type { CliCommand } from '../command.ts';
import { publishedSpellings } from '../param-spellings.ts';
import { conditionsCommand } from './conditions.ts';
import { d20Command } from './d20.ts';
import { damageCommand } from './damage.ts';
import { deathSavesCommand } from './death-saves.ts';
import { diceCommand } from './dice.ts';
import { saveHalfCommand } from './save-half.ts';
import { tableCommand } from './table.ts';
import { tablesCommand } from './tables.ts';

/**
 * The published commands of the first rounds: aliases of `calc <kind>` (`aliasOf`) that keep the
 * options and JSON the README documents.
 */
const ALIASES: readonly CliCommand[] = [
  diceCommand,
  d20Command,
  damageCommand,
  deathSavesCommand,
  saveHalfCommand,
];

/**
 * Every command of the `polyhedral` CLI, in help order: one `calc <kind>` per calculator kind of
 * the registry (generated, see calculator-commands.ts; taking its alias's published spellings
 * too, param-spellings.ts), then the aliases and the tables. A new hand-written command is one
 * file in this folder exporting a `CliCommand`, listed here.
 */
export const COMMANDS: readonly CliCommand[] = [
  ...CALCULATOR_KIND_NAMES.map((kind) => {
    const alias = ALIASES.find((command) => command.aliasOf === kind);
    return calculatorCommand(kind, alias ? publishedSpellings(alias) : {});
  }),
  ...ALIASES,
  tableCommand,
  tablesCommand,
  conditionsCommand,
];

/** The names a reader can type: `calc <kind>` once for all kinds, then the other commands. */
export const COMMAND_NAMES: readonly string[] = [
  'calc <kind>',
  ...COMMANDS.filter((command) => !command.name.startsWith('calc ')).map((command) => command.name),
];

/** The command named by the first word(s) of a command line; an unknown one lists the commands. */
export function findCommand(words: readonly string[]): CliCommand {
  const name = words.join(' ');
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (command) return command;
  if (words[0] === 'calc' && words[1] !== undefined && !isCalculatorKind(words[1]))
    throw new RuleInputError('rules.calculator.unknown-kind', { kind: words[1] });
  throw new RuleInputError('rules.cli.unknown-command', {
    command: name,
    commands: COMMAND_NAMES.join(', '),
  });
}
