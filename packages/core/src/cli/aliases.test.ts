/**
 * The published commands are aliases of `calc <kind>` (docs/DECISIONS.md, "Published CLI
 * commands as aliases"): the same parameters give the same result, a bad value gives the same
 * error line in every language, and each command's documented JSON keeps its shape.
 */
import { describe, expect, it } from 'vitest';
import { CALCULATOR_KIND_NAMES, CALCULATOR_KINDS } from '../calculators/kinds.ts';
import type { ParamSpec } from '../calculators/param-spec.ts';
import { registryParams } from './alias.ts';
import { captureRun } from './capture-run.ts';
import { allCommands } from './commands/index.ts';
import { saveHalfJson } from './commands/save-half.ts';

type Json = Record<string, unknown>;

/** A command line that must answer: its JSON, nothing on stderr. */
function answer(...argv: string[]): Json {
  const result = captureRun(...argv, '--json');
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Json;
}

/** A command line's words (no word here holds a space). */
const w = (line: string): string[] => line.split(' ');

const pick = (value: unknown, keys: readonly string[]): Json =>
  Object.fromEntries(keys.map((key) => [key, (value as Json)[key]]));

describe('d20 = calc d20-test (--kind = --kind-of-test, --advantage = --advantage 1)', () => {
  it.each([
    // Attack +4 vs AC 14 with Advantage, half cover (+2 AC): needs 12+, 1 - (11/20)^2 (AdvantageDisadvantage, Cover).
    [
      w('--bonus 4 --target 14 --kind attack --advantage --cover half'),
      w('--bonus 4 --target 14 --kind-of-test attack --advantage 1 --cover half'),
    ],
    [
      w('--bonus -1 --target 12 --disadvantage --ruleset playtest'),
      w('--bonus -1 --target 12 --disadvantage 1 --ruleset playtest'),
    ],
    [
      w('--bonus ๕ --target 10 --advantage --disadvantage'),
      w('--bonus 5 --target 10 --advantage 1 --disadvantage 1'),
    ],
  ])('%j', (old, registry) => {
    const calc = answer('calc', 'd20-test', ...registry);
    const alias = answer('d20', ...old);
    expect(Object.keys(alias)).toEqual(['success', 'critical', 'causes']);
    expect(alias).toEqual({
      ...pick(calc, ['success', 'critical']),
      causes: (calc as { conditions: { causes: Json } }).conditions.causes,
    });
  });

  it('the worked numbers: +4 vs 14 with Advantage and half cover is 1 - (11/20)^2', () => {
    const alias = answer('d20', ...w('--bonus 4 --target 14 --kind attack --advantage --cover half'));
    expect(alias.success).toBeCloseTo(1 - (11 / 20) ** 2, 12);
  });
});

describe('death-saves = calc death-saves (the same names)', () => {
  const keys = w('stable dead revived expectedTurns');
  it.each([
    [w('--successes 1 --failures 1')],
    [w('--successes 2 --failures 2')],
    [w('--ruleset playtest --con 14 --level 5 --hp -3')],
  ])('%j', (argv) => {
    const alias = answer('death-saves', ...argv);
    expect(Object.keys(alias)).toEqual(keys);
    expect(alias).toEqual(pick(answer('calc', 'death-saves', ...argv).outcome, keys));
  });
});

describe('dice = calc dice (the expression is the positional argument)', () => {
  it.each([
    [['3d6+2'], ['--expr', '3d6+2']],
    [
      ['1d8+3', '--critical'],
      ['--expr', '1d8+3', '--critical'],
    ],
    [w('1d8+3 --critical --ruleset playtest'), w('--expr 1d8+3 --critical --ruleset playtest')],
  ])('%j', (old, registry) => {
    const alias = answer('dice', ...old);
    expect(Object.keys(alias)).toEqual(w('expression min max mean stddev distribution exact'));
    const { distribution, exact } = answer('calc', 'dice', ...registry) as {
      distribution: Json;
      exact: Json;
    };
    expect(pick(alias, w('min max stddev'))).toEqual(pick(distribution, w('min max stddev')));
    // The exact fractions are the registry's; the floats beside them are theirs (no float noise).
    const aliasExact = alias.exact as Json;
    expect(pick(aliasExact, w('mean distribution'))).toEqual(pick(exact, w('mean distribution')));
    const outcomes = distribution.outcomes as [number, number][];
    (alias.distribution as [number, number][]).forEach(([value, p], index) => {
      expect(value).toBe(outcomes[index]![0]);
      expect(p).toBeCloseTo(outcomes[index]![1], 14);
    });
  });

  it('--at-least as calc dice --at-least: 2d6 makes 7 or more in 21 of 36 rolls', () => {
    const alias = answer('dice', ...w('2d6 --at-least 7'));
    const calc = answer('calc', 'dice', ...w('--expr 2d6 --at-least 7'));
    expect(alias.atLeast).toEqual({ value: 7, chance: calc.chanceAtLeast });
    expect(calc.chanceAtLeast).toBeCloseTo(21 / 36, 15);
    expect(captureRun('dice', ...w('2d6 --at-least 7 --locale zh')).stdout).toContain(
      '掷出 7 或更高的几率：58.33%',
    );
  });
});

describe('damage = calc damage-application (--max = --max-hp, --part/--amount --type = --parts, --monster = --creature monster)', () => {
  const keys = w('hp temp taken parts dead unconscious deathSaveFailures steps');
  it.each([
    // The Order of Application example (seed 002): 28 fire, -5, Resistance then Vulnerability = 22.
    [
      w('--hp 30 --max 30 --amount 28 --type fire --resist all --vulnerable fire --adjust -5'),
      w('--hp 30 --max-hp 30 --parts 28:fire --resist all --vulnerable fire --adjust -5'),
    ],
    [
      w('--hp 40 --max 40 --part 9:piercing --part 13:poison --saved --immune poison'),
      w('--hp 40 --max-hp 40 --parts 9:piercing;13:poison --saved --immune poison'),
    ],
    [
      w('--hp 0 --max 20 --amount 3 --type cold --critical --failures 1'),
      w('--hp 0 --max-hp 20 --parts 3:cold --critical --failures 1'),
    ],
    [
      w('--hp 12 --max 12 --temp 5 --amount 9 --type slashing --knock-out'),
      w('--hp 12 --max-hp 12 --temp 5 --parts 9:slashing --knockout'),
    ],
    [
      w('--hp 8 --max 8 --amount 9 --type fire --monster'),
      w('--hp 8 --max-hp 8 --parts 9:fire --creature monster'),
    ],
    [
      w('--hp 3 --max 40 --amount 22 --type fire --ruleset playtest --con 14 --level 5'),
      w('--hp 3 --max-hp 40 --parts 22:fire --ruleset playtest --con 14 --level 5'),
    ],
  ])('%j', (old, registry) => {
    const alias = answer('damage', ...old);
    expect(Object.keys(alias)).toEqual(keys);
    const calc = answer('calc', 'damage-application', ...registry);
    expect(calc.mode).toBe('damage');
    expect(alias).toEqual(pick(calc.result, keys));
  });
});

describe('save-half = calc save-half (--damage repeated = --damage a;b, --target repeated = --targets a;b)', () => {
  it.each([
    [
      w('--damage 8d6:fire --damage 2d6:cold --dc 15 --target save=+2 --target save=+5,resist=fire'),
      w('--damage 8d6:fire;2d6:cold --dc 15 --targets save=+2;save=+5,resist=fire'),
    ],
    // --type gives untyped parts their type (the registry's text writes it after the dice).
    [
      w('--damage 8d6 --type cold --dc 13 --target save=+0,adv,cover=half'),
      w('--damage 8d6:cold --dc 13 --targets save=+0,adv,cover=half'),
    ],
  ])('%j', (old, registry) => {
    const alias = answer('save-half', ...old);
    expect(Object.keys(alias)).toEqual(['rolledMean', 'group', 'targets']);
    const calc = answer('calc', 'save-half', ...registry) as {
      rolled: { mean: number };
      group: { counts: string[]; allFail: string; atLeastOne: string; expectedDamage: number };
      targets: {
        saveSuccess: number;
        expectedDamage: number;
        taken: { min: number; max: number; outcomes: Json };
        causes: Json[];
      }[];
    };
    expect(alias).toEqual(saveHalfJson(calc));
    for (const target of alias.targets as Json[])
      expect(Object.keys(target)).toEqual(w('saveSuccess expectedDamage min max outcomes causes'));
  });
});

describe('a bad value: the same error line from the alias and from calc <kind>, in every language', () => {
  const damage = w('--hp 5 --amount 3');
  it.each([
    [w('d20 --bonus 99 --target 10'), w('calc d20-test --bonus 99 --target 10')],
    [w('d20 --bonus 1 --target 10 --kind sneak'), w('calc d20-test --kind-of-test sneak')],
    [w('d20 --bonus 1 --target 10 --cover wall'), w('calc d20-test --cover wall')],
    [['death-saves', '--successes', '3'], w('calc death-saves --successes 3')],
    [['death-saves', '--hp', '-3'], w('calc death-saves --hp -3')],
    [
      w('death-saves --ruleset playtest --con 14 --level 5 --hp -19'),
      w('calc death-saves --ruleset playtest --con 14 --level 5 --hp -19'),
    ],
    [['dice', '2d6+'], w('calc dice --expr 2d6+')],
    [['dice', '1001d6'], w('calc dice --expr 1001d6')],
    [
      ['damage', ...damage, '--max', '10', '--type', 'plasma'],
      w('calc damage-application --hp 5 --max-hp 10 --parts 3:plasma'),
    ],
    [
      w('damage --hp 15 --max 10 --part 3:fire'),
      w('calc damage-application --hp 15 --max-hp 10 --parts 3:fire'),
    ],
    [
      ['damage', ...damage, '--max', '10', '--type', 'fire', '--resist', 'lava'],
      w('calc damage-application --hp 5 --max-hp 10 --parts 3:fire --resist lava'),
    ],
    [
      ['damage', ...damage, '--max', '10', '--type', 'fire', '--ruleset', 'playtest', '--temp', '4'],
      w('calc damage-application --ruleset playtest --temp 4'),
    ],
    [
      w('save-half --damage 8d6 --dc 15 --target save=+2,resist=lava'),
      w('calc save-half --targets save=+2,resist=lava'),
    ],
    [w('save-half --damage 8d6 --dc 99 --target save=+2'), w('calc save-half --dc 99')],
  ])('%j', (old, registry) => {
    for (const locale of ['en', 'th', 'zh']) {
      const alias = captureRun(...old, '--locale', locale);
      const calc = captureRun(...registry, '--locale', locale);
      expect(alias).toMatchObject({ code: 2, stdout: '' });
      expect(alias.stderr).toBe(calc.stderr);
      expect(alias.stderr).toMatch(/^polyhedral: .+ \[[a-z0-9.-]+\]\n$/);
    }
    // The Thai line is Thai, not the English one.
    expect(captureRun(...old, '--locale', 'th').stderr).not.toBe(captureRun(...old).stderr);
  });
});

describe('help names each alias and its calc command', () => {
  it('--help: one calc command per kind, and the aliases line', () => {
    const help = captureRun('--help').stdout;
    expect([...help.matchAll(/^polyhedral calc ([a-z0-9-]+) /gm)]).toHaveLength(CALCULATOR_KIND_NAMES.length);
    expect(help).toContain(
      'aliases (published spellings of calc commands): dice = calc dice, d20 = calc d20-test, damage = calc damage-application, death-saves = calc death-saves, save-half = calc save-half',
    );
  });

  it.each(
    allCommands()
      .filter((command) => command.aliasOf !== undefined)
      .map((command) => [command.name, command.aliasOf]),
  )('%s --help says it is an alias of calc %s and names the calc spelling of its options', (name, kind) => {
    const help = captureRun(name!, '--help').stdout;
    expect(help).toContain(`alias of calc ${kind}`);
    expect(help).toContain(`[calc ${kind} --`);
  });
});

describe("an alias's options map to the registry through their own spec (no second table)", () => {
  const aliases = allCommands().filter((command) => command.aliasOf !== undefined);

  it('every option that stands for a parameter names one of its kind', () => {
    expect(aliases.map((command) => command.name).sort()).toEqual([
      'd20',
      'damage',
      'death-saves',
      'dice',
      'save-half',
    ]);
    for (const command of aliases) {
      const names = CALCULATOR_KINDS[command.aliasOf!].params.map((param: ParamSpec) => param.name);
      for (const [option, def] of Object.entries(command.flags))
        if (def.standsFor) expect(names, `${command.name} --${option}`).toContain(def.standsFor.param);
    }
  });

  it('gives each parameter its text, a switch what it stands for, and --ruleset', () => {
    const d20 = allCommands().find((command) => command.name === 'd20')!;
    expect(
      registryParams(
        { bonus: '4', kind: 'attack', advantage: true, json: true, ruleset: 'playtest' },
        d20.flags,
      ),
    ).toEqual({ bonus: '4', 'kind-of-test': 'attack', advantage: '1', ruleset: 'playtest' });
    const damage = allCommands().find((command) => command.name === 'damage')!;
    // --part is composed by the command (several parts into one `parts`), never copied as it is.
    expect(registryParams({ max: '30', monster: true, part: '7:fire', saved: true }, damage.flags)).toEqual({
      'max-hp': '30',
      creature: 'monster',
      saved: 'true',
    });
  });
});

describe('one option vocabulary: both spellings in both commands (issue 31 item 4)', () => {
  const aliases = allCommands().filter((command) => command.aliasOf !== undefined);
  const calcOf = (kind: string) => allCommands().find((command) => command.name === `calc ${kind}`)!;

  it.each([
    // The alias in calc's spelling answers as in its published one: JSON and table alike.
    [
      w('d20 --bonus 4 --target 14 --kind-of-test attack --cover half'),
      w('d20 --bonus 4 --target 14 --kind attack --cover half'),
    ],
    [w('d20 --bonus 4 --target 14 --advantage 1'), w('d20 --bonus 4 --target 14 --advantage')],
    [
      // One source each: the reasons count the sources (`--advantage` alone is one).
      w('d20 --bonus 4 --target 14 --advantage 1 --disadvantage 1'),
      w('d20 --bonus 4 --target 14 --advantage --disadvantage'),
    ],
    [
      w('damage --hp 30 --max-hp 30 --amount 28 --type fire'),
      w('damage --hp 30 --max 30 --amount 28 --type fire'),
    ],
    [
      w('damage --hp 8 --max 8 --amount 9 --type fire --creature monster'),
      w('damage --hp 8 --max 8 --amount 9 --type fire --monster'),
    ],
    [
      w('damage --hp 12 --max 12 --amount 9 --type slashing --knockout'),
      w('damage --hp 12 --max 12 --amount 9 --type slashing --knock-out'),
    ],
    // calc in the alias's published spelling answers as in its own.
    [
      w('calc d20-test --bonus 4 --target 14 --kind attack'),
      w('calc d20-test --bonus 4 --target 14 --kind-of-test attack'),
    ],
    [w('calc d20-test --advantage --bonus 3'), w('calc d20-test --advantage 1 --bonus 3')],
    [w('calc d20-test --bonus 3 --disadvantage'), w('calc d20-test --bonus 3 --disadvantage 1')],
    [
      w('calc damage-application --hp 30 --max 30 --parts 28:fire'),
      w('calc damage-application --hp 30 --max-hp 30 --parts 28:fire'),
    ],
    [
      w('calc damage-application --hp 8 --max-hp 8 --parts 9:fire --monster'),
      w('calc damage-application --hp 8 --max-hp 8 --parts 9:fire --creature monster'),
    ],
    [
      w('calc damage-application --hp 12 --parts 9:slashing --knock-out'),
      w('calc damage-application --hp 12 --parts 9:slashing --knockout'),
    ],
  ])('%j = %j', (newly, published) => {
    expect(answer(...newly)).toEqual(answer(...published));
    expect(captureRun(...newly, '--locale', 'th')).toEqual(captureRun(...published, '--locale', 'th'));
  });

  it.each([
    [w('d20 --bonus 4 --target 14 --kind attack --kind-of-test save'), '--kind', '--kind-of-test'],
    [w('d20 --bonus 4 --target 14 --kind-of-test save --kind save'), '--kind-of-test', '--kind'],
    [w('damage --hp 30 --max 30 --max-hp 30 --amount 3 --type fire'), '--max', '--max-hp'],
    [
      w('damage --hp 30 --max 30 --amount 3 --type fire --monster --creature character'),
      '--monster',
      '--creature',
    ],
    [w('damage --hp 30 --max 30 --amount 3 --type fire --knock-out --knockout'), '--knock-out', '--knockout'],
    [w('calc d20-test --kind-of-test attack --kind attack'), '--kind-of-test', '--kind'],
    [w('calc damage-application --max-hp 30 --max 30'), '--max-hp', '--max'],
    [w('calc damage-application --creature monster --monster'), '--creature', '--monster'],
    [w('calc damage-application --knockout --knock-out'), '--knockout', '--knock-out'],
  ])('both spellings at once are refused: %j', (argv, first, second) => {
    const result = captureRun(...argv);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toBe(
      `polyhedral: Options ${first} and ${second} can’t be used together. [rules.cli.conflicting-options]\n`,
    );
  });

  it('every alias takes every parameter of its kind by its own name, but those it composes, sets or does not answer', () => {
    const notTaken = Object.fromEntries(
      aliases.map((command) => [
        command.name,
        CALCULATOR_KINDS[command.aliasOf!].params
          .map((param: ParamSpec) => param.name)
          .filter((name: string) => !Object.hasOwn(command.flags, name)),
      ]),
    );
    expect(notTaken).toEqual({
      dice: ['expr'], // the positional argument
      d20: ['roll'], // the d20 rolled at the table: not in its JSON
      damage: ['mode', 'parts', 'temp-choice'], // sets damage; --part composes parts; temp mode only
      'death-saves': [],
      'save-half': ['targets', 'd20s', 'rolled'], // --target composes targets; the table's rolls
    });
    // An option spelt as a parameter stands for it (never for another).
    for (const command of aliases)
      for (const name of Object.keys(command.flags)) {
        const standsFor = command.flags[name]!.standsFor;
        if (standsFor && CALCULATOR_KINDS[command.aliasOf!].params.some((p: ParamSpec) => p.name === name))
          expect(standsFor.param, `${command.name} --${name}`).toBe(name);
      }
  });

  it("every calc command of an alias takes the alias's spelling of each parameter, standing for the same", () => {
    for (const command of aliases) {
      const calc = calcOf(command.aliasOf!);
      for (const [name, def] of Object.entries(command.flags)) {
        if (!def.standsFor) continue;
        expect(calc.flags[name]?.standsFor, `calc ${command.aliasOf} --${name}`).toEqual(def.standsFor);
        expect(calc.flags[name]?.bare, `calc ${command.aliasOf} --${name}`).toBe(def.bare);
      }
    }
    expect(Object.keys(calcOf('damage-application').flags)).toEqual(
      expect.arrayContaining(['max', 'monster', 'knock-out']),
    );
    expect(calcOf('d20-test').flags.kind?.standsFor).toEqual({ param: 'kind-of-test', on: 'true' });
  });
});
