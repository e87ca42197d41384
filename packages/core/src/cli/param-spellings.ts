import { CALCULATOR_KINDS, type CalculatorKind } from '../calculators/kinds.ts';
import type { ParamSpec } from '../calculators/param-spec.ts';
import { paramFlag, paramOf, rulesetsOf } from './calculator-commands.ts';
import type { CliCommand, FlagDef, FlagSpec } from './command.ts';

/*
 * One option vocabulary for an alias and its `calc <kind>` (issue 31): each accepts the other's
 * spellings, made from the alias's spec and the registry, never a second table.
 */

/** An alias's options: its own, then each parameter of its kind under its own name, `--ruleset` last. */
export function withParamOptions(
  kind: CalculatorKind,
  published: FlagSpec,
  except: readonly string[] = [],
): FlagSpec {
  for (const name of except) paramOf(kind, name); // a name the kind lacks is a programming error
  const composed = new Set(Object.values(published).map((def) => def.composes));
  const generated = CALCULATOR_KINDS[kind].params
    .filter(
      (param: ParamSpec) =>
        !Object.hasOwn(published, param.name) && !composed.has(param.name) && !except.includes(param.name),
    )
    .map((param: ParamSpec) => [param.name, paramFlag(param)] as const);
  const { ruleset, ...options } = published;
  return { ...options, ...Object.fromEntries(generated), ...(ruleset ? { ruleset } : {}) };
}

/** The options `calc <kind>` takes in its alias's published spellings (`--kind`, `--advantage`). */
export function publishedSpellings(alias: CliCommand): FlagSpec {
  const kind = alias.aliasOf;
  if (kind === undefined) throw new Error(`${alias.name} is not an alias of a calc command`);
  const spellings: Record<string, FlagDef> = {};
  for (const [name, def] of Object.entries(alias.flags)) {
    const standsFor = def.standsFor;
    if (standsFor === undefined) continue;
    const param = paramOf(kind, standsFor.param);
    if (name === param.name) {
      if (def.bare !== undefined) spellings[name] = { ...paramFlag(param), bare: def.bare, standsFor };
      continue;
    }
    const switchFor = def.kind === 'boolean' && param.type !== 'boolean' ? ` ${standsFor.on}` : '';
    const help = { key: 'cli.core.help.sameAs', params: { option: `--${param.name}${switchFor}` } };
    spellings[name] =
      def.kind === 'boolean'
        ? { kind: 'boolean', help, ...rulesetsOf(param), standsFor }
        : { ...paramFlag(param), help, standsFor };
  }
  return spellings;
}
