import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert, RulesetField } from '../shared/common-fields.tsx';
import { choiceSpec, integerSpec, preset } from '../shared/field-specs.ts';
import { SelectField, TextField } from '../shared/fields.tsx';
import { formatPercent } from '../shared/format.ts';
import { ProbabilityBar } from '../shared/ProbabilityBar.tsx';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { allValid, fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import {
  computeD20,
  D20_COVER_CHOICES,
  D20_LIMITS,
  D20_TEST_KINDS,
  type D20Inputs,
  RULESET_IDS,
} from './d20-test-logic.ts';

/** D20 Test calculator (rule AdvantageDisadvantage): check, save or attack against a DC or AC. */
export default function D20TestCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId, params } = props;
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const state = useCalculatorState(instanceId, {
    kind: preset(params, 'kind-of-test', 'check', (d) => choiceSpec(d as 'check', D20_TEST_KINDS)),
    bonus: preset(params, 'bonus', '5', (d) => integerSpec(d, D20_LIMITS.bonus)),
    target: preset(params, 'target', '15', (d) => integerSpec(d, D20_LIMITS.target)),
    advantage: integerSpec(0, D20_LIMITS.sources),
    disadvantage: integerSpec(0, D20_LIMITS.sources),
    cover: choiceSpec('none', D20_COVER_CHOICES),
    ruleset: preset(params, 'ruleset', 'srd-5.2', (d) => choiceSpec(d as 'srd-5.2', RULESET_IDS)),
  });
  const { raw, results } = state;
  const inputs: D20Inputs | null = allValid(results)
    ? {
        kind: fieldValue(results.kind, 'check'),
        bonus: fieldValue(results.bonus, 0),
        target: fieldValue(results.target, 10),
        advantage: fieldValue(results.advantage, 0),
        disadvantage: fieldValue(results.disadvantage, 0),
        cover: fieldValue(results.cover, 'none'),
        ruleset: fieldValue(results.ruleset, 'srd-5.2'),
      }
    : null;
  const key = JSON.stringify(inputs);
  const computed = useMemo(() => (inputs ? computeD20(inputs) : null), [key]);
  const isAttack = raw.kind === 'attack';

  return (
    <CalculatorFrame title={t('calc.d20.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <SelectField
          {...state.selectProps('kind')}
          label={t('calc.d20.kind')}
          messages={messages}
          options={D20_TEST_KINDS.map((k) => ({ value: k, label: t(`calc.d20.kind.${k}`) }))}
        />
        <TextField
          {...state.textProps('bonus')}
          label={isAttack ? t('calc.d20.attackBonus') : t('calc.d20.bonus')}
          messages={messages}
        />
        <TextField
          {...state.textProps('target')}
          label={isAttack ? t('calc.d20.armorClass') : t('calc.d20.dc')}
          messages={messages}
        />
        <TextField
          {...state.textProps('advantage', 'adv')}
          label={t('calc.d20.advantage')}
          messages={messages}
        />
        <TextField
          {...state.textProps('disadvantage', 'dis')}
          label={t('calc.d20.disadvantage')}
          messages={messages}
        />
        <SelectField
          {...state.selectProps('cover')}
          label={t('calc.d20.cover')}
          messages={messages}
          options={D20_COVER_CHOICES.map((c) => ({ value: c, label: t(`calc.cover.${c}`) }))}
        />
        <RulesetField {...state.selectProps('ruleset')} messages={messages} />
      </div>
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div aria-live="polite">
          <p class="calc-mode">{t(`calc.d20.mode.${computed.result.mode}`)}</p>
          {computed.result.targetable ? (
            <>
              <dl class="calc-results">
                <ResultFigure
                  label={t('calc.d20.success')}
                  value={formatPercent(intlLocale, computed.result.success)}
                  testId="d20-success"
                />
                <ResultFigure label={t('calc.d20.exact')} value={computed.result.exact.success.toString()} />
                {computed.result.kind === 'attack' ? (
                  <ResultFigure
                    label={t('calc.d20.critical')}
                    value={formatPercent(intlLocale, computed.result.critical)}
                    testId="d20-critical"
                  />
                ) : null}
              </dl>
              <ProbabilityBar
                intlLocale={intlLocale}
                label={t('calc.d20.chartLabel')}
                segments={[
                  {
                    key: 'fail',
                    label: t('calc.d20.failure'),
                    probability: 1 - computed.result.success,
                    tone: 'bad',
                  },
                  {
                    key: 'success',
                    label: t('calc.d20.successOnly'),
                    probability: computed.result.success - computed.result.critical,
                    tone: 'good',
                  },
                  {
                    key: 'critical',
                    label: t('calc.d20.critical'),
                    probability: computed.result.critical,
                    tone: 'best',
                  },
                ]}
              />
            </>
          ) : (
            <p class="calc-notice">{t('calc.d20.totalCover')}</p>
          )}
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
