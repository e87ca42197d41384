import { concentrationCalculator } from '@polyhedral/core/calculators';
import { formatInteger, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ConditionCauses, RollSummary } from '../shared/ConditionCauses.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { formatShare } from '../shared/format.ts';
import { ProbabilityBar } from '../shared/ProbabilityBar.tsx';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/**
 * Concentration calculator (SRD 5.2 Rules Glossary, linked from SavingThrowsandDamage): the DC of
 * the Constitution save after damage, the d20 it needs and the exact chance to keep Concentration.
 */
export default function ConcentrationCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale } = props;
  const { t } = messageLookup(messages, locale);
  const calc = useRegistryCalculator(concentrationCalculator, props);
  const { state } = calc;
  const computed = calc.computed?.ok ? { ok: true as const, result: calc.computed.value } : calc.computed;
  const needText = (need: number | null): string => {
    if (need === null) return t('calc.concentration.needNone');
    if (need <= 1) return t('calc.concentration.needAny');
    return t('calc.concentration.need', { face: formatInteger(locale, need) });
  };

  return (
    <CalculatorFrame title={t('calc.concentration.title')} messages={messages} urlReset={state.urlReset}>
      <p class="calc-notice">{t('calc.concentration.rule')}</p>
      <RegistryFields
        calc={calc}
        only={[
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
        ]}
      />
      <ErrorAlert result={computed} messages={messages} />
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
                messages={messages}
                locale={locale}
                testId="concentration-causes"
              />
            </div>
          ) : (
            <RollSummary
              result={computed.result}
              lineKey={(rolled) => `calc.concentration.rolled.${rolled.success ? 'kept' : 'lost'}`}
              messages={messages}
              locale={locale}
              testIds="concentration"
            />
          )}
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.concentration.dc')}
              value={formatInteger(locale, computed.result.dc)}
              testId="concentration-dc"
            />
            <ResultFigure label={t('calc.concentration.needLabel')} value={needText(computed.result.need)} />
            <ResultFigure
              label={t('calc.concentration.keep')}
              value={formatShare(locale, computed.result.keep)}
              testId="concentration-keep"
            />
            <ResultFigure label={t('calc.d20.exact')} value={computed.result.exact.keep.toString()} />
          </dl>
          <ProbabilityBar
            locale={locale}
            label={t('calc.concentration.chartLabel')}
            segments={[
              {
                key: 'lost',
                label: t('calc.concentration.lost'),
                probability: 1 - computed.result.keep,
                tone: 'bad',
              },
              {
                key: 'kept',
                label: t('calc.concentration.kept'),
                probability: computed.result.keep,
                tone: 'good',
              },
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
}
