import { DiceError } from '@polyhedral/dice';
import { isDerivedLocale } from '@polyhedral/i18n';
import type { LocaleEnv } from '@polyhedral/i18n/client';
import corePackage from '../../package.json' with { type: 'json' };
import { RuleInputError } from '../errors.ts';
import { parseArgs } from './args.ts';
import { checkedRuleset } from './check-flags.ts';
import { clipEcho, clipParams } from './clip-echo.ts';
import { LOCALE_FLAG } from './command.ts';
import { allCommands, findCommand } from './commands/index.ts';
import { installCliDerivedLocale } from './derived-locale.ts';
import { calcHelp, commandHelp, generalHelp } from './help.ts';
import { type CliLocale, cliProblem, localeOf, withoutLocale } from './messages.ts';

/** The locale, its words installed first when it is derived (zh-hant). */
function withWords(locale: CliLocale): CliLocale {
  if (isDerivedLocale(locale)) installCliDerivedLocale(locale);
  return locale;
}

/** Where the CLI writes (process.stdout / process.stderr, or a test's collector). */
export interface TextSink {
  write(text: string): unknown;
}

/**
 * Runs one command; help is exit 0 on stdout, bad input one line on stderr and exit 2. `serveMcp`
 * starts the MCP server `mcp` asks for (main.ts: the server, a test: a record of the ask).
 */
export function run(
  argv: readonly string[],
  out: TextSink = process.stdout,
  err: TextSink = process.stderr,
  env: LocaleEnv = {},
  serveMcp: (dir: string) => void = () => {},
): number {
  // A bad --locale is reported in the environment's language.
  let locale: CliLocale = withWords(localeOf([], env));
  try {
    locale = withWords(localeOf(argv, env));
    const [first, ...afterFirst] = argv;
    if (first === '--version' && afterFirst.length === 0) {
      out.write(`${corePackage.version}\n`);
      return 0;
    }
    const asksHelp = (word: string | undefined) => word === '--help' || word === '-h' || word === 'help';
    const words = asksHelp(first) ? withoutLocale(afterFirst) : undefined;
    if ((first === 'calc' && asksHelp(afterFirst[0])) || (words?.length === 1 && words[0] === 'calc')) {
      out.write(`${calcHelp(allCommands(), locale)}\n`);
      return 0;
    }
    if (words) {
      const topic = words[0] === 'calc' ? words.slice(0, 2) : words.slice(0, 1);
      const command = topic.length > 0 ? findCommand(topic) : undefined;
      if (words.length > topic.length)
        throw new RuleInputError('rules.cli.unexpected-argument', { argument: words[topic.length]! });
      out.write(`${command ? commandHelp(command, locale) : generalHelp(allCommands(), locale)}\n`);
      return 0;
    }
    if (first === undefined)
      throw new RuleInputError('rules.cli.missing-argument', { argument: '<command>' });
    const named = first === 'calc' ? argv.slice(0, 2) : [first];
    if (first === 'calc' && named.length < 2)
      throw new RuleInputError('rules.cli.missing-argument', { argument: 'calc <kind>' });
    const command = findCommand(named);
    const flags = { ...command.flags, locale: LOCALE_FLAG };
    const parsed = parseArgs(argv.slice(named.length), flags);
    if (parsed.help) {
      out.write(`${commandHelp(command, locale)}\n`);
      return 0;
    }
    const output = command.run(parsed, checkedRuleset(parsed, flags), locale);
    out.write(output.stdout);
    if (output.serveMcp !== undefined) serveMcp(output.serveMcp);
    return 0;
  } catch (error) {
    if (error instanceof RuleInputError || error instanceof DiceError) {
      // The problem in the --locale language, as every edge words it (echoed text clipped first).
      const message = cliProblem(locale, { code: error.code, params: clipParams(error.params) });
      err.write(`polyhedral: ${message.replace(/\s+/g, ' ')} [${error.code}]\n`);
      return 2;
    }
    const message = clipEcho(error instanceof Error ? error.message : String(error));
    err.write(`polyhedral: internal error: ${message.replace(/\s+/g, ' ')}\n`);
    return 1;
  }
}
