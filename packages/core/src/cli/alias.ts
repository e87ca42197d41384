import { RuleInputError } from '../errors.ts';
import type { FlagSpec, ParsedArgs } from './command.ts';

/** Each given option's registry text (`--kind attack`: `{ "kind-of-test": "attack" }`), and `--ruleset`. */
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

/** The given option that stands for a parameter, as typed (`--max` or `--max-hp`), for error lines. */
export function givenOption(flags: ParsedArgs['flags'], spec: FlagSpec, param: string): string | undefined {
  const given = Object.entries(spec).find(
    ([option, def]) => flags[option] !== undefined && def.standsFor?.param === param,
  );
  return given && `--${given[0]}`;
}

/** Options a published command requires, each in either spelling: the first one missing is exit 2. */
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
