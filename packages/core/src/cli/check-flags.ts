import { RuleInputError } from '../errors.ts';
import { DEFAULT_RULESET, getRuleset } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { FlagSpec, ParsedArgs } from './command.ts';

/** The ruleset a command runs under, after every given option is checked against its spec (else exit 2). */
export function checkedRuleset(parsed: ParsedArgs, spec: FlagSpec): Ruleset {
  const id = parsed.flags.ruleset;
  const ruleset = typeof id === 'string' ? getRuleset(id) : DEFAULT_RULESET;
  /** The option given for each parameter so far. */
  const optionFor = new Map<string, string>();
  for (const name of Object.keys(parsed.flags)) {
    const def = spec[name]!;
    const param = def.standsFor?.param;
    if (param !== undefined) {
      const other = optionFor.get(param);
      if (other !== undefined)
        throw new RuleInputError('rules.cli.conflicting-options', { flag: `--${other}`, other: `--${name}` });
      optionFor.set(param, name);
    }
    if (def.appliesTo && !def.appliesTo(ruleset))
      throw new RuleInputError('rules.cli.not-in-ruleset', { flag: `--${name}`, ruleset: ruleset.id });
    if (def.needs !== undefined && !Object.hasOwn(parsed.flags, def.needs))
      throw new RuleInputError('rules.cli.needs-option', { flag: `--${name}`, needs: `--${def.needs}` });
    if (def.conflicts !== undefined && Object.hasOwn(parsed.flags, def.conflicts))
      throw new RuleInputError('rules.cli.conflicting-options', {
        flag: `--${name}`,
        other: `--${def.conflicts}`,
      });
  }
  return ruleset;
}
