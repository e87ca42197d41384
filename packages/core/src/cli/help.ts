import { expectedInWords } from '@polyhedral/i18n/client';
import { CALCULATOR_KIND_NAMES } from '../calculators/kinds.ts';
import { RULESET_IDS, RULESETS } from '../rulesets/index.ts';
import { type CliCommand, type FlagDef, type HelpText, LOCALE_FLAG } from './command.ts';
import { type CliLocale, cliMessage } from './messages.ts';

/** The help texts in the `--locale` language (`cli.core.help.*`, `rules.expected.*` of @polyhedral/i18n). */
function say(locale: CliLocale, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  return cliMessage(locale, key, params) ?? key;
}

/** The key of an option's own words: its HelpText's, else `cli.core.help.flag.<command>.<option>`. */
export function flagHelpKey(command: CliCommand, name: string, def: FlagDef): string | undefined {
  if (def.help.key !== undefined) return def.help.key;
  return def.help.wordless ? undefined : `cli.core.help.flag.${command.name}.${name}`;
}

/** One option's or command's help in words: its own words; what it takes; its default; its `calc` spelling. */
export function helpText(locale: CliLocale, help: HelpText): string {
  const words = help.key ? (cliMessage(locale, help.key, help.params) ?? '') : '';
  const takes = help.expected
    ? String(
        expectedInWords({ ...help.expected, expected: '' }, (key, values) => cliMessage(locale, key, values))
          .expected,
      )
    : '';
  // The option's own words, then what it takes, joined the language's way (`；` in Chinese).
  const text =
    words && takes ? say(locale, 'cli.core.help.and', { first: words, second: takes }) : words || takes;
  const withDefault =
    help.default === undefined
      ? text
      : `${text} ${say(locale, 'cli.core.help.default', { value: help.default === 'none' ? say(locale, 'cli.core.none') : help.default })}`;
  return help.calc ? `${withDefault} [${help.calc}]` : withDefault;
}

function flagNotes(locale: CliLocale, def: FlagDef): string {
  const notes: string[] = [];
  if (def.appliesTo) {
    const rulesets = RULESET_IDS.filter((id) => def.appliesTo!(RULESETS[id]));
    notes.push(say(locale, 'cli.core.help.onlyIn', { rulesets: rulesets.join(', ') }));
  }
  if (def.needs !== undefined) notes.push(say(locale, 'cli.core.help.needs', { flag: def.needs }));
  if (def.conflicts !== undefined)
    notes.push(say(locale, 'cli.core.help.conflicts', { flag: def.conflicts }));
  if (def.bare !== undefined) notes.push(say(locale, 'cli.core.help.bare', { value: def.bare }));
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}

/** One command's help: usage line, summary, every option with its notes, examples. */
export function commandHelp(command: CliCommand, locale: CliLocale = 'en'): string {
  const usage = ['polyhedral', command.name, command.positionals, '[options]'].filter(Boolean).join(' ');
  const options = Object.entries(command.flags).map(([name, def]) => [
    // A value that may be left out (`bare`) in brackets: `--advantage [N]`.
    `--${name}${def.value ? (def.bare === undefined ? ` ${def.value}` : ` [${def.value}]`) : ''}`,
    `${helpText(locale, { ...def.help, key: flagHelpKey(command, name, def) })}${flagNotes(locale, def)}`,
  ]);
  options.push(
    [`--locale ${LOCALE_FLAG.value}`, helpText(locale, LOCALE_FLAG.help)],
    ['--help, -h', say(locale, 'cli.core.help.help')],
  );
  const width = Math.max(...options.map(([left]) => left!.length));
  const alias = command.aliasOf
    ? [`  ${say(locale, 'cli.core.help.aliasOf', { kind: command.aliasOf })}`]
    : [];
  const examples = say(locale, 'cli.core.help.examples');
  return [
    usage,
    `  ${helpText(locale, command.summary)}`,
    ...alias,
    ...options.map(([left, right]) => `    ${left!.padEnd(width)}  ${right}`),
    ...command.examples.map(
      (example, i) => `  ${i === 0 ? `${examples}:` : ' '.repeat(examples.length + 1)} polyhedral ${example}`,
    ),
  ].join('\n');
}

/** The full help: how to call, then every command with every option and examples. */
export function generalHelp(commands: readonly CliCommand[], locale: CliLocale = 'en'): string {
  const usage = say(locale, 'cli.core.help.usage');
  return [
    `${usage}: polyhedral <command> [arguments] [options]`,
    `${' '.repeat(usage.length + 1)} polyhedral <command> --help`,
    '',
    `${say(locale, 'cli.core.help.commands')}: calc <kind>, ${commands
      .filter((c) => !c.name.startsWith('calc '))
      .map((c) => c.name)
      .join(', ')}`,
    `${say(locale, 'cli.core.help.kinds')}: ${CALCULATOR_KIND_NAMES.join(', ')}`,
    `${say(locale, 'cli.core.help.aliases')}: ${commands
      .filter((c) => c.aliasOf !== undefined)
      .map((c) => `${c.name} = calc ${c.aliasOf}`)
      .join(', ')}`,
    say(locale, 'cli.core.help.output'),
    say(locale, 'cli.core.help.negative'),
    '',
    ...commands.map((c) => `${commandHelp(c, locale)}\n`),
  ].join('\n');
}

/** `polyhedral calc --help`: how to call a calculator, then one line per kind of the registry. */
export function calcHelp(commands: readonly CliCommand[], locale: CliLocale = 'en'): string {
  const usage = say(locale, 'cli.core.help.usage');
  const kinds = commands.filter((c) => c.name.startsWith('calc '));
  const width = Math.max(...kinds.map((c) => c.name.length));
  return [
    `${usage}: polyhedral calc <kind> [options]`,
    `${' '.repeat(usage.length + 1)} polyhedral calc <kind> --help`,
    '',
    `${say(locale, 'cli.core.help.kinds')}:`,
    ...kinds.map((c) => `  ${c.name.padEnd(width)}  ${helpText(locale, c.summary)}`),
  ].join('\n');
}
