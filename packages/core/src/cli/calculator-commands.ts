import { parseDice } from '@polyhedral/dice';
import { type AnyCalculatorSpec, RULESET_PARAM } from '../calculators/define-calculator.ts';
import {
  CALCULATOR_KINDS,
  type CalculatorInputOf,
  type CalculatorKind,
  computeCalculator,
} from '../calculators/kinds.ts';
import { badParam, expectedParams, type ParamSpec } from '../calculators/param-spec.ts';
import { RuleInputError } from '../errors.ts';
import { Fraction } from '../fraction.ts';
import { registryParams } from './alias.ts';
import { positionalArgs } from './args.ts';
import { type CliCommand, type FlagDef, type FlagSpec, JSON_FLAG } from './command.ts';
import { type CliLocale, cliCause, cliMessage } from './messages.ts';
import { textTable } from './output.ts';
import { resultRows } from './result-rows.ts';

/*
 * One command per calculator kind, `polyhedral calc <kind> --<param> <value>`: the registry's
 * parameters, spelt and read as in a `::calc{}` directive. Nothing here describes a parameter.
 */

const PLACEHOLDERS: Readonly<Record<ParamSpec['type'], string>> = {
  integer: 'N',
  'optional-integer': 'N',
  enum: 'CHOICE',
  boolean: '',
  dice: 'DICE',
  'integer-list': 'N,N,...',
  'enum-list': 'A,B,...',
  'damage-parts': 'PARTS',
  'save-targets': 'TARGETS',
};

/** A parameter's default in the text form a directive and a link hold. */
function defaultText(param: ParamSpec): string {
  const value: unknown = param.default;
  if (param.type === 'damage-parts' || param.type === 'save-targets')
    return param.format(param.default as never);
  if (value === null) return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(',');
  return String(value);
}

/** The rulesets a parameter means something in, as an option's `appliesTo` (help says "X only"). */
export function rulesetsOf(param: ParamSpec): Pick<FlagDef, 'appliesTo'> {
  const only = param.rulesets;
  return only ? { appliesTo: (ruleset) => only.includes(ruleset.id) } : {};
}

/** A parameter as an option spelt as the parameter: a switch for a boolean, else a value. */
export function paramFlag(param: ParamSpec): FlagDef {
  const standsFor = { param: param.name, on: 'true' };
  if (param.type === 'boolean')
    return {
      kind: 'boolean',
      help: { key: 'cli.core.help.switch', params: { name: param.name } },
      ...rulesetsOf(param),
      standsFor,
    };
  return {
    kind: 'value',
    value: PLACEHOLDERS[param.type],
    // A parameter with a bare value (`--advantage` alone is one source) takes it in every kind.
    ...(param.type === 'integer' && param.bare !== undefined ? { bare: String(param.bare) } : {}),
    help: { expected: expectedParams(param), default: defaultText(param), wordless: true },
    ...rulesetsOf(param),
    standsFor,
  };
}

/** A condition reason of a result (`conditions.cause.*`). */
interface Cause {
  code: string;
  params: Record<string, string | number>;
}

/** The reasons of a result in words, one per line (`  Disadvantage: Poisoned`), per target when listed. */
export function reasonLines(locale: CliLocale, output: unknown): string[] {
  const lines: string[] = [];
  const causesOf = (value: unknown): Cause[] => {
    const own = (value as { causes?: Cause[] }).causes;
    const nested = (value as { conditions?: { causes?: Cause[] } }).conditions?.causes;
    const broken = (value as { broken?: Cause | null }).broken;
    const defenses = (value as { defenseCauses?: Cause[] }).defenseCauses ?? [];
    // Judgements left to the table ("Not applied, the table decides: ...") and rules other than a
    // condition waiting for it (a ranged attack: an enemy within 5 feet) are among rollConditions'
    // causes. A result that lists only its own causes still gets them from its conditions.
    const listed = own ?? nested ?? [];
    const conditions = (value as { conditions?: { judgement?: { cause: Cause }[]; ruleJudgement?: Cause[] } })
      .conditions;
    const waiting = [
      ...(conditions?.judgement ?? []).map((one) => one.cause),
      ...(conditions?.ruleJudgement ?? []),
    ];
    const missing = waiting.filter((cause) => !listed.includes(cause));
    return [...listed, ...defenses, ...missing, ...(broken ? [broken] : [])];
  };
  if (typeof output !== 'object' || output === null) return lines;
  for (const cause of causesOf(output)) lines.push(cliCause(locale, cause));
  const targets = (output as { targets?: unknown[] }).targets;
  if (Array.isArray(targets)) {
    targets.forEach((target, index) => {
      for (const cause of causesOf(target)) lines.push(`${index + 1}: ${cliCause(locale, cause)}`);
    });
  }
  return lines;
}

/** reasonLines, each ended by a newline. */
export function reasonText(locale: CliLocale, output: unknown): string {
  return reasonLines(locale, output)
    .map((line) => `${line}\n`)
    .join('');
}

/** One parameter of a kind, by name (a name the registry lacks is a programming error). */
export function paramOf(kind: CalculatorKind, name: string): ParamSpec {
  const param = CALCULATOR_KINDS[kind].params.find((one: ParamSpec) => one.name === name);
  if (!param) throw new Error(`calculator ${kind} has no parameter ${name}`);
  return param;
}

/**
 * An option of a published command that stands for a registry parameter (`d20 --kind` for
 * `kind-of-test`), applying to the parameter's rulesets. `on`: a switch standing for that value
 * (`--monster` = `--creature monster`); `bare`: FlagDef.bare; `composed`: the command builds the
 * parameter's text itself (several `--part`s).
 */
export function aliasFlag(
  kind: CalculatorKind,
  name: string,
  options: { on?: string; bare?: string; value?: string; composed?: true } = {},
): FlagDef {
  const param = paramOf(kind, name);
  const scope = rulesetsOf(param);
  const standsFor = options.composed
    ? { composes: name }
    : { standsFor: { param: name, on: options.on ?? options.bare ?? 'true' } };
  if (options.on !== undefined || param.type === 'boolean') {
    const stands = options.on === undefined ? '' : ` ${options.on}`;
    return { kind: 'boolean', help: { calc: `calc ${kind} --${name}${stands}` }, ...scope, ...standsFor };
  }
  return {
    kind: 'value',
    value: options.value ?? PLACEHOLDERS[param.type],
    ...(options.bare === undefined ? {} : { bare: options.bare }),
    help: { expected: expectedParams(param), calc: `calc ${kind} --${name}` },
    ...scope,
    ...standsFor,
  };
}

/** The registry reader's error for a value a parameter does not take (what a directive gets). */
export function paramError(kind: CalculatorKind, name: string, value: string): RuleInputError {
  const { code, params } = badParam(kind, paramOf(kind, name), value);
  return new RuleInputError(code, params);
}

/** A kind's typed input from directive-spelt parameters; a bad dice parameter gives the engine's error. */
export function readCalculatorInput<K extends CalculatorKind>(
  kind: K,
  raw: Readonly<Record<string, string>>,
): CalculatorInputOf<K> {
  const spec: AnyCalculatorSpec = CALCULATOR_KINDS[kind];
  const read = spec.parseParams(raw);
  if (read.ok) return { ...spec.defaults, ...read.params } as CalculatorInputOf<K>;
  const issue = read.issues[0]!;
  const param = spec.params.find((one) => one.name === issue.params.param);
  if (param?.type === 'dice' && Object.hasOwn(raw, param.name)) parseDice(raw[param.name]!);
  throw new RuleInputError(issue.code, issue.params);
}

/** One example line from the defaults of the kind's first parameters (those the default ruleset reads). */
function example(spec: AnyCalculatorSpec): string {
  const shown = spec.params
    .filter(
      (param) =>
        param.name !== 'ruleset' &&
        param.type !== 'boolean' &&
        (param.rulesets === undefined || param.rulesets.includes(RULESET_PARAM.default)),
    )
    .slice(0, 3)
    .map((param) => {
      const text = defaultText(param);
      return text === 'none' ? '' : `--${param.name} ${/[\s;,<>=]/.test(text) ? `"${text}"` : text}`;
    })
    .filter(Boolean);
  return ['calc', spec.kind, ...shown, '--json'].join(' ');
}

const asJson = (_key: string, item: unknown): unknown =>
  item instanceof Fraction ? item.toString() : typeof item === 'bigint' ? item.toString() : item;

/** A computed value as JSON: exact fractions as "num/den" text, any bigint as text. */
function jsonText(value: unknown): string {
  return JSON.stringify(value, asJson);
}

/** A computed value as plain JSON data (jsonText's), for an answer holding it among other fields. */
export function jsonValue(value: unknown): unknown {
  return JSON.parse(jsonText(value));
}

/** `calc <kind>`: an option per parameter, then the alias's published `spellings` (param-spellings.ts). */
export function calculatorCommand(kind: CalculatorKind, spellings: FlagSpec = {}): CliCommand {
  const spec: AnyCalculatorSpec = CALCULATOR_KINDS[kind];
  const flags: Record<string, FlagDef> = { json: JSON_FLAG };
  for (const param of spec.params) {
    flags[param.name] = spellings[param.name] ?? paramFlag(param);
    for (const [name, def] of Object.entries(spellings))
      if (name !== param.name && def.standsFor?.param === param.name) flags[name] = def;
  }
  return {
    name: `calc ${kind}`,
    summary: { key: 'cli.core.help.summary.calc', params: { kind, ruleId: spec.ruleId } },
    positionals: '',
    flags,
    examples: [example(spec)],
    run(parsed, _ruleset, locale) {
      positionalArgs(parsed, []);
      const raw = registryParams(parsed.flags, flags);
      const output = computeCalculator(kind, readCalculatorInput(kind, raw));
      if (parsed.flags.json) return { stdout: `${jsonText(output)}\n` };
      const say = (key: string) => cliMessage(locale, key) ?? key;
      const inputs = spec.params.map((param) => {
        const given = Object.hasOwn(raw, param.name) ? raw[param.name]! : defaultText(param);
        return [`--${param.name}`, given === 'none' ? say('cli.core.none') : given];
      });
      const rows = resultRows({ kind, locale }, output);
      const reasons = reasonLines(locale, output);
      const why =
        reasons.length === 0
          ? ''
          : `\n${say('cli.core.reasons')}\n${reasons.map((line) => `  ${line}`).join('\n')}\n`;
      return {
        stdout: `${textTable([say('cli.core.table.option'), say('cli.core.table.value')], inputs)}\n\n${textTable([say('cli.core.table.result'), say('cli.core.table.value')], rows)}\n${why}`,
      };
    },
  };
}
