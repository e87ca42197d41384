import { cryptoRandom, type RollResult, rollDice } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { DistributionChart } from '../shared/DistributionChart.tsx';
import { TextField } from '../shared/fields.tsx';
import { formatDecimal, formatInteger, formatPercent } from '../shared/format.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import { computeDice, validateExpression, validateThreshold } from './dice-logic.ts';

/** Dice calculator (rule DamageRolls): exact distribution, P(>= x), and a roll with its breakdown. */
export default function DiceCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId } = props;
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params);
  const state = useCalculatorState(instanceId, {
    expr: { defaultValue: props.params.expr ?? '8d6', validate: validateExpression },
    atLeast: { defaultValue: '', validate: validateThreshold },
  });
  const [roll, setRoll] = useState<RollResult | null>(null);
  const expression = fieldValue<string | null>(state.results.expr, null);
  const atLeast = fieldValue<number | null>(state.results.atLeast, null);
  const result = useMemo(
    () => (expression === null ? null : computeDice(expression, atLeast)),
    [expression, atLeast],
  );

  return (
    <CalculatorFrame title={t('calc.dice.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <TextField
          id={`${instanceId}-expr`}
          label={t('calc.dice.expression')}
          hint={t('calc.dice.expressionHint')}
          messages={messages}
          value={state.raw.expr}
          result={state.results.expr}
          inputMode="text"
          wide
          onInput={(value) => {
            state.set('expr', value);
            setRoll(null);
          }}
        />
        <TextField
          id={`${instanceId}-atleast`}
          label={t('calc.dice.atLeast')}
          messages={messages}
          value={state.raw.atLeast}
          result={state.results.atLeast}
          onInput={(value) => state.set('atLeast', value)}
        />
      </div>
      <ErrorAlert result={result} messages={messages} />
      {result?.ok ? (
        <div aria-live="polite">
          <dl class="calc-results">
            {result.isComparison ? (
              <ResultFigure
                label={t('calc.dice.success')}
                value={formatPercent(intlLocale, result.distribution.mean, 4)}
                testId="dice-success"
              />
            ) : (
              <>
                <ResultFigure
                  label={t('calc.dice.mean')}
                  value={formatDecimal(intlLocale, result.summary.mean, 4)}
                  testId="dice-mean"
                />
                <ResultFigure
                  label={t('calc.dice.range')}
                  value={`${formatInteger(intlLocale, result.summary.min)}–${formatInteger(intlLocale, result.summary.max)}`}
                />
                <ResultFigure
                  label={t('calc.dice.stddev')}
                  value={formatDecimal(intlLocale, result.summary.stddev, 4)}
                />
                {result.chanceAtLeast !== null && atLeast !== null ? (
                  <ResultFigure
                    label={t('calc.dice.chanceAtLeast', { value: formatInteger(intlLocale, atLeast) })}
                    value={formatPercent(intlLocale, result.chanceAtLeast, 4)}
                    testId="dice-chance"
                  />
                ) : null}
              </>
            )}
          </dl>
          <DistributionChart
            outcomes={result.distribution.outcomes}
            intlLocale={intlLocale}
            label={t('calc.dice.chartLabel', { expression: expression ?? '' })}
            highlight={atLeast === null ? undefined : (value) => value >= atLeast}
          />
          <button
            type="button"
            class="calc-button calc-button--primary"
            onClick={() => expression !== null && setRoll(rollDice(expression, cryptoRandom))}
          >
            {t('calc.dice.roll')}
          </button>
          {roll ? <RollBreakdown roll={roll} intlLocale={intlLocale} messages={messages} /> : null}
        </div>
      ) : null}
    </CalculatorFrame>
  );
}

function RollBreakdown(props: {
  roll: RollResult;
  intlLocale: string;
  messages: Record<string, string>;
}): JSX.Element {
  const { roll, intlLocale, messages } = props;
  return (
    <div class="calc-roll" role="status">
      <strong>
        {translate(messages, 'calc.dice.rolled', { total: formatInteger(intlLocale, roll.total) })}
      </strong>
      <ul class="calc-steps">
        {roll.rolls.map((group, index) => (
          <li key={`${group.notation}-${index}`}>
            {group.notation}:{' '}
            {group.dice.map((die, dieIndex) => (
              <span
                key={`${dieIndex}-${die.value}`}
                class={die.kept ? 'calc-die' : 'calc-die calc-die--dropped'}
                title={
                  die.kept
                    ? die.exploded
                      ? translate(messages, 'calc.dice.exploded')
                      : undefined
                    : translate(messages, 'calc.dice.dropped')
                }
              >
                {die.rerolled.length > 0 ? `(${die.rerolled.join('→')}→)` : ''}
                {formatInteger(intlLocale, die.value)}
                {die.exploded ? '!' : ''}
                {dieIndex < group.dice.length - 1 ? ' ' : ''}
              </span>
            ))}{' '}
            = {formatInteger(intlLocale, group.subtotal)}
          </li>
        ))}
      </ul>
    </div>
  );
}
