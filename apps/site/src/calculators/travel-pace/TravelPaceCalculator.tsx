import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { directiveStrings } from '../shared/directive-params.ts';
import { choiceSpec, flagSpec, integerSpec, preset } from '../shared/field-specs.ts';
import { CheckboxField, SelectField, TextField } from '../shared/fields.tsx';
import { formatInteger } from '../shared/format.ts';
import { parseIntegerField } from '../shared/parse-field.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import {
  computeTravel,
  TRAVEL_AMOUNT_LIMITS,
  TRAVEL_PACES,
  TRAVEL_TIME_UNITS,
  type TravelPace,
  type TravelTimeUnit,
  travelAmountLimits,
} from './travel-pace-logic.ts';

function listOf(intlLocale: string, items: string[]): string {
  return new Intl.ListFormat(intlLocale, { style: 'long', type: 'conjunction' }).format(items);
}

/** Travel pace calculator (rule TravelPace): distance over minutes, hours or days, and the pace's effect. */
export default function TravelPaceCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId } = props;
  const params = directiveStrings(props.params);
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const state = useCalculatorState(instanceId, {
    pace: preset(params, 'pace', 'normal', (d) => choiceSpec(d as TravelPace, TRAVEL_PACES)),
    unit: preset(params, 'unit', 'hours', (d) => choiceSpec(d as TravelTimeUnit, TRAVEL_TIME_UNITS)),
    amount: preset(params, 'amount', '8', (d) => integerSpec(d, TRAVEL_AMOUNT_LIMITS)),
    mounted: preset(params, 'mounted', '0', (d) => flagSpec(d === '1')),
  });
  const { raw, results } = state;
  const pace = fieldValue<TravelPace>(results.pace, 'normal');
  const unit = fieldValue<TravelTimeUnit>(results.unit, 'hours');
  const limits = travelAmountLimits(unit);
  // The amount's limit depends on the unit chosen.
  const amountResult = parseIntegerField(raw.amount, limits.min, limits.max);
  const mounted = raw.mounted === '1' && unit === 'hours';
  const computed = amountResult.ok
    ? computeTravel({ pace, unit, amount: amountResult.value, mounted })
    : null;
  const n = (value: number) => formatInteger(intlLocale, value);
  const skills = (list: readonly string[]) =>
    listOf(
      intlLocale,
      list.map((skill) => t(`calc.travel-pace.skill.${skill}`)),
    );

  return (
    <CalculatorFrame title={t('calc.travel-pace.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <SelectField
          {...state.selectProps('pace')}
          label={t('calc.travel-pace.pace')}
          messages={messages}
          options={TRAVEL_PACES.map((p) => ({ value: p, label: t(`calc.travel-pace.pace.${p}`) }))}
        />
        <TextField
          id={`${instanceId}-amount`}
          label={t('calc.travel-pace.amount')}
          hint={t('calc.travel-pace.amountHint', { min: n(limits.min), max: n(limits.max) })}
          messages={messages}
          value={raw.amount}
          result={amountResult}
          onInput={(v) => state.set('amount', v)}
        />
        <SelectField
          {...state.selectProps('unit')}
          label={t('calc.travel-pace.unit')}
          messages={messages}
          options={TRAVEL_TIME_UNITS.map((u) => ({ value: u, label: t(`calc.travel-pace.unit.${u}`) }))}
        />
        {unit === 'hours' ? (
          <CheckboxField
            id={`${instanceId}-mounted`}
            label={t('calc.travel-pace.mounted')}
            messages={messages}
            checked={raw.mounted === '1'}
            onChange={(checked) => state.set('mounted', checked ? '1' : '0')}
          />
        ) : null}
      </div>
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.travel-pace.distance')}
              value={t(`calc.travel-pace.distance.${computed.unit}`, { value: n(computed.distance) })}
              testId="travel-distance"
            />
          </dl>
          {mounted ? <p class="calc-hint">{t('calc.travel-pace.mountedNote')}</p> : null}
          <ul class="calc-steps">
            {computed.effects.disadvantage.length > 0 ? (
              <li>
                {t('calc.travel-pace.effect.disadvantage', { skills: skills(computed.effects.disadvantage) })}
              </li>
            ) : null}
            {computed.effects.advantage.length > 0 ? (
              <li>
                {t('calc.travel-pace.effect.advantage', { skills: skills(computed.effects.advantage) })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
