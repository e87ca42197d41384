import { COVER_CHOICES, saveHalfCalculator } from '@polyhedral/core';
import { formatNumber, formatPercent } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert, RollModeField, RulesetField } from '../shared/common-fields.tsx';
import { DistributionChart } from '../shared/DistributionChart.tsx';
import { MIXTURE_SHARE } from '../shared/dice-budget.ts';
import { SelectField, TextField } from '../shared/fields.tsx';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/** Save-for-half calculator (rule HalfDamage): the damage a target takes from an effect like 8d6. */
export default function SaveHalfCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale } = props;
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const calc = useRegistryCalculator(saveHalfCalculator, props, { diceShare: MIXTURE_SHARE });
  const { state } = calc;
  const computed = calc.result;

  return (
    <CalculatorFrame title={t('calc.save.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <TextField
          {...calc.textProps('damage')}
          label={t('calc.save.damage')}
          messages={messages}
          inputMode="text"
        />
        <TextField {...calc.textProps('bonus')} label={t('calc.save.bonus')} messages={messages} />
        <TextField {...calc.textProps('dc')} label={t('calc.d20.dc')} messages={messages} />
        <RollModeField {...state.selectProps('roll-mode')} messages={messages} />
        <SelectField
          {...state.selectProps('cover')}
          label={t('calc.d20.cover')}
          messages={messages}
          options={COVER_CHOICES.map((c) => ({ value: c, label: t(`calc.cover.${c}`) }))}
        />
        <RulesetField {...state.selectProps('ruleset')} messages={messages} />
      </div>
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.save.expected')}
              value={formatNumber(locale, computed.expectedDamage, { maximumFractionDigits: 4 })}
              testId="save-expected"
            />
            <ResultFigure
              label={t('calc.save.success')}
              value={formatPercent(locale, computed.saveSuccess, 2)}
              testId="save-success"
            />
            <ResultFigure
              label={t('calc.save.rolledMean')}
              value={formatNumber(locale, computed.rolled.mean, { maximumFractionDigits: 4 })}
            />
          </dl>
          <DistributionChart
            outcomes={computed.taken.outcomes}
            locale={locale}
            label={t('calc.save.chartLabel')}
          />
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
