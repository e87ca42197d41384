import { POINT_BUY_LIMITS } from '@polyhedral/core';
import { pointBuyCalculator } from '@polyhedral/core/calculators';
import { ABILITIES, STANDARD_ARRAY } from '@polyhedral/core/tables';
import { formatInteger, formatSigned } from '@polyhedral/i18n/client';
import { CalcButton } from '../shared/CalcButton.tsx';
import { CalculatorFrame, ErrorAlert, ErrorList } from '../shared/CalculatorFrame.tsx';
import { formatWhole } from '../shared/format.ts';
import { registryIsland } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';

/** Point buy calculator (rule GenerateYourScores, table AbilityScorePointCosts): a field per ability. */
export default registryIsland(pointBuyCalculator, (calc, { messages, locale }, { t, problem }) => {
  const { state } = calc;
  const computed = calc.computed?.ok ? { ok: true as const, ...calc.computed.value } : calc.computed;
  const n = (value: number) => formatInteger(locale, value);
  const fill = (scores: readonly number[]): void => {
    for (const [index, ability] of ABILITIES.entries()) state.set(ability, String(scores[index]));
  };
  const abilityName = (index: number) => t(`table.ability.${ABILITIES[index] ?? 'strength'}`);
  const hints = Object.fromEntries(
    ABILITIES.map((ability, index) => {
      const cost = computed?.ok ? computed.result.costs[index] : undefined;
      const modifier = computed?.ok ? computed.modifiers[index] : undefined;
      if (cost === undefined || modifier === undefined) return [ability, undefined];
      return [
        ability,
        cost === null
          ? t('calc.point-buy.scoreHintNoCost', { modifier: formatSigned(locale, modifier) })
          : t('calc.point-buy.scoreHint', { cost: n(cost), modifier: formatSigned(locale, modifier) }),
      ];
    }),
  );

  return (
    <CalculatorFrame calc={calc} fields={{ only: ['scores'], hints }}>
      <p>
        <CalcButton label={t('calc.point-buy.standardArray')} onClick={() => fill(STANDARD_ARRAY)} />{' '}
        <CalcButton
          label={t('calc.point-buy.reset')}
          onClick={() => fill(ABILITIES.map(() => POINT_BUY_LIMITS.min))}
        />
      </p>
      <ErrorAlert result={computed} messages={messages} locale={locale} />
      {computed?.ok ? (
        <div>
          <ResultFigures
            rows={[
              [
                t('calc.point-buy.spent'),
                t('calc.point-buy.ofBudget', {
                  spent: n(computed.result.spent),
                  budget: n(POINT_BUY_LIMITS.budget),
                }),
                'point-buy-spent',
              ],
              [
                t('calc.point-buy.remaining'),
                formatWhole(locale, computed.result.remaining),
                'point-buy-remaining',
              ],
            ]}
          />
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
});
