import { COVER_DEGREES, D20_LIMITS, RULESET_IDS } from '@polyhedral/core';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { validateExpression } from '../dice/dice-logic.ts';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert, RollModeField, RulesetField } from '../shared/common-fields.tsx';
import { DistributionChart } from '../shared/DistributionChart.tsx';
import { choiceSpec, integerSpec, preset } from '../shared/field-specs.ts';
import { SelectField, TextField } from '../shared/fields.tsx';
import { formatDecimal, formatPercent } from '../shared/format.ts';
import { ProbabilityBar } from '../shared/ProbabilityBar.tsx';
import { ROLL_MODE_CHOICES } from '../shared/roll-mode.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { allValid, fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import { type AttackDamageInputs, computeAttackDamage } from './attack-damage-logic.ts';

const COVER_CHOICES = ['none', ...COVER_DEGREES.filter((c) => c !== 'total')] as const;

/** Attack damage calculator (rule CriticalHits): to-hit vs AC, damage dice, critical rule by ruleset. */
export default function AttackDamageCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId, params } = props;
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const state = useCalculatorState(instanceId, {
    bonus: preset(params, 'attack-bonus', '5', (d) => integerSpec(d, D20_LIMITS.bonus)),
    ac: preset(params, 'ac', '15', (d) => integerSpec(d, D20_LIMITS.target)),
    damage: preset(params, 'damage', '1d8+3', (d) => ({ defaultValue: d, validate: validateExpression })),
    mode: choiceSpec('normal', ROLL_MODE_CHOICES),
    cover: choiceSpec('none', COVER_CHOICES),
    ruleset: preset(params, 'ruleset', 'srd-5.2', (d) => choiceSpec(d as 'srd-5.2', RULESET_IDS)),
  });
  const { results } = state;
  const inputs: AttackDamageInputs | null = allValid(results)
    ? {
        attackBonus: fieldValue(results.bonus, 0),
        armorClass: fieldValue(results.ac, 10),
        damage: fieldValue(results.damage, '1d8'),
        mode: fieldValue(results.mode, 'normal'),
        cover: fieldValue(results.cover, 'none'),
        ruleset: fieldValue(results.ruleset, 'srd-5.2'),
      }
    : null;
  const key = JSON.stringify(inputs);
  const computed = useMemo(() => (inputs ? computeAttackDamage(inputs) : null), [key]);

  return (
    <CalculatorFrame title={t('calc.attack.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <TextField {...state.textProps('bonus')} label={t('calc.d20.attackBonus')} messages={messages} />
        <TextField {...state.textProps('ac')} label={t('calc.d20.armorClass')} messages={messages} />
        <TextField
          {...state.textProps('damage')}
          label={t('calc.attack.damage')}
          hint={t('calc.attack.damageHint')}
          messages={messages}
          inputMode="text"
        />
        <RollModeField {...state.selectProps('mode')} messages={messages} />
        <SelectField
          {...state.selectProps('cover')}
          label={t('calc.attack.cover')}
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
              label={t('calc.attack.expected')}
              value={formatDecimal(intlLocale, computed.expectedDamage, 4)}
              testId="attack-expected"
            />
            <ResultFigure
              label={t('calc.attack.hit')}
              value={formatPercent(intlLocale, computed.hit)}
              testId="attack-hit"
            />
            <ResultFigure
              label={t('calc.d20.critical')}
              value={formatPercent(intlLocale, computed.critical)}
            />
            <ResultFigure label={t('calc.attack.criticalDamage')} value={computed.criticalExpression} />
          </dl>
          <ProbabilityBar
            intlLocale={intlLocale}
            label={t('calc.d20.chartLabel')}
            segments={[
              { key: 'miss', label: t('calc.attack.miss'), probability: computed.miss, tone: 'bad' },
              {
                key: 'hit',
                label: t('calc.attack.hitOnly'),
                probability: computed.hit - computed.critical,
                tone: 'good',
              },
              {
                key: 'critical',
                label: t('calc.d20.critical'),
                probability: computed.critical,
                tone: 'best',
              },
            ]}
          />
          <DistributionChart
            outcomes={computed.distribution.outcomes}
            intlLocale={intlLocale}
            label={t('calc.attack.chartLabel')}
            highlight={(value) => value > 0}
          />
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
