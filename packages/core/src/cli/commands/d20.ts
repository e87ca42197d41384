import { computeCalculator } from '../../calculators/kinds.ts';
import { isCannotAct } from '../../conditions/cannot-act-result.ts';
import { registryParams, requireFlags } from '../alias.ts';
import { positionalArgs } from '../args.ts';
import { readCalculatorInput, reasonText } from '../calculator-commands.ts';
import type { CliCommand } from '../command.ts';
import { json, percent, textTable } from '../output.ts';
import { aliasCommand } from '../param-spellings.ts';
import { cliWord, codeWord, fieldWord } from '../result-rows.ts';

const KIND = 'd20-test';

/** `d20 --bonus B --target T [...]`: alias of `calc d20-test` (ruleIds AdvantageDisadvantage, D20Tests). */
export const d20Command: CliCommand = aliasCommand('d20', KIND, {
  examples: [
    'd20 --bonus 5 --target 15 --kind attack --advantage --cover half --json',
    'd20 --bonus -1 --target 12 --disadvantage',
  ],
  run(parsed, _ruleset, locale) {
    positionalArgs(parsed, []);
    requireFlags(parsed.flags, d20Command.flags, ['bonus', 'target']);
    const input = readCalculatorInput(KIND, registryParams(parsed.flags, d20Command.flags));
    const result = computeCalculator(KIND, input);
    if (isCannotAct(result)) {
      // No roll is made, so no chance is printed: the cause and every reason (issue 61).
      if (parsed.flags.json) return json({ cannotAct: result.cannotAct, causes: result.conditions.causes });
      return { stdout: reasonText(locale, result) };
    }
    if (parsed.flags.json) {
      return json({ success: result.success, critical: result.critical, causes: result.conditions.causes });
    }
    const words = { kind: KIND, locale } as const;
    return {
      stdout: `${textTable(
        ['kind', 'mode', 'bonus', 'target', 'success', 'critical'].map((name) => fieldWord(words, name)),
        [
          [
            codeWord(words, 'kind', result.kind),
            codeWord(words, 'mode', result.mode),
            String(result.bonus),
            result.targetable ? String(result.target) : cliWord(locale, 'notTargetable'),
            `${percent(result.success)} (${result.exact.success})`,
            `${percent(result.critical)} (${result.exact.critical})`,
          ],
        ],
      )}\n${reasonText(locale, result)}`,
    };
  },
});
