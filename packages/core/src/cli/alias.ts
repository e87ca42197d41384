import { RuleInputError } from '../errors.ts';
import type { FlagSpec, ParsedArgs } from './command.ts';

/**
 * The published commands (`dice`, `d20`, `damage`, `death-saves`, `save-half`) are aliases of
 * `calc <kind>`: they only translate their documented options into the registry's parameters
 * (text, as in a directive), which the kind's reader reads and its compute computes
 * (calculator-commands.ts `readCalculatorInput`). These helpers are the translation.
 */

/**
 * The registry text of every given option that stands for a parameter (`FlagDef.standsFor`, set
 * by `aliasFlag` and on every `calc <kind>` option), and of `--ruleset` (every kind's last
 * parameter): `--kind attack` gives `{ "kind-of-test": "attack" }`; a switch (`--monster`) gives
 * the text it stands for (`"monster"`, `"true"` for a boolean parameter). The options' own spec is
 * the one mapping.
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

/**
 * The given option that stands for a parameter, as typed (`--max` or `--max-hp`), for error
 * lines that name it; none given: undefined.
 */
export function givenOption(flags: ParsedArgs['flags'], spec: FlagSpec, param: string): string | undefined {
  const given = Object.entries(spec).find(
    ([option, def]) => flags[option] !== undefined && def.standsFor?.param === param,
  );
  return given && `--${given[0]}`;
}

/**
 * Options a published command documents as required, each given in either spelling (`--max` or
 * `--max-hp`: an option standing for the same parameter): the first one missing is exit 2.
 */
export function requireFlags(flags: ParsedArgs['flags'], spec: FlagSpec, names: readonly string[]): void {
  const missing = names.find((name) => {
    const param = spec[name]?.standsFor?.param;
    return (
      flags[name] === undefined && (param === undefined || givenOption(flags, spec, param) === undefined)
    );
  });
  if (missing !== undefined)
    throw new RuleInputError('rules.cli.missing-argument', { argument: `--${missing}` });
}
