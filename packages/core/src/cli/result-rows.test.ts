/**
 * `calc <kind>` speaks the --locale language in its readable output (issue 31 item 3): every
 * field of every kind's result has a label in en, th and zh (no field path such as
 * `targets[1].saveSuccess`), codes read as the calculators' words, yes/no in the language.
 */
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_KIND_NAMES,
  CALCULATOR_KINDS,
  type CalculatorKind,
  computeCalculator,
} from '../calculators/kinds.ts';
import { readCalculatorInput } from './calculator-commands.ts';
import { captureRun } from './capture-run.ts';
import { installCliDerivedLocale } from './derived-locale.ts';
import { CLI_LOCALES } from './messages.ts';
import { resultRows } from './result-rows.ts';

// zh-hant's words, as run() installs them for a zh-hant command line.
installCliDerivedLocale('zh-hant');

/** Each kind with its defaults and the variants whose results have other fields. */
const CASES: ReadonlyArray<[CalculatorKind, Record<string, string>]> = [
  ...CALCULATOR_KIND_NAMES.map((kind): [CalculatorKind, Record<string, string>] => [kind, {}]),
  ['dice', { expr: '2d6', 'at-least': '7' }],
  ['dice', { expr: '1d6!' }],
  ['d20-test', { advantage: '1', 'kind-of-test': 'attack' }],
  ['damage-application', { mode: 'heal', hp: '0', amount: '5' }],
  ['damage-application', { mode: 'temp', amount: '5' }],
  ['damage-application', { hp: '3', amount: '30' }],
  ['death-saves', { ruleset: 'playtest' }],
  ['point-buy', { scores: '15,15,15,15,15,15' }],
  ['travel-pace', { pace: 'fast' }],
  ['level-from-xp', { xp: '400000' }],
];

describe('calc <kind> readable output in every language', () => {
  it.each(CLI_LOCALES)('labels every field of every kind in %s', (locale) => {
    const unlabelled = new Set<string>();
    for (const [kind, raw] of CASES) {
      const output = computeCalculator(kind, readCalculatorInput(kind, raw));
      resultRows({ kind, locale, unlabelled }, output);
    }
    expect([...unlabelled]).toEqual([]);
  });

  it('says which kinds each case ran (a renamed kind or parameter cannot skip the check)', () => {
    for (const [kind, raw] of CASES) {
      expect(Object.hasOwn(CALCULATOR_KINDS, kind), kind).toBe(true);
      for (const name of Object.keys(raw))
        expect(
          CALCULATOR_KINDS[kind].params.some((param: { name: string }) => param.name === name),
          `${kind} --${name}`,
        ).toBe(true);
    }
  });

  it('prints save-half in Thai without an English word or a field path (SavingThrows worked example: DC 15, 8d6)', () => {
    const { code, stdout } = captureRun('calc', 'save-half', '--locale', 'th');
    expect(code).toBe(0);
    expect(stdout).toContain('เป้าหมายที่ 1 › โอกาสที่การทอยป้องกันสำเร็จ');
    expect(stdout).toContain('41 ค่า ตั้งแต่ 8 ถึง 48');
    // Left of the values: labels only (option names, dice notation and the ruleset ID are values).
    const labels = stdout.split('\n').map((line) => line.split(/ {2,}/)[0] ?? '');
    const english = labels.filter((label) => /[a-z]{2,}/i.test(label) && !label.startsWith('--'));
    expect(english).toEqual([]);
  });

  it('prints codes as words and yes/no in Chinese (damage-application: 7 slashing damage, 20 Hit Points)', () => {
    // The options table shows the values as given (they are what one types); the results below it.
    const stdout = captureRun('calc', 'damage-application', '--locale', 'zh').stdout.split('\n\n')[1] ?? '';
    expect(stdout).toContain('结果 › 伤害部分 1 › 伤害类型');
    expect(stdout).toMatch(/伤害类型\s+挥砍/);
    expect(stdout).toMatch(/死亡\s+否/);
    expect(stdout).not.toMatch(/\b(true|false|slashing|healthy|damage)\b/);
  });

  // The published aliases print their own tables: their headings and labels speak the language too.
  const ALIASES: ReadonlyArray<readonly string[]> = [
    ['d20', '--bonus', '5', '--target', '15'],
    ['death-saves'],
    ['damage', '--hp', '20', '--max', '20', '--amount', '7', '--type', 'fire'],
    ['save-half', '--damage', '8d6', '--target', 'save=+2', '--dc', '15'],
    ['dice', '2d6'],
  ];
  it.each(['th', 'zh'])(
    'prints the aliases in %s with no English word (dice notation and numbers aside)',
    (locale) => {
      for (const argv of ALIASES) {
        const { code, stdout } = captureRun(...argv, '--locale', locale);
        expect(code, argv.join(' ')).toBe(0);
        const words = stdout.replaceAll(/\d+d\d+/g, '').match(/[A-Za-z]{2,}/g) ?? [];
        expect(words, `${argv.join(' ')}:\n${stdout}`).toEqual([]);
      }
    },
  );
});
