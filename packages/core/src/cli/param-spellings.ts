import { CALCULATOR_KINDS, type CalculatorKind } from '../calculators/kinds.ts';
import type { ParamSpec } from '../calculators/param-spec.ts';
import { ALIAS_OPTIONS } from './alias-options.ts';
import { aliasFlag, paramFlag, paramOf, rulesetsOf } from './calculator-commands.ts';
import { type CliCommand, type FlagDef, type FlagSpec, JSON_FLAG, RULESET_FLAG } from './command.ts';

/*
 * One option vocabulary for an alias and its `calc <kind>` (issues 31, 103): each accepts the
 * other's spellings, both made from the one table (alias-options.ts) and the registry.
 */

/**
 * An alias's options: `--json`, its published ones (alias-options.ts), then each parameter of its
 * kind under its own name, `--ruleset` last.
 */
function aliasOptions(kind: CalculatorKind): FlagSpec {
  const { options = {}, notTaken = [] } = ALIAS_OPTIONS[kind] ?? {};
  for (const name of notTaken) paramOf(kind, name); // a name the kind lacks is a programming error
  const { ruleset = RULESET_FLAG, ...published } = Object.fromEntries(
    Object.entries(options).map(([option, row]): [string, FlagDef] => {
      if ('kind' in row) return [option, row];
      const { param = option, conflicts, repeatable, help, ...how } = row;
      // A parameter's own name never stands for another (calc <kind> would read it as the other).
      if (param !== option && CALCULATOR_KINDS[kind].params.some((one: ParamSpec) => one.name === option))
        throw new Error(`--${option} is a parameter of ${kind}: it cannot stand for ${param}`);
      const def = aliasFlag(kind, param, how);
      return [
        option,
        { ...def, ...(help && { help }), ...(conflicts && { conflicts }), ...(repeatable && { repeatable }) },
      ];
    }),
  );
  const composed = new Set(Object.values(published).map((def) => def.composes));
  const generated = CALCULATOR_KINDS[kind].params
    .filter(
      (param: ParamSpec) =>
        !Object.hasOwn(published, param.name) && !composed.has(param.name) && !notTaken.includes(param.name),
    )
    .map((param: ParamSpec) => [param.name, paramFlag(param)] as const);
  return { json: JSON_FLAG, ...published, ...Object.fromEntries(generated), ruleset };
}

/** The options `calc <kind>` takes in its alias's published spellings (`--kind`, `--advantage`). */
export function publishedSpellings(kind: CalculatorKind): FlagSpec {
  if (ALIAS_OPTIONS[kind] === undefined) return {};
  const spellings: Record<string, FlagDef> = {};
  for (const [name, def] of Object.entries(aliasOptions(kind))) {
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

/** A command that is an alias of `calc <kind>`, its options (aliasOptions) made when first asked for. */
export function aliasCommand(
  name: string,
  kind: CalculatorKind,
  command: Pick<CliCommand, 'examples' | 'run'> & { positionals?: string },
): CliCommand {
  const flags = once(() => aliasOptions(kind));
  return {
    name,
    aliasOf: kind,
    summary: { key: `cli.core.help.summary.${name}` },
    positionals: '',
    ...command,
    get flags() {
      return flags();
    },
  };
}

/** A value made when first asked for, then kept (docs/DECISIONS.md, "CLI start path"). */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
