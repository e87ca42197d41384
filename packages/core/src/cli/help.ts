import { CALCULATOR_KIND_NAMES } from '../calculators/kinds.ts';
import { RULESET_IDS, RULESETS } from '../rulesets/index.ts';
import { type CliCommand, type FlagDef, LOCALE_FLAG } from './command.ts';

function flagNotes(def: FlagDef): string {
  const notes: string[] = [];
  if (def.appliesTo) {
    const rulesets = RULESET_IDS.filter((id) => def.appliesTo!(RULESETS[id]));
    notes.push(`${rulesets.join(', ')} only`);
  }
  if (def.needs !== undefined) notes.push(`with --${def.needs}`);
  if (def.conflicts !== undefined) notes.push(`not with --${def.conflicts}`);
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}

/** One command's help: usage line, summary, every option with its notes, examples. */
export function commandHelp(command: CliCommand): string {
  const usage = ['polyhedral', command.name, command.positionals, '[options]'].filter(Boolean).join(' ');
  const options = Object.entries(command.flags).map(([name, def]) => [
    `--${name}${def.value ? ` ${def.value}` : ''}`,
    `${def.help}${flagNotes(def)}`,
  ]);
  options.push([`--locale ${LOCALE_FLAG.value}`, LOCALE_FLAG.help], ['--help, -h', 'show this help']);
  const width = Math.max(...options.map(([left]) => left!.length));
  const alias = command.aliasOf
    ? [`  alias of calc ${command.aliasOf}: the same reader, limits, errors and computation`]
    : [];
  return [
    usage,
    `  ${command.summary}`,
    ...alias,
    ...options.map(([left, right]) => `    ${left!.padEnd(width)}  ${right}`),
    ...command.examples.map((example, i) => `  ${i === 0 ? 'examples:' : '         '} polyhedral ${example}`),
  ].join('\n');
}

/** The full help: how to call, then every command with every option and examples. */
export function generalHelp(commands: readonly CliCommand[]): string {
  return [
    'usage: polyhedral <command> [arguments] [options]',
    '       polyhedral <command> --help',
    '',
    `commands: calc <kind>, ${commands
      .filter((c) => !c.name.startsWith('calc '))
      .map((c) => c.name)
      .join(', ')}`,
    `calculator kinds (calc <kind>, parameters as in ::calc{kind=...} and shared links): ${CALCULATOR_KIND_NAMES.join(', ')}`,
    `aliases (published spellings of calc commands): ${commands
      .filter((c) => c.aliasOf !== undefined)
      .map((c) => `${c.name} = calc ${c.aliasOf}`)
      .join(', ')}`,
    'Without --json each command prints a readable table. Bad input: one line on stderr, exit code 2.',
    'An argument that starts with "-" (a negative dice expression) goes after "--".',
    '',
    ...commands.map((c) => `${commandHelp(c)}\n`),
  ].join('\n');
}
