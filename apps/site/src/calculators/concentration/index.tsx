import { type BonusDie, formatBonusDice } from '@polyhedral/core';
import { concentrationCalculator } from '@polyhedral/core/calculators';
import { formatInteger, type messageLookup } from '@polyhedral/i18n/client';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { ConditionCauses, RollSummary } from '../shared/ConditionCauses.tsx';
import { registryIsland } from '../shared/island-props.tsx';
import { chanceRows, OutcomeBar, ResultFigures } from '../shared/ResultFigures.tsx';
import type { CalculatorProps } from '../shared/types.ts';

/** The d20 needed; with bonus dice, at their best and whatever they roll (core need, needAtWorst). */
function needLine(
  t: ReturnType<typeof messageLookup>['t'],
  locale: CalculatorProps['locale'],
  result: {
    need: number | null;
    needAtWorst?: number | null;
    conditions: { bonusDice: readonly BonusDie[] };
  },
): string {
  const needText = (need: number | null): string => {
    if (need === null) return t('calc.concentration.needNone');
    if (need <= 1) return t('calc.concentration.needAny');
    return t('calc.concentration.need', { face: formatInteger(locale, need) });
  };
  if (result.needAtWorst === undefined || result.needAtWorst === result.need) return needText(result.need);
  return t('calc.concentration.needDice', {
    best: needText(result.need),
    worst: needText(result.needAtWorst),
    dice: formatBonusDice(result.conditions.bonusDice).replace(/-/g, '−'),
  });
}

/** Concentration calculator (SRD 5.2 Rules Glossary, linked from SavingThrowsandDamage): the save's DC, the d20 needed and the chance. */
export default registryIsland(concentrationCalculator, (calc, props, { t }) => {
  const { locale } = props;
  const computed = calc.computed?.ok ? { ok: true as const, result: calc.computed.value } : calc.computed;

  return (
    <CalculatorFrame
      calc={calc}
      lead={<p class="calc-notice">{t('calc.concentration.rule')}</p>}
      fields={{
        only: [
          'damage',
          'bonus',
          'advantage',
          'disadvantage',
          'condition',
          'exhaustion',
          'bonus-dice',
          'ruleset',
          'roll',
          'dice-roll',
        ],
      }}
      error={computed}
    >
      {computed?.ok ? (
        <div>
          {computed.result.broken ? (
            // Incapacitated (or a condition that gives it): no save to roll, and the reason.
            <div class="calc-why">
              <p class="calc-mode" data-testid="concentration-broken">
                {t('calc.concentration.broken')}
              </p>
              <ConditionCauses
                causes={[computed.result.broken, ...computed.result.conditions.causes]}
                wording={props}
                testId="concentration-causes"
              />
            </div>
          ) : (
            <RollSummary
              result={computed.result}
              lineKey={(rolled) => `calc.concentration.rolled.${rolled.success ? 'kept' : 'lost'}`}
              wording={props}
              testIds="concentration"
            />
          )}
          <ResultFigures
            rows={[
              [t('calc.concentration.dc'), formatInteger(locale, computed.result.dc), 'concentration-dc'],
              [t('calc.concentration.needLabel'), needLine(t, locale, computed.result), 'concentration-need'],
              ...chanceRows(
                {
                  label: t('calc.concentration.keep'),
                  share: computed.result.keep,
                  exact: computed.result.exact.keep,
                  testId: 'concentration-keep',
                },
                t('calc.d20.exact'),
                locale,
              ),
            ]}
          />
          <OutcomeBar
            locale={locale}
            label={t('calc.concentration.chartLabel')}
            outcomes={[
              ['lost', t('calc.concentration.lost'), 1 - computed.result.keep],
              ['kept', t('calc.concentration.kept'), computed.result.keep],
            ]}
          />
          <p class="calc-notice">
            {t('calc.concentration.provenance')}{' '}
            <a href={`/${locale}/glossary/Concentration/`} data-testid="concentration-glossary">
              {t('calc.concentration.glossary')}
            </a>
          </p>
        </div>
      ) : null}
    </CalculatorFrame>
  );
});
