import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { directiveStrings } from '../shared/directive-params.ts';
import { integerSpec } from '../shared/field-specs.ts';
import { TextField } from '../shared/fields.tsx';
import { formatInteger, formatModifier } from '../shared/format.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { allValid, type FieldSpec, fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import {
  ABILITIES,
  ABILITY_SCORE_LIMITS,
  type Ability,
  computePointBuy,
  POINT_BUY_LIMITS,
  presetScores,
  STANDARD_ARRAY,
} from './point-buy-logic.ts';

/** Point buy calculator (rule GenerateYourScores, table AbilityScorePointCosts): 27 points for six scores. */
export default function PointBuyCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId } = props;
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const presets = presetScores(directiveStrings(props.params).scores);
  const specs = Object.fromEntries(
    ABILITIES.map((ability) => {
      const base = integerSpec(POINT_BUY_LIMITS.min, ABILITY_SCORE_LIMITS);
      const preset = presets[ability];
      return [
        ability,
        preset !== undefined && base.validate(preset).ok ? { ...base, defaultValue: preset } : base,
      ];
    }),
  ) as Record<Ability, FieldSpec>;
  const state = useCalculatorState(instanceId, specs);
  const { raw, results } = state;
  const computed = allValid(results)
    ? computePointBuy(ABILITIES.map((a) => fieldValue(results[a], 0)))
    : null;
  const n = (value: number) => formatInteger(intlLocale, value);
  const fill = (scores: readonly number[]): void => {
    for (const [index, ability] of ABILITIES.entries()) state.set(ability, String(scores[index]));
  };
  const abilityName = (index: number) => t(`calc.ability.${ABILITIES[index] ?? 'strength'}`);

  return (
    <CalculatorFrame title={t('calc.point-buy.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        {ABILITIES.map((ability, index) => {
          const cost = computed?.ok ? computed.result.costs[index] : undefined;
          const modifier = computed?.ok ? computed.modifiers[index] : undefined;
          const hint =
            cost === undefined || modifier === undefined
              ? undefined
              : cost === null
                ? t('calc.point-buy.scoreHintNoCost', { modifier: formatModifier(intlLocale, modifier) })
                : t('calc.point-buy.scoreHint', {
                    cost: n(cost),
                    modifier: formatModifier(intlLocale, modifier),
                  });
          return (
            <TextField
              key={ability}
              id={`${instanceId}-${ability}`}
              label={t(`calc.ability.${ability}`)}
              hint={hint}
              messages={messages}
              value={raw[ability]}
              result={results[ability]}
              onInput={(v) => state.set(ability, v)}
            />
          );
        })}
      </div>
      <p>
        <button type="button" class="calc-button" onClick={() => fill(STANDARD_ARRAY)}>
          {t('calc.point-buy.standardArray')}
        </button>{' '}
        <button
          type="button"
          class="calc-button"
          onClick={() => fill(ABILITIES.map(() => POINT_BUY_LIMITS.min))}
        >
          {t('calc.point-buy.reset')}
        </button>
      </p>
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.point-buy.spent')}
              value={t('calc.point-buy.ofBudget', {
                spent: n(computed.result.spent),
                budget: n(POINT_BUY_LIMITS.budget),
              })}
              testId="point-buy-spent"
            />
            <ResultFigure
              label={t('calc.point-buy.remaining')}
              value={
                computed.result.remaining < 0
                  ? `\u2212${n(-computed.result.remaining)}`
                  : n(computed.result.remaining)
              }
              testId="point-buy-remaining"
            />
          </dl>
          {computed.result.issues.length > 0 ? (
            <ul class="calc-steps calc-error" role="alert">
              {computed.result.issues.map((issue) => (
                <li key={`${issue.code}-${issue.params.index ?? ''}`}>
                  {issue.code === 'rules.point-buy.score-out-of-range' && issue.params.index !== undefined
                    ? t('calc.point-buy.issueFor', {
                        ability: abilityName(issue.params.index),
                        message: t(issue.code, issue.params),
                      })
                    : t(issue.code, issue.params)}
                </li>
              ))}
            </ul>
          ) : (
            <p class="calc-hint">
              {t(computed.result.remaining === 0 ? 'calc.point-buy.allSpent' : 'calc.point-buy.valid')}
            </p>
          )}
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
