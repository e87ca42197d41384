import { TRAVEL_PACES, TRAVEL_TIME_UNITS, travelPaceCalculator } from '@polyhedral/core';
import { formatInteger, formatNumber, intlLocale, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { CheckboxField, SelectField, TextField } from '../shared/fields.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

function listOf(locale: string, items: string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** Travel pace calculator (rule TravelPace): distance over minutes, hours or days, and the pace's effect. */
export default function TravelPaceCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale, instanceId } = props;
  const { t, tData } = messageLookup(messages, locale);
  const calc = useRegistryCalculator(travelPaceCalculator, props);
  const { state, results } = calc;
  const { raw } = state;
  const unit = calc.input?.unit ?? travelPaceCalculator.defaults.unit;
  const limits = travelPaceCalculator.rangeOf('amount', { ...travelPaceCalculator.defaults, unit });
  const computed = calc.computed?.ok ? { ok: true as const, ...calc.computed.value } : calc.computed;
  const mounted = computed?.ok === true && computed.mounted;
  const n = (value: number) => formatInteger(locale, value);
  const tenths = (value: number) => formatNumber(locale, value, { maximumFractionDigits: 1 });
  const skills = (list: readonly string[]) =>
    listOf(
      intlLocale(locale),
      list.map((skill) => tData(`calc.travel-pace.skill.${skill}`)),
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
          value={raw.amount ?? ''}
          result={results.amount}
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
        <div>
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.travel-pace.distance')}
              value={t(`calc.travel-pace.distance.${computed.unit}`, { value: n(computed.distance) })}
              testId="travel-distance"
            />
          </dl>
          {computed.miles !== undefined ? (
            <p class="calc-hint" data-testid="travel-in-miles">
              {t('calc.travel-pace.inMiles', { miles: tenths(computed.miles) })}
            </p>
          ) : null}
          {computed.beyondDay ? (
            <p class="calc-caution" data-testid="travel-beyond-day">
              {t('calc.travel-pace.beyondDay', { hours: n(computed.dayHours) })}
            </p>
          ) : null}
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
            {unit !== 'days' ? (
              <li data-testid="travel-rounding">
                {t('calc.travel-pace.rounding', {
                  feet: n(computed.rounding.feetPerMinute),
                  exact: tenths(computed.rounding.minuteRateMilesPerHour),
                  miles: n(computed.rounding.milesPerHour),
                })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
