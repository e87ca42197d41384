import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import corePackage from '../../package.json' with { type: 'json' };
import { buildCli, CLI_FILE } from '../../scripts/build-cli.mjs';
import { repoRoot } from '../../test/support/seeds.ts';

/**
 * Spawns the built CLI (`node dist/cli.cjs`, the package bin, bundled by scripts/build-cli.mjs
 * before the tests) as plain Node, the way `pnpm --silent polyhedral` and an installed
 * `polyhedral` run it.
 */
const launcher = fileURLToPath(new URL('../../scripts/polyhedral.mjs', import.meta.url));

beforeAll(async () => {
  await buildCli();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of a spawned CLI: the machine's, with its language set (English unless given). */
function localeEnv(lang = 'C.UTF-8'): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: lang };
}

function cli(...args: string[]): Promise<Run> {
  return cliIn(localeEnv(), ...args);
}

function cliIn(env: NodeJS.ProcessEnv, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI_FILE, ...args],
      { cwd: repoRoot, encoding: 'utf8', env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

async function json(...args: string[]): Promise<Record<string, unknown>> {
  const result = await cli(...args, '--json');
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

// Each spawn starts Node: tests run concurrently.
describe.concurrent('polyhedral CLI (README "CLI": one JSON object, exit 2 on bad input)', () => {
  it('dice --json: expression, min, max, mean, stddev and an ascending distribution summing to 1', async () => {
    const out = await json('dice', '2d6+3');
    expect(Object.keys(out)).toEqual(['expression', 'min', 'max', 'mean', 'stddev', 'distribution', 'exact']);
    expect(out).toMatchObject({ expression: '2d6 + 3', min: 5, max: 15 });
    const dist = out.distribution as [number, number][];
    expect(dist.map(([v]) => v)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(dist.reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1, 12);
    expect((out.exact as { distribution: [number, string][] }).distribution[0]).toEqual([5, '1/36']);
  });

  // Issue 101: exact values where they are promised, not `0.5499999999999999`.
  it('dice "1d20+5 >= 15" --json: exact fractions, and floats without noise', async () => {
    const out = await json('dice', '1d20+5 >= 15');
    expect(out.exact).toEqual({
      mean: '11/20',
      distribution: [
        [0, '9/20'],
        [1, '11/20'],
      ],
    });
    expect(out.mean).toBe(0.55);
    expect(out.distribution).toEqual([
      [0, 0.45],
      [1, 0.55],
    ]);
  });

  it("without --locale it speaks the environment's language (LANG, as `pnpm content` does); --locale wins", async () => {
    const thai = await cliIn(localeEnv('th_TH.UTF-8'), 'calc', 'save-half', '--damage', '8d6', '--dc', '15');
    expect(thai.code).toBe(0);
    expect(thai.stdout).toContain('ความเสียหายที่ทอยได้');
    const zh = await cliIn(localeEnv('zh_CN.UTF-8'), 'calc', 'save-half', '--dc', 'abc');
    expect(zh.code).toBe(2);
    expect(zh.stderr).toMatch(/^polyhedral: save-half 计算器的参数“dc”/);
    const lcAll = await cliIn(
      { ...localeEnv('th_TH.UTF-8'), LC_ALL: 'zh_CN.UTF-8' },
      'calc',
      'save-half',
      '--dc',
      'abc',
    );
    expect(lcAll.stderr).toContain('计算器');
    const flag = await cliIn(localeEnv('th_TH.UTF-8'), 'calc', 'save-half', '--dc', 'abc', '--locale', 'en');
    expect(flag.stderr).toMatch(/^polyhedral: Parameter “dc”/);
    const english = await cli('calc', 'save-half', '--dc', 'abc');
    expect(english.stderr).not.toMatch(/[\u0E00-\u0E7F\u4E00-\u9FFF]/);
  });

  it('speaks Traditional Chinese for --locale zh-hant and LANG=zh_TW / zh_HK, from the words its build made', async () => {
    for (const env of [localeEnv('zh_TW.UTF-8'), localeEnv('zh_HK.UTF-8')]) {
      const taiwan = await cliIn(env, 'dice', '3d');
      expect(taiwan.code).toBe(2);
      expect(taiwan.stderr).toContain('表示式在第 3 個位置提前結束');
    }
    const table = await cli('table', 'ProficiencyBonusTable', '--locale', 'zh-hant');
    expect(table.stdout).toContain('熟練加值');
    const simplified = await cliIn(localeEnv('zh_CN.UTF-8'), 'dice', '3d');
    expect(simplified.stderr).toContain('表达式');
  });

  it('--version prints the package version', async () => {
    const result = await cli('--version');
    expect(result).toEqual({ code: 0, stdout: `${corePackage.version}\n`, stderr: '' });
  });

  it('dice --time adds elapsedMs', async () => {
    expect(typeof (await json('dice', '8d6', '--time')).elapsedMs).toBe('number');
  });

  it('dice --roll --seed: the same seed gives the same roll', async () => {
    const [a, b] = await Promise.all([
      json('dice', '4d6kh3', '--roll', '--seed', '42'),
      json('dice', '4d6kh3', '--roll', '--seed', '42'),
    ]);
    expect(Object.keys(a)).toEqual(['expression', 'total', 'rolls']);
    expect(a).toEqual(b);
    expect(a.total).toBeGreaterThanOrEqual(3);
  });

  it('dice --critical: srd-5.2 rolls the dice twice, playtest maximizes them (CriticalHits)', async () => {
    const srd = await json('dice', '1d4+3', '--critical');
    expect([srd.min, srd.max]).toEqual([5, 11]);
    expect((await json('dice', '1d4+3', '--critical', '--ruleset', 'playtest')).distribution).toEqual([
      [7, 1],
    ]);
  });

  it('dice without --json prints a histogram', async () => {
    const out = await cli('dice', '1d4');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('1d4');
    expect(out.stdout.split('\n').length).toBeGreaterThan(4);
  });

  it('d20 --json: success and critical', async () => {
    expect(await json('d20', '--bonus', '5', '--target', '15', '--kind', 'attack')).toEqual({
      success: 0.55,
      critical: 0.05,
      causes: [],
    });
    expect(
      await json('d20', '--bonus', '5', '--target', '15', '--kind', 'attack', '--cover', 'total'),
    ).toEqual({
      success: 0,
      critical: 0,
      causes: [],
    });
    // -1 vs 12 needs 13+ on the d20; Advantage and Disadvantage cancel.
    expect(await json('d20', '--bonus', '-1', '--target', '12', '--advantage', '--disadvantage')).toEqual({
      success: 0.4,
      critical: 0,
      causes: [
        { code: 'conditions.cause.other-advantage', params: { count: 1 } },
        { code: 'conditions.cause.other-disadvantage', params: { count: 1 } },
        { code: 'conditions.cause.cancel', params: {} },
      ],
    });
  });

  it('calc concentration --json: DC 10 or half the damage (SRD 5.2 Rules Glossary), exact odds; bad input exits 2', async () => {
    expect(await json('calc', 'concentration', '--damage', '23', '--bonus', '5')).toMatchObject({
      dc: 11,
      mode: 'normal',
      need: 6,
      keep: 0.75,
      exact: { keep: '3/4' },
      broken: null,
      conditions: { causes: [] },
    });
    const refused = await cli('calc', 'concentration', '--damage', '0', '--json');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('[rules.calculator.bad-param]');
  });

  it('d20 without --json prints a readable table', async () => {
    expect((await cli('d20', '--bonus', '5', '--target', '15')).stdout).toContain('55.00%');
  });

  it('damage --json: the Order of Application example (seed 002 line 743)', async () => {
    const out = await json(
      'damage',
      ...['--hp', '30', '--max', '30', '--amount', '28', '--type', 'fire'],
      ...['--resist', 'all', '--vulnerable', 'fire', '--adjust', '-5'],
    );
    expect(Object.keys(out)).toEqual([
      'hp',
      'temp',
      'taken',
      'parts',
      'dead',
      'unconscious',
      'deathSaveFailures',
      'steps',
    ]);
    expect(out).toMatchObject({
      hp: 8,
      temp: 0,
      taken: 22,
      dead: false,
      unconscious: false,
      deathSaveFailures: 0,
    });
    expect((out.steps as { code: string }[]).map((s) => s.code)).toEqual([
      'damage.step.base',
      'damage.step.adjust',
      'damage.step.resistance',
      'damage.step.vulnerability',
      'damage.step.hp-lost',
    ]);
  });

  it('damage --part: 2d6 slashing (7) + 1d6 fire (4) against Resistance to Fire is 7 + 2 = 9 (ResistanceandVulnerability)', async () => {
    const out = await json(
      'damage',
      '--hp',
      '20',
      '--max',
      '20',
      '--part',
      '7:slashing',
      '--part',
      '4:fire',
      '--resist',
      'fire',
    );
    expect(out).toMatchObject({
      hp: 11,
      taken: 9,
      parts: [
        { amount: 7, type: 'slashing', taken: 7 },
        { amount: 4, type: 'fire', taken: 2 },
      ],
    });
    // A successful save halves each part (round down) before Immunity / Resistance (HalfDamage).
    const saved = await json(
      'damage',
      '--hp',
      '40',
      '--max',
      '40',
      '--part',
      '9:piercing',
      '--part',
      '13:poison',
      '--saved',
      '--immune',
      'poison',
    );
    expect(saved).toMatchObject({ hp: 36, taken: 4 });
  });

  it('damage --critical at 0 HP is two failures; playtest death at -(Con + level)', async () => {
    expect(
      (await json('damage', '--hp', '0', '--max', '20', '--amount', '3', '--type', 'fire', '--critical'))
        .deathSaveFailures,
    ).toBe(2);
    const pt = await json(
      'damage',
      ...['--hp', '3', '--max', '40', '--amount', '22', '--type', 'fire'],
      ...['--ruleset', 'playtest', '--con', '14', '--level', '5'],
    );
    expect(pt).toMatchObject({ hp: -19, dead: true });
  });

  it('death-saves --json: stable, dead, revived, expectedTurns for both rulesets', async () => {
    expect(await json('death-saves', '--successes', '2', '--failures', '2')).toEqual({
      stable: 0.5,
      dead: 0.45,
      revived: 0.05,
      expectedTurns: 1,
    });
    const pt = await json(
      'death-saves',
      '--ruleset',
      'playtest',
      '--con',
      '14',
      '--level',
      '5',
      '--hp',
      '-18',
    );
    expect(pt.stable).toBeCloseTo(0.65 ** 3, 12);
    expect(pt.revived).toBe(0);
  });

  it("table <ID> --json gives the table as the data API's table document; tables lists them", async () => {
    // The API's shape (apps/site/src/api/api-documents.test.ts compares every table in every locale).
    expect(await json('table', 'Covertable')).toMatchObject({
      kind: 'table',
      locale: 'en',
      id: 'Covertable',
      title: 'Cover',
      rows: expect.arrayContaining([expect.objectContaining({ acBonus: { value: 2, text: '+2' } })]),
    });
    expect(await json('tables')).toHaveLength(20);
  });

  it('table and tables without --json print readable English tables', async () => {
    const text = await cli('table', 'AbilityModifiersTable');
    expect(text.stdout).toContain('Ability Modifiers');
    expect(text.stdout).toContain('\u22125');
    expect((await cli('tables')).stdout).toContain('TravelPaceTable');
  });

  it('the root script launcher runs the same built CLI', async () => {
    const result = await new Promise<Run>((resolve) => {
      execFile(
        process.execPath,
        [launcher, 'dice', '4d6kh3', '--json'],
        { cwd: repoRoot, encoding: 'utf8' },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout).mean).toBeCloseTo(12.2446, 4);
  });

  it('--help, -h and <command> --help print every option with an example, exit 0', async () => {
    for (const args of [['--help'], ['-h'], ['damage', '--help'], ['death-saves', '-h']]) {
      const result = await cli(...args);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain('--ruleset ID');
      expect(result.stdout).toContain('examples: polyhedral ');
    }
  });

  it.each([
    [['dice', '2d6+', '--json'], 'dice.syntax'],
    [['dice', '1001d6', '--json'], 'dice.limit.too-many-dice'],
    [['d20', '--bonus', '5', '--json'], 'rules.cli.missing-argument'],
    [['d20', '--bonus', '--target', '10'], 'rules.cli.missing-value'],
    [['d20', '--bonus', '5', '--target', '10', '--luck'], 'rules.cli.unknown-flag'],
    [['d20', '--bonus', '5.5', '--target', '10'], 'rules.calculator.bad-param'],
    [
      ['damage', '--hp', '5', '--max', '10', '--amount', '-3', '--type', 'fire'],
      'rules.calculator.bad-param',
    ],
    [
      ['damage', '--hp', '5', '--max', '10', '--amount', '3', '--type', 'plasma'],
      'rules.calculator.bad-param',
    ],
    [
      ['damage', '--hp', '5', '--max', '10', '--part', '7:slashing', '--part', '4:plasma'],
      'rules.calculator.bad-param',
    ],
    [['damage', '--hp', '5', '--max', '10', '--part', '-4:fire'], 'rules.calculator.bad-param'],
    [['damage', '--hp', '5', '--max', '10', '--part', ':fire'], 'rules.calculator.bad-param'],
    [['damage', '--hp', '5', '--max', '10', '--part', '4'], 'rules.calculator.bad-param'],
    [['damage', '--hp', '5', '--max', '10', '--part', 'x:fire'], 'rules.calculator.bad-param'],
    [
      ['damage', '--hp', '5', '--max', '10', '--part', '1:fire', '--part', '2:fire'],
      'rules.calculator.bad-param',
    ],
    [
      ['damage', '--hp', '5', '--max', '10', '--part', '1:fire', '--amount', '2'],
      'rules.cli.conflicting-options',
    ],
    [['damage', '--hp', '5', '--max', '10'], 'rules.cli.missing-argument'],
    [['death-saves', '--successes', '3'], 'rules.calculator.bad-param'],
    [['death-saves', '--ruleset', 'playtest', '--hp', '0'], 'rules.cli.missing-argument'],
    [['death-saves', '--ruleset', '3.5e'], 'rules.ruleset.unknown'],
    [['table', 'Nope'], 'rules.table.unknown'],
    [['teleport'], 'rules.cli.unknown-command'],
    [
      ['damage', '--hp', '5', '--max', '10', '--amount', '1', '--type', 'fire', '--con', '12'],
      'rules.cli.not-in-ruleset',
    ],
    [['death-saves', '--hp', '-3'], 'rules.cli.not-in-ruleset'],
    [[], 'rules.cli.missing-argument'],
  ])('bad input %j: one line on stderr (%s), exit code 2, nothing on stdout', async (args, code) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(code);
  });
});
