import {
  ABILITIES,
  type Ability,
  POINT_BUY_LIMITS,
  pointBuyCalculator,
  STANDARD_ARRAY,
} from '@polyhedral/core';
import { formatInteger, formatSigned, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { CalculatorFrame, ErrorList, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { errorResultOf } from '../shared/error-result.ts';
import { TextField } from '../shared/fields.tsx';
import { formatWhole } from '../shared/format.ts';
import { fieldSpecOf } from '../shared/registry-fields.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { allValid, type FieldSpec, fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';

const SCORES = pointBuyCalculator.params[0];

/**
 * Point buy calculator (rule GenerateYourScores, table AbilityScorePointCosts): 27 points for six
 * scores. The registry's one `scores` list is shown as one field per ability (URL keys by ability).
 */
export default function PointBuyCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale, instanceId } = props;
  const { t, problem } = messageLookup(messages, locale);
  const presets = Array.isArray(props.params.scores) ? (props.params.scores as readonly number[]) : [];
  const specs = Object.fromEntries(
    ABILITIES.map((ability, index) => [
      ability,
      fieldSpecOf(
        { name: ability, type: 'integer', min: SCORES.min, max: SCORES.max, default: SCORES.default[index]! },
        presets[index],
      ),
    ]),
  ) as Record<Ability, FieldSpec>;
  const state = useCalculatorState(instanceId, specs);
  const { raw, results } = state;
  const scores = allValid(results) ? ABILITIES.map((a) => fieldValue(results[a], 0)) : null;
  const computed = useMemo(() => {
    if (!scores) return null;
    try {
      return { ok: true as const, ...pointBuyCalculator.compute({ scores, ruleset: 'srd-5.2' }) };
    } catch (error) {
      return errorResultOf(error);
    }
  }, [JSON.stringify(scores)]);
  const n = (value: number) => formatInteger(locale, value);
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
                ? t('calc.point-buy.scoreHintNoCost', { modifier: formatSigned(locale, modifier) })
                : t('calc.point-buy.scoreHint', {
                    cost: n(cost),
                    modifier: formatSigned(locale, modifier),
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
        <div>
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
              value={formatWhole(locale, computed.result.remaining)}
              testId="point-buy-remaining"
            />
          </dl>
          {computed.result.issues.length > 0 ? (
            <ErrorList
              items={computed.result.issues.map((issue) =>
                issue.code === 'rules.point-buy.score-out-of-range' && issue.params.index !== undefined
                  ? t('calc.point-buy.issueFor', {
                      ability: abilityName(issue.params.index),
                      message: problem(issue),
                    })
                  : problem(issue),
              )}
            />
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
