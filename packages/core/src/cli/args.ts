import { readInteger } from '@polyhedral/dice';
import { RuleInputError } from '../errors.ts';
import type { FlagSpec, ParsedArgs } from './command.ts';

/**
 * Parse `--flag value`, `--flag=value` and boolean `--flag` against a command's spec. Unknown,
 * repeated (unless `repeatable`) and value-less flags are RuleInputErrors (exit 2). A value may
 * start with "-" (`--bonus -1`); after `--` everything is positional; a `bare` option followed by
 * nothing or by `--…` takes its bare text (`--advantage --bonus 3`).
 */
export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  const lists: Record<string, string[]> = {};
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (/^-[A-Za-z]/.test(arg)) throw new RuleInputError('rules.cli.unknown-flag', { flag: arg });
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const kind = Object.hasOwn(spec, name) ? spec[name]?.kind : undefined;
    if (!kind) throw new RuleInputError('rules.cli.unknown-flag', { flag: `--${name}` });
    const repeatable = spec[name]?.repeatable === true && kind === 'value';
    if (Object.hasOwn(flags, name) && !repeatable)
      throw new RuleInputError('rules.cli.repeated-option', { flag: `--${name}` });
    if (kind === 'boolean') {
      if (eq !== -1) throw new RuleInputError('rules.cli.unexpected-argument', { argument: arg });
      flags[name] = true;
      continue;
    }
    const bare = spec[name]?.bare;
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      const next = argv[i + 1];
      // `--` ends the options: it is never a value (`--dc -- 5` is not dc = "--").
      const nextIsOption =
        next !== undefined && (next === '--' || (bare === undefined ? /^--[a-z]/ : /^--/).test(next));
      if (next !== undefined && !nextIsOption) {
        value = next;
        i++;
      } else value = bare;
    }
    // Empty, or only separators and spaces (`--resist ,`): the value names nothing.
    if (value === undefined || /^[\s,;]*$/.test(value))
      throw new RuleInputError('rules.cli.missing-value', { flag: `--${name}` });
    if (repeatable) lists[name] = [...(lists[name] ?? []), value];
    if (!Object.hasOwn(flags, name)) flags[name] = value;
  }
  return { positionals, flags, lists, help };
}

/** An integer flag value ("12", "-3", "๕", "５": the dice package's one number reader). */
export function integerFlag(flags: ParsedArgs['flags'], name: string): number | undefined {
  const raw = flags[name];
  if (raw === undefined) return undefined;
  const value = raw === true ? undefined : readInteger(raw);
  if (value === undefined) {
    throw new RuleInputError('rules.input.not-an-integer', { field: name, actual: String(raw) });
  }
  return value;
}

export function stringFlag(flags: ParsedArgs['flags'], name: string): string | undefined {
  const raw = flags[name];
  return raw === undefined || raw === true ? undefined : raw;
}

/** Exactly one positional argument per name, in order. */
export function positionalArgs(parsed: ParsedArgs, names: readonly string[]): string[] {
  if (parsed.positionals.length < names.length)
    throw new RuleInputError('rules.cli.missing-argument', { argument: names[parsed.positionals.length]! });
  if (parsed.positionals.length > names.length)
    throw new RuleInputError('rules.cli.unexpected-argument', {
      argument: parsed.positionals[names.length]!,
    });
  return parsed.positionals;
}
