import { DiceError } from '@polyhedral/dice';
import { RuleInputError } from '../errors.ts';
import { d20Command } from './commands/d20.ts';
import { damageCommand } from './commands/damage.ts';
import { deathSavesCommand } from './commands/death-saves.ts';
import { diceCommand } from './commands/dice.ts';
import { saveHalfCommand } from './commands/save-half.ts';
import { tableCommand } from './commands/table.ts';
import { tablesCommand } from './commands/tables.ts';
import { englishErrorMessage } from './labels.ts';
import type { CommandOutput } from './output.ts';

/** The commands of the `polyhedral` CLI (DESIGN.md "Command line contract"): `pnpm --silent polyhedral <command> ...`. */
const COMMANDS: Readonly<Record<string, (argv: readonly string[]) => CommandOutput>> = {
  dice: diceCommand,
  d20: d20Command,
  damage: damageCommand,
  'death-saves': deathSavesCommand,
  'save-half': saveHalfCommand,
  table: tableCommand,
  tables: tablesCommand,
};

const USAGE = `usage: polyhedral <command> [options] [--json]
commands: ${Object.keys(COMMANDS).join(', ')}
`;

/** Run one command; returns the exit code. Bad input: one line on stderr, exit 2, nothing on stdout. */
/** Where the CLI writes (process.stdout / process.stderr, or a test's collector). */
export interface TextSink {
  write(text: string): unknown;
}

export function run(
  argv: readonly string[],
  out: TextSink = process.stdout,
  err: TextSink = process.stderr,
): number {
  const [name, ...rest] = argv;
  if (name === '--help' || name === 'help') {
    out.write(USAGE);
    return 0;
  }
  try {
    if (name === undefined) throw new RuleInputError('rules.cli.missing-argument', { argument: 'command' });
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) throw new RuleInputError('rules.cli.unknown-command', { command: name });
    out.write(command(rest).stdout);
    return 0;
  } catch (error) {
    if (error instanceof RuleInputError || error instanceof DiceError) {
      const message = englishErrorMessage(error.code, error.params) ?? error.message;
      err.write(`polyhedral: ${message.replace(/\s+/g, ' ')} [${error.code}]\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    err.write(`polyhedral: internal error: ${message.replace(/\s+/g, ' ')}\n`);
    return 1;
  }
}
