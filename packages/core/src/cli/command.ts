import type { CalculatorKind } from '../calculators/kinds.ts';
import { DEFAULT_RULESET, RULESET_IDS } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { CliLocale } from './messages.ts';
import type { CommandOutput } from './output.ts';

/** One option of a command: how it parses, what `--help` says, when it applies. */
export interface FlagDef {
  kind: 'boolean' | 'value';
  /** Placeholder for the value in help (`N`, `TYPE`). */
  value?: string;
  help: string;
  /** The rulesets this option means something in (default: all); any other is exit 2. */
  appliesTo?: (ruleset: Ruleset) => boolean;
  /** An option this one works only together with. */
  needs?: string;
  /** An option this one cannot be combined with. */
  conflicts?: string;
  /** May be given several times (`--target A --target B`); the values are in `ParsedArgs.lists`. */
  repeatable?: boolean;
}

export type FlagSpec = Readonly<Record<string, FlagDef>>;

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
  /** Every value of a repeatable option, in order (its first value is also in `flags`). */
  lists: Record<string, string[]>;
  /** `--help` or `-h` was given. */
  help: boolean;
}

/** A `polyhedral` command: its help and its run function (parsed, checked arguments in). */
export interface CliCommand {
  name: string;
  /**
   * The calculator kind this command is an alias of (the published commands of the first rounds):
   * its options stand for that kind's parameters and it computes what `calc <kind>` computes.
   */
  aliasOf?: CalculatorKind;
  /** One line: what the command answers, and its rule ID. */
  summary: string;
  /** Positional arguments as shown in the usage line (`"<expr>"`, `<ID>`), empty for none. */
  positionals: string;
  flags: FlagSpec;
  /** Whole command lines (without `polyhedral`), each one valid. */
  examples: readonly string[];
  /** `locale`: the language of readable text (`--locale`, English by default). */
  run(args: ParsedArgs, ruleset: Ruleset, locale: CliLocale): CommandOutput;
}

export const JSON_FLAG: FlagDef = {
  kind: 'boolean',
  help: 'print one JSON object instead of a readable table',
};

export const RULESET_FLAG: FlagDef = {
  kind: 'value',
  value: 'ID',
  help: `the ruleset: ${RULESET_IDS.map((id) => (id === DEFAULT_RULESET.id ? `${id} (default)` : id)).join(' | ')}`,
};

export const LOCALE_FLAG: FlagDef = {
  kind: 'value',
  value: 'LANG',
  help: 'language of the readable output and of error lines: en (default) | th | zh',
};
