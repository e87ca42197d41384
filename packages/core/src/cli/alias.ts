import { RuleInputError } from '../errors.ts';
import type { FlagSpec, ParsedArgs } from './command.ts';

/**
 * The published commands (`dice`, `d20`, `damage`, `death-saves`, `save-half`) are aliases of
 * `calc <kind>`: they only translate their documented options into the registry's parameters
 * (text, as in a directive), which the kind's reader reads and its compute computes
 * (calculator-commands.ts `readCalculatorInput`). These two helpers are the translation.
 */

/**
 * The registry text of every given option that stands for a parameter (`FlagDef.standsFor`, set
 * by `aliasFlag`), and of `--ruleset` (every kind's last parameter): `--kind attack` gives
 * `{ "kind-of-test": "attack" }`; a switch (`--advantage`) gives the text it stands for (`"1"`
 * for a count, `"true"` for a boolean parameter). The options' own spec is the one mapping.
 */
export function registryParams(flags: ParsedArgs['flags'], spec: FlagSpec): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [option, def] of Object.entries(spec)) {
    const value = flags[option];
    if (value === undefined) continue;
    if (def.standsFor) raw[def.standsFor.param] = value === true ? def.standsFor.on : value;
    else if (option === 'ruleset' && typeof value === 'string') raw.ruleset = value;
  }
  return raw;
}

/** Options a published command documents as required: the first one missing is exit 2. */
export function requireFlags(flags: ParsedArgs['flags'], names: readonly string[]): void {
  const missing = names.find((name) => flags[name] === undefined);
  if (missing !== undefined)
    throw new RuleInputError('rules.cli.missing-argument', { argument: `--${missing}` });
}
