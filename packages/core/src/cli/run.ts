import { DiceError } from '@polyhedral/dice';
import { RuleInputError } from '../errors.ts';
import { parseArgs } from './args.ts';
import { checkedRuleset } from './check-flags.ts';
import { clipEcho, clipParams } from './clip-echo.ts';
import { COMMANDS } from './commands/index.ts';
import { commandHelp, generalHelp } from './help.ts';
import { englishErrorMessage } from './labels.ts';

/** Where the CLI writes (process.stdout / process.stderr, or a test's collector). */
export interface TextSink {
  write(text: string): unknown;
}

/**
 * Run one command of the `polyhedral` CLI (DESIGN.md "Command line contract"); returns the exit
 * code. Help (`--help`, `-h`, `help`, `<command> --help`) is exit 0 on stdout. Bad input: one
 * line on stderr, exit 2, nothing on stdout.
 */
export function run(
  argv: readonly string[],
  out: TextSink = process.stdout,
  err: TextSink = process.stderr,
): number {
  const [name, ...rest] = argv;
  try {
    if (name === '--help' || name === '-h' || name === 'help') {
      const topic = rest[0];
      const command = COMMANDS.find((c) => c.name === topic);
      if (topic !== undefined && !command)
        throw new RuleInputError('rules.cli.unknown-command', { command: topic });
      if (rest.length > 1) throw new RuleInputError('rules.cli.unexpected-argument', { argument: rest[1]! });
      out.write(`${command ? commandHelp(command) : generalHelp(COMMANDS)}\n`);
      return 0;
    }
    if (name === undefined) throw new RuleInputError('rules.cli.missing-argument', { argument: '<command>' });
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) throw new RuleInputError('rules.cli.unknown-command', { command: name });
    const parsed = parseArgs(rest, command.flags);
    if (parsed.help) {
      out.write(`${commandHelp(command)}\n`);
      return 0;
    }
    out.write(command.run(parsed, checkedRuleset(parsed, command.flags)).stdout);
    return 0;
  } catch (error) {
    if (error instanceof RuleInputError || error instanceof DiceError) {
      const message = englishErrorMessage(error.code, clipParams(error.params)) ?? clipEcho(error.message);
      err.write(`polyhedral: ${message.replace(/\s+/g, ' ')} [${error.code}]\n`);
      return 2;
    }
    const message = clipEcho(error instanceof Error ? error.message : String(error));
    err.write(`polyhedral: internal error: ${message.replace(/\s+/g, ' ')}\n`);
    return 1;
  }
}
