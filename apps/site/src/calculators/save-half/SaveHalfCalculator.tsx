import { D20_LIMITS, RULESET_IDS } from '@polyhedral/core';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { validateExpression } from '../dice/dice-logic.ts';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert, RollModeField, RulesetField } from '../shared/common-fields.tsx';
import { DistributionChart } from '../shared/DistributionChart.tsx';
import { choiceSpec, integerSpec, preset } from '../shared/field-specs.ts';
import { TextField } from '../shared/fields.tsx';
import { formatDecimal, formatPercent } from '../shared/format.ts';
import { ROLL_MODE_CHOICES } from '../shared/roll-mode.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { allValid, fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import { computeSaveHalf, type SaveHalfInputs } from './save-half-logic.ts';

/** Save-for-half calculator (rule HalfDamage): the damage a target takes from an effect like 8d6. */
export default function SaveHalfCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId, params } = props;
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const state = useCalculatorState(instanceId, {
    damage: preset(params, 'damage', '8d6', (d) => ({ defaultValue: d, validate: validateExpression })),
    bonus: preset(params, 'save-bonus', '2', (d) => integerSpec(d, D20_LIMITS.bonus)),
    dc: preset(params, 'dc', '15', (d) => integerSpec(d, D20_LIMITS.target)),
    mode: choiceSpec('normal', ROLL_MODE_CHOICES),
    ruleset: preset(params, 'ruleset', 'srd-5.2', (d) => choiceSpec(d as 'srd-5.2', RULESET_IDS)),
  });
  const { results } = state;
  const inputs: SaveHalfInputs | null = allValid(results)
    ? {
        damage: fieldValue(results.damage, '8d6'),
        saveBonus: fieldValue(results.bonus, 0),
        dc: fieldValue(results.dc, 10),
        mode: fieldValue(results.mode, 'normal'),
        ruleset: fieldValue(results.ruleset, 'srd-5.2'),
      }
    : null;
  const key = JSON.stringify(inputs);
  const computed = useMemo(() => (inputs ? computeSaveHalf(inputs) : null), [key]);

  return (
    <CalculatorFrame title={t('calc.save.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <TextField
          {...state.textProps('damage')}
          label={t('calc.save.damage')}
          messages={messages}
          inputMode="text"
        />
        <TextField {...state.textProps('bonus')} label={t('calc.save.bonus')} messages={messages} />
        <TextField {...state.textProps('dc')} label={t('calc.d20.dc')} messages={messages} />
        <RollModeField {...state.selectProps('mode')} messages={messages} />
        <RulesetField {...state.selectProps('ruleset')} messages={messages} />
      </div>
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.save.expected')}
              value={formatDecimal(intlLocale, computed.expectedDamage, 4)}
              testId="save-expected"
            />
            <ResultFigure
              label={t('calc.save.success')}
              value={formatPercent(intlLocale, computed.saveSuccess)}
              testId="save-success"
            />
            <ResultFigure
              label={t('calc.save.rolledMean')}
              value={formatDecimal(intlLocale, computed.rolled.mean, 4)}
            />
          </dl>
          <DistributionChart
            outcomes={computed.taken.outcomes}
            intlLocale={intlLocale}
            label={t('calc.save.chartLabel')}
          />
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
