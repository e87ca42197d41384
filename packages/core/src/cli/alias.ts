import { RuleInputError } from '../errors.ts';
import type { ParsedArgs } from './command.ts';

/**
 * The published commands (`dice`, `d20`, `damage`, `death-saves`, `save-half`) are aliases of
 * `calc <kind>`: they only translate their documented options into the registry's parameters
 * (text, as in a directive), which the kind's reader reads and its compute computes
 * (calculator-commands.ts `readCalculatorInput`). These two helpers are the translation.
 */

/**
 * The registry text of every given option of `names` (option -> parameter): `--kind attack`
 * gives `{ "kind-of-test": "attack" }`; a switch (`--advantage`) gives the text `on` stands for
 * (`"1"` for a count, `"true"` for a boolean parameter).
 */
export function registryParams(
  flags: ParsedArgs['flags'],
  names: Readonly<Record<string, string | { param: string; on: string }>>,
): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [option, target] of Object.entries(names)) {
    const value = flags[option];
    if (value === undefined) continue;
    const param = typeof target === 'string' ? target : target.param;
    raw[param] = value === true ? (typeof target === 'string' ? 'true' : target.on) : value;
  }
  return raw;
}

/** Options a published command documents as required: the first one missing is exit 2. */
export function requireFlags(flags: ParsedArgs['flags'], names: readonly string[]): void {
  const missing = names.find((name) => flags[name] === undefined);
  if (missing !== undefined)
    throw new RuleInputError('rules.cli.missing-argument', { argument: `--${missing}` });
}
