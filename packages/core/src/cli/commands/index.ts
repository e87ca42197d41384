import { CALCULATOR_KIND_NAMES, type CalculatorKind, isCalculatorKind } from '../../calculators/kinds.ts';
import { RuleInputError } from '../../errors.ts';
import { calculatorCommand } from '../calculator-commands.ts';
import type { CliCommand } from '../command.ts';
import { publishedSpellings } from '../param-spellings.ts';
import { conditionsCommand } from './conditions.ts';
import { d20Command } from './d20.ts';
import { damageCommand } from './damage.ts';
import { deathSavesCommand } from './death-saves.ts';
import { diceCommand } from './dice.ts';
import { mcpCommand } from './mcp.ts';
import { ruleCommand } from './rule.ts';
import { saveHalfCommand } from './save-half.ts';
import { searchCommand } from './search.ts';
import { tableCommand } from './table.ts';
import { tablesCommand } from './tables.ts';

/** The published commands: aliases of `calc <kind>` keeping the options and JSON the README documents. */
const ALIASES: readonly CliCommand[] = [
  diceCommand,
  d20Command,
  damageCommand,
  deathSavesCommand,
  saveHalfCommand,
];

/** The commands that are not `calc <kind>`, in help order: the aliases, the tables, conditions, then `rule` and `search` (the data API). */
const NAMED: readonly CliCommand[] = [
  ...ALIASES,
  tableCommand,
  tablesCommand,
  conditionsCommand,
  ruleCommand,
  searchCommand,
  mcpCommand,
];

const calcCommands = new Map<CalculatorKind, CliCommand>();

/** `calc <kind>`, made on first use (taking its alias's published spellings too, param-spellings.ts). */
function calcCommand(kind: CalculatorKind): CliCommand {
  let command = calcCommands.get(kind);
  if (command === undefined) {
    command = calculatorCommand(kind, publishedSpellings(kind));
    calcCommands.set(kind, command);
  }
  return command;
}

/** Every command, in help order; the `calc <kind>` commands are made when asked for, not at start-up. */
export function allCommands(): readonly CliCommand[] {
  return [...CALCULATOR_KIND_NAMES.map(calcCommand), ...NAMED];
}

/** The names a reader can type: `calc <kind>` once for all kinds, then the other commands. */
export const COMMAND_NAMES: readonly string[] = ['calc <kind>', ...NAMED.map((command) => command.name)];

/** The command named by the first word(s) of a command line; an unknown one lists the commands. */
export function findCommand(words: readonly string[]): CliCommand {
  const name = words.join(' ');
  const command = NAMED.find((candidate) => candidate.name === name);
  if (command) return command;
  // A kind is also a command on its own (`polyhedral travel-pace --help`): `calc` may be left out.
  const kind = name.startsWith('calc ') ? name.slice('calc '.length) : name;
  if (kind !== undefined && isCalculatorKind(kind)) return calcCommand(kind);
  if (words[0] === 'calc' && words[1] !== undefined && !isCalculatorKind(words[1]))
    throw new RuleInputError('rules.calculator.unknown-kind', { kind: words[1] });
  throw new RuleInputError('rules.cli.unknown-command', {
    command: name,
    commands: COMMAND_NAMES.join(', '),
  });
}
