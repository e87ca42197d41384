/**
 * Every published option of every alias (alias-options.ts, DESIGN.md "Command line contract"), run
 * three ways: the alias command in its published spelling, `calc <kind>` in that spelling, and
 * `calc <kind>` in the registry's own. The alias's JSON is the published view of calc's answer, the
 * two calc answers are one, and the option changes the answer (so a spelling read as another
 * parameter, or not read, is caught). Values come from the registry's parameter specs.
 */
import { describe, expect, it } from 'vitest';
import { CALCULATOR_KINDS, type CalculatorKind } from '../calculators/kinds.ts';
import type { ParamSpec } from '../calculators/param-spec.ts';
import { ALIAS_OPTIONS } from './alias-options.ts';
import { captureRun } from './capture-run.ts';
import { allCommands } from './commands/index.ts';
import { saveHalfJson } from './commands/save-half.ts';

type Json = Record<string, unknown>;
type Line = Readonly<Record<string, string | true>>;

const pick = (value: unknown, keys: readonly string[]): Json =>
  Object.fromEntries(keys.map((key) => [key, (value as Json)[key]]));

/**
 * Per kind: a state that answers, in the alias's spelling and the registry's (`positional`: the
 * alias's argument), what an option needs beside it to change the answer (the rules' own
 * preconditions: failures at 0 HP, the playtest threshold given Con and level), values the registry
 * cannot choose (a composed text), and the alias's JSON read from calc's (README "CLI").
 */
interface Case {
  positional?: string;
  alias: Line;
  calc: Line;
  needs?: Readonly<Record<string, Line>>;
  values?: Readonly<Record<string, string>>;
  view: (calc: Json) => Json;
  aliasView?: (alias: Json) => Json;
}

const diceView = (json: Json, distribution: Json, atLeast: unknown): Json => ({
  ...pick(distribution, ['min', 'max']),
  exact: pick(json.exact, ['mean', 'distribution']),
  atLeast,
});
const dying = { hp: '0' };
const playtestLow = { hp: '3', part: '9:fire', con: '10', level: '1' };

const CASES: Readonly<Record<string, Case>> = {
  dice: {
    positional: '2d6',
    alias: {},
    calc: { expr: '2d6' },
    values: { 'at-least': '7' },
    view: (calc) => diceView(calc, calc.distribution as Json, calc.chanceAtLeast ?? null),
    aliasView: (alias) => diceView(alias, alias, (alias.atLeast as Json | undefined)?.chance ?? null),
  },
  'd20-test': {
    alias: { bonus: '4', target: '14' },
    calc: { bonus: '4', target: '14' },
    needs: { cover: { kind: 'attack' } },
    view: (calc) => ({
      ...pick(calc, ['success', 'critical']),
      causes: (calc.conditions as Json).causes,
    }),
  },
  'damage-application': {
    alias: { hp: '12', max: '30', part: '9:fire' },
    calc: { hp: '12', 'max-hp': '30', parts: '9:fire' },
    needs: {
      // Instant death: what is left after 0 HP reaches the maximum (InstantDeath).
      max: { part: '40:fire' },
      critical: dying,
      failures: dying,
      stable: dying,
      monster: { part: '15:fire' },
      'knock-out': { part: '15:fire' },
      con: playtestLow,
      level: playtestLow,
    },
    values: { part: '15:cold' },
    view: (calc) =>
      pick(calc.result, [
        'hp',
        'temp',
        'taken',
        'parts',
        'dead',
        'unconscious',
        'deathSaveFailures',
        'steps',
      ]),
  },
  'death-saves': {
    alias: {},
    calc: {},
    needs: { hp: { con: '10', level: '1' }, con: { hp: '-3', level: '1' }, level: { hp: '-3', con: '10' } },
    view: (calc) => pick(calc.outcome, ['stable', 'dead', 'revived', 'expectedTurns']),
  },
  'save-half': {
    alias: { damage: '8d6:fire', dc: '15', target: 'save=+2' },
    calc: { damage: '8d6:fire', dc: '15', targets: 'save=+2' },
    values: { damage: '2d6:cold', target: 'save=+5,resist=fire' },
    view: (calc) => saveHalfJson(calc as never) as unknown as Json,
  },
};

/** A value the parameter takes other than its default, chosen from its spec. */
function otherValue(param: ParamSpec): string {
  switch (param.type) {
    case 'integer':
      return String(param.default + 1 <= param.max ? param.default + 1 : param.default - 1);
    case 'enum':
      return param.options.find((option: string) => option !== param.default)!;
    case 'enum-list':
      return param.options.at(-1)!;
    default:
      throw new Error(`no generated value for a ${param.type} parameter (${param.name}): give one in values`);
  }
}

const argv = (line: Line): string[] =>
  Object.entries(line).flatMap(([name, value]) => (value === true ? [`--${name}`] : [`--${name}`, value]));

/** The line without the option and its parameter's spellings, with what it needs and `added`. */
function lineOf(base: Line, drop: readonly string[], needs: Line, added: Line = {}): Line {
  const kept = Object.entries({ ...base, ...needs }).filter(([name]) => !drop.includes(name));
  return { ...Object.fromEntries(kept), ...added };
}

/** The registry's name of an option in the alias's spelling (`--kind`: `kind-of-test`). */
function registryName(kind: CalculatorKind, option: string): string {
  const row = rows.find(([one, name]) => one === kind && name === option);
  return row ? row[2].param : option;
}

function answer(...words: string[]): Json {
  const result = captureRun(...words, '--json');
  expect(result.stderr, words.join(' ')).toBe('');
  return JSON.parse(result.stdout) as Json;
}

/**
 * The contract (README "CLI", DESIGN.md "Command line contract"), written here apart from the table
 * it checks: each published option standing for a parameter, `option[:param][=switch value][+]`
 * (`+`: the command composes the parameter, so only the alias takes it).
 */
const PUBLISHED: Readonly<Record<string, string>> = {
  dice: 'critical at-least',
  'd20-test': 'bonus target kind:kind-of-test advantage=1 disadvantage=1 cover',
  'damage-application':
    'hp max:max-hp temp part:parts+ resist vulnerable immune adjust saved critical failures stable monster:creature=monster knock-out:knockout con level',
  'death-saves': 'successes failures hp con level',
  'save-half': 'damage+ dc target:targets+',
};

const rows = Object.entries(PUBLISHED).flatMap(([kind, line]) =>
  line.split(' ').map((word) => {
    const [, option, param, on, composed] = /^([a-z-]+)(?::([a-z-]+))?(?:=([a-z0-9]+))?(\+)?$/.exec(word)!;
    return [
      kind as CalculatorKind,
      option!,
      { param: param ?? option!, on, composed: composed !== undefined },
    ] as const;
  }),
);

describe('every published option of every alias: alias = calc in its spelling = calc in the registry’s', () => {
  it('the table holds the published options, no more, no fewer, for every kind with an alias', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ALIAS_OPTIONS).sort());
    const table = Object.entries(ALIAS_OPTIONS).flatMap(([kind, { options }]) =>
      Object.entries(options)
        .filter(([, row]) => !('kind' in row))
        .map(([option]) => `${kind} --${option}`),
    );
    expect(table.sort()).toEqual(rows.map(([kind, option]) => `${kind} --${option}`).sort());
    console.info(`published options run three ways: ${rows.length}`);
  });

  it.each(rows)('%s --%s', (kind, option, row) => {
    const theCase = CASES[kind]!;
    const command = allCommands().find((one) => one.aliasOf === kind)!;
    const param = CALCULATOR_KINDS[kind].params.find((one: ParamSpec) => one.name === row.param)!;
    const isSwitch = row.on !== undefined || param.type === 'boolean';
    const text =
      theCase.values?.[option] ?? row.on ?? (param.type === 'boolean' ? 'true' : otherValue(param));
    // A switch in the published spelling (`--monster`, `--advantage`), a value otherwise.
    const published: string | true = isSwitch ? true : text;
    const registry: string | true = param.type === 'boolean' ? true : text;
    const needs = theCase.needs?.[option] ?? {};
    const only = param.rulesets?.[0];
    const scope: Line = only && only !== 'srd-5.2' ? { ...needs, ruleset: only } : needs;
    const calcNeeds: Line = Object.fromEntries(
      Object.entries(scope).map(([name, value]) => [registryName(kind, name), value]),
    );
    const drop = [option, param.name];
    const head = theCase.positional ? [theCase.positional] : [];
    const aliasLine = lineOf(theCase.alias, drop, scope, { [option]: published });
    const alias = answer(command.name, ...head, ...argv(aliasLine));
    const calcPublished = row.composed
      ? undefined
      : answer('calc', kind, ...argv(lineOf(theCase.calc, drop, calcNeeds, { [option]: published })));
    const calc = answer(
      'calc',
      kind,
      ...argv(lineOf(theCase.calc, drop, calcNeeds, { [param.name]: registry })),
    );
    const without = answer('calc', kind, ...argv(lineOf(theCase.calc, drop, calcNeeds)));
    expect((theCase.aliasView ?? ((json: Json) => json))(alias)).toEqual(theCase.view(calc));
    if (calcPublished) expect(calcPublished).toEqual(calc);
    expect(calc, `--${option} changes the answer`).not.toEqual(without);
  });
});
