import { D20_TEST_KINDS, d20Test } from '../../rules/d20-test.ts';
import { COVER_DEGREES } from '../../tables/covertable.ts';
import { requireOption } from '../../validate.ts';
import { positionalArgs, requiredIntegerFlag, stringFlag } from '../args.ts';
import { type CliCommand, JSON_FLAG, RULESET_FLAG } from '../command.ts';
import { json, percent, textTable } from '../output.ts';

/** `d20 --bonus B --target T [--kind ...] [--advantage] [--disadvantage] [--cover ...]` (ruleId D20Tests). */
export const d20Command: CliCommand = {
  name: 'd20',
  summary: 'chance that a D20 Test meets its target, and of a critical hit (D20Tests)',
  positionals: '',
  flags: {
    json: JSON_FLAG,
    bonus: { kind: 'value', value: 'B', help: 'total bonus added to the d20 (required)' },
    target: { kind: 'value', value: 'T', help: 'DC or Armor Class to meet (required)' },
    kind: { kind: 'value', value: 'KIND', help: `${D20_TEST_KINDS.join(' | ')} (default check)` },
    advantage: { kind: 'boolean', help: 'roll two d20s, keep the higher (AdvantageDisadvantage)' },
    disadvantage: { kind: 'boolean', help: 'roll two d20s, keep the lower; with --advantage they cancel' },
    cover: {
      kind: 'value',
      value: 'DEGREE',
      help: `${COVER_DEGREES.join(' | ')} (attack or save only; Cover)`,
    },
    ruleset: RULESET_FLAG,
  },
  examples: [
    'd20 --bonus 5 --target 15 --kind attack --advantage --cover half --json',
    'd20 --bonus -1 --target 12 --disadvantage',
  ],
  run(parsed, ruleset) {
    positionalArgs(parsed, []);
    const { flags } = parsed;
    const cover = stringFlag(flags, 'cover');
    const result = d20Test(
      {
        kind: requireOption('kind', stringFlag(flags, 'kind') ?? 'check', D20_TEST_KINDS),
        bonus: requiredIntegerFlag(flags, 'bonus'),
        target: requiredIntegerFlag(flags, 'target'),
        advantage: flags.advantage === true,
        disadvantage: flags.disadvantage === true,
        cover: cover === undefined ? undefined : requireOption('cover', cover, COVER_DEGREES),
      },
      ruleset,
    );
    if (flags.json) return json({ success: result.success, critical: result.critical });
    return {
      stdout: `${textTable(
        ['kind', 'roll', 'bonus', 'target', 'success', 'critical'],
        [
          [
            result.kind,
            result.mode,
            String(result.bonus),
            result.targetable ? String(result.target) : 'not targetable',
            `${percent(result.success)} (${result.exact.success})`,
            `${percent(result.critical)} (${result.exact.critical})`,
          ],
        ],
      )}\n`,
    };
  },
};
