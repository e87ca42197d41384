import { DEFAULT_LOCALE } from '@polyhedral/i18n/client';
import type { CalculatorKind } from '../calculators/kinds.ts';
import { DEFAULT_RULESET, RULESET_IDS } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { CliLocale } from './messages.ts';
import { CLI_LOCALES } from './messages.ts';
import type { CommandOutput } from './output.ts';

/** What `--help` says of an option or a command (help.ts), worded in the `--locale` language. */
export interface HelpText {
  /** `cli.core.help.*` key of the words (none: what the parameter takes says it all). */
  key?: string;
  params?: Readonly<Record<string, string | number>>;
  /** `expectedParams` of the registry parameter it reads. */
  expected?: Readonly<Record<string, string | number>>;
  default?: string;
  /** The `calc` spelling it stands for (`calc d20-test --kind-of-test`). */
  calc?: string;
  /** No words of its own: an option made from a registry parameter, which what it takes describes. */
  wordless?: true;
}

/** One option of a command: how it parses, what `--help` says, when it applies. */
export interface FlagDef {
  kind: 'boolean' | 'value';
  /** Placeholder for the value in help (`N`, `TYPE`). */
  value?: string;
  help: HelpText;
  /** The rulesets this option means something in (default: all); any other is exit 2. */
  appliesTo?: (ruleset: Ruleset) => boolean;
  needs?: string;
  conflicts?: string;
  /** May be given several times (`--target A --target B`); the values are in `ParsedArgs.lists`. */
  repeatable?: boolean;
  /** A value option given alone stands for this text: `--advantage` is `--advantage 1`. */
  bare?: string;
  /**
   * The registry parameter an option stands for: its value is the parameter's text, a switch stands
   * for `on`. Two given options standing for one parameter are refused (check-flags.ts).
   */
  standsFor?: { param: string; on: string };
  /** The parameter the command builds from this option itself (`damage --part` into `parts`). */
  composes?: string;
}

export type FlagSpec = Readonly<Record<string, FlagDef>>;

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
  /** Every value of a repeatable option, in order (its first value is also in `flags`). */
  lists: Record<string, string[]>;
  help: boolean;
}

/** A `polyhedral` command: its help and its run function (parsed, checked arguments in). */
export interface CliCommand {
  name: string;
  /** The calculator kind this command is an alias of: it computes what `calc <kind>` computes. */
  aliasOf?: CalculatorKind;
  /** One line: what the command answers, and its rule ID. */
  summary: HelpText;
  /** Positional arguments as shown in the usage line (`"<expr>"`, `<ID>`), empty for none. */
  positionals: string;
  flags: FlagSpec;
  /** Whole command lines (without `polyhedral`), each one valid. */
  examples: readonly string[];
  /** `locale`: the language of readable text (`--locale`, English by default). */
  run(args: ParsedArgs, ruleset: Ruleset, locale: CliLocale): CommandOutput;
}

export const JSON_FLAG: FlagDef = { kind: 'boolean', help: { key: 'cli.core.help.json' } };

/** A value option choosing one of `choices`, its help listing them and naming the default. */
function choiceFlag(
  value: string,
  key: string,
  param: string,
  choices: readonly string[],
  fallback: string,
): FlagDef {
  return { kind: 'value', value, help: { key, params: { [param]: choices.join(' | ') }, default: fallback } };
}

export const RULESET_FLAG = choiceFlag(
  'ID',
  'cli.core.help.ruleset',
  'rulesets',
  RULESET_IDS,
  DEFAULT_RULESET.id,
);

export const LOCALE_FLAG = choiceFlag('LANG', 'cli.core.help.locale', 'locales', CLI_LOCALES, DEFAULT_LOCALE);

/** What a command whose one option is `--json` says of itself (`table`, `tables`). */
export function jsonOnlyCommand(
  name: string,
  positionals: string,
  examples: readonly string[],
): Omit<CliCommand, 'run'> {
  return {
    name,
    summary: { key: `cli.core.help.summary.${name}` },
    positionals,
    flags: { json: JSON_FLAG },
    examples,
  };
}
