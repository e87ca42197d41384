import { conditionRulesFor } from '../../conditions/condition-rules.ts';
import type { ConditionEffect } from '../../conditions/condition-types.ts';
import { describeConditionEffect } from '../../conditions/describe-effect.ts';
import { describeEffectSource } from '../../conditions/effect-source.ts';
import { positionalArgs } from '../args.ts';
import { type CliCommand, JSON_FLAG, RULESET_FLAG } from '../command.ts';
import { type CliLocale, cliCause } from '../messages.ts';
import { json, textTable } from '../output.ts';
import { cliWord } from '../result-rows.ts';

/**
 * Where an effect is stated, in the `--locale` language: `Conditions (ParalyzedCondition); SRD 5.2
 * Rules Glossary, “Paralyzed” (CC-BY-4.0) — not in this repository's seeds`, or the Playtest
 * heading and its seed 004 lines.
 */
function sourceText(effect: ConditionEffect, locale: CliLocale): string {
  const source = effect.source;
  const said = cliCause(locale, describeEffectSource(source));
  return 'term' in source ? `${source.ruleId} (${source.term}); ${said}` : said;
}

/** `conditions [--ruleset R] [--json]`: every condition's effects in that ruleset, each with its source. */
export const conditionsCommand: CliCommand = {
  name: 'conditions',
  summary: { key: 'cli.core.help.summary.conditions' },
  positionals: '',
  flags: { json: JSON_FLAG, ruleset: RULESET_FLAG },
  examples: ['conditions', 'conditions --ruleset playtest --locale th', 'conditions --json'],
  run(parsed, ruleset, locale) {
    positionalArgs(parsed, []);
    const rules = conditionRulesFor(ruleset);
    const list = Object.values(rules.conditions).map((rule) =>
      rule.status === 'absent'
        ? { condition: rule.condition, status: rule.status, effects: [] }
        : {
            condition: rule.condition,
            status: rule.status,
            effects: rule.effects.map((effect) => ({
              id: effect.id,
              ...describeConditionEffect(effect),
              source: effect.source,
            })),
          },
    );
    if (parsed.flags.json) return json(list);
    const rows = Object.values(rules.conditions).flatMap((rule) => {
      const name = cliCause(locale, { code: 'conditions.name', params: { condition: rule.condition } });
      if (rule.status === 'absent') {
        return [
          [
            name,
            cliCause(locale, {
              code: 'conditions.cause.absent',
              params: { condition: rule.condition, ruleset: ruleset.id },
            }),
            '',
          ],
        ];
      }
      if (rule.effects.length === 0)
        return [[name, cliCause(locale, { code: 'conditions.effect.none', params: {} }), '']];
      return rule.effects.map((effect, index) => [
        index === 0 ? name : '',
        cliCause(locale, describeConditionEffect(effect)),
        sourceText(effect, locale),
      ]);
    });
    const headers = ['condition', 'effect', 'source'].map((name) => cliWord(locale, `conditions.${name}`));
    return { stdout: `${textTable(headers, rows)}\n` };
  },
};
