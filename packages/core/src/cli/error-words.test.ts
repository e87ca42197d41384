/**
 * Error lines speak the --locale language whole (issue 31 item 2): what a parameter takes is
 * worded in the language (rules.expected.*), and a dice error's nested words are put in, never
 * left as `$t(...)`.
 */
import { placeholdersOf, resources, translateError, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_KINDS } from '../calculators/kinds.ts';
import { expectedParams, type ParamSpec } from '../calculators/param-spec.ts';
import { RuleInputError } from '../errors.ts';
import { readCalculatorInput } from './calculator-commands.ts';
import { captureRun } from './capture-run.ts';

const PARAMS: ParamSpec[] = Object.values(CALCULATOR_KINDS).flatMap(
  (spec) => spec.params as unknown as ParamSpec[],
);

describe('what a parameter takes, in every language', () => {
  it.each(WRITTEN_LOCALES)(
    'every parameter of every kind has its rules.expected.* words in %s, with only the numbers it gives',
    (locale) => {
      for (const param of PARAMS) {
        const params = expectedParams(param);
        const template = resources[locale].errors[`rules.expected.${params.expectedCode}`];
        expect(template, `${param.name}: rules.expected.${params.expectedCode}`).toBeTruthy();
        for (const name of placeholdersOf(template!))
          expect(Object.keys(params), `${param.name} ${name}`).toContain(name);
      }
    },
  );

  it('an out-of-range bonus reads in Thai and Chinese with the range in words (D20Tests: a bonus of -30..30)', () => {
    expect(captureRun('calc', 'd20-test', '--bonus', '99', '--locale', 'th').stderr).toContain(
      'ต้องเป็น จำนวนเต็มตั้งแต่ -30 ถึง 30',
    );
    expect(captureRun('calc', 'd20-test', '--bonus', '99', '--locale', 'zh').stderr).toContain(
      '应为 -30 到 30 之间的整数',
    );
    expect(captureRun('calc', 'd20-test', '--bonus', '99').stderr).toContain('expected integer -30..30');
  });

  it.each(WRITTEN_LOCALES)(
    'a dice syntax error in %s has its nested words put in ("1d6 +" ends too early)',
    (locale) => {
      const { code, stderr } = captureRun('dice', '1d6 +', '--locale', locale);
      expect(code).toBe(2);
      expect(stderr).not.toContain('$t(');
      expect(stderr).toContain('d6');
    },
  );
});

describe('one problem shape to the edge (issue 47 item 3)', () => {
  /** The problem the core raises for these parameters (a RuleInputError: `{ code, params }`). */
  function problemOf(raw: Record<string, string>): { code: string; params: Record<string, string | number> } {
    try {
      readCalculatorInput('damage-application', raw);
    } catch (error) {
      if (error instanceof RuleInputError) return { code: error.code, params: error.params };
      throw error;
    }
    throw new Error('no problem');
  }

  it.each(WRITTEN_LOCALES)(
    'the error line is the problem as translateError words it on every other edge (%s), numbers the locale way',
    (locale) => {
      const problem = problemOf({ hp: '50000' });
      expect(problem.code).toBe('rules.calculator.bad-param');
      const { code, stderr } = captureRun('calc', 'damage-application', '--hp', '50000', '--locale', locale);
      expect(code).toBe(2);
      expect(stderr).toBe(`polyhedral: ${translateError(locale, problem)} [${problem.code}]\n`);
      expect(stderr).toContain('10,000');
    },
  );
});
