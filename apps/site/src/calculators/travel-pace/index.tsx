import { travelPaceCalculator } from '@polyhedral/core/calculators';
import { formatInteger, formatList, formatNumber } from '@polyhedral/i18n/client';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { registryIsland } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';

/** Travel pace calculator (rule TravelPace): distance over minutes, hours or days, and the pace's effect. */
export default registryIsland(travelPaceCalculator, (calc, { locale }, { t, tData }) => {
  const unit = calc.input?.unit ?? travelPaceCalculator.defaults.unit;
  const computed = calc.computed?.ok ? { ok: true as const, ...calc.computed.value } : calc.computed;
  const mounted = computed?.ok === true && computed.mounted;
  const n = (value: number) => formatInteger(locale, value);
  const tenths = (value: number) => formatNumber(locale, value, { maximumFractionDigits: 1 });
  const skills = (list: readonly string[]) =>
    formatList(
      locale,
      list.map((skill) => tData(`calc.travel-pace.skill.${skill}`)),
    );

  return (
    <CalculatorFrame
      calc={calc}
      fields={{ only: unit === 'hours' ? ['pace', 'amount', 'unit', 'mounted'] : ['pace', 'amount', 'unit'] }}
      error={computed}
    >
      {computed?.ok ? (
        <div>
          <ResultFigures
            rows={[
              [
                t('calc.travel-pace.distance'),
                t(`calc.travel-pace.distance.${computed.unit}`, { value: n(computed.distance) }),
                'travel-distance',
              ],
            ]}
          />
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
});
