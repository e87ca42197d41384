import { D20_TEST_KINDS, d20Test } from '../../rules/d20-test.ts';
import { getRuleset } from '../../rulesets/index.ts';
import { COVER_DEGREES } from '../../tables/covertable.ts';
import { requireOption } from '../../validate.ts';
import { noPositionals, parseArgs, requiredIntegerFlag, stringFlag } from '../args.ts';
import { type CommandOutput, json, percent, textTable } from '../output.ts';

const FLAGS = {
  json: 'boolean',
  bonus: 'value',
  target: 'value',
  kind: 'value',
  advantage: 'boolean',
  disadvantage: 'boolean',
  cover: 'value',
  ruleset: 'value',
} as const;

/** `d20 --bonus B --target T [--kind ...] [--advantage] [--disadvantage] [--cover ...]` (ruleId D20Tests). */
export function d20Command(argv: readonly string[]): CommandOutput {
  const parsed = parseArgs(argv, FLAGS);
  noPositionals(parsed);
  const { flags } = parsed;
  const ruleset = getRuleset(stringFlag(flags, 'ruleset') ?? 'srd-5.2');
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
}
