import { criticalDamageExpression, getRuleset } from '@polyhedral/core';
import { diceCalculator, diceResult } from '@polyhedral/core/calculators';
import { cryptoRandom, type Distribution, type RollResult, rollDice } from '@polyhedral/dice';
import { formatInteger, formatMessage, formatNumber, formatProblem } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../shared/CalcButton.tsx';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { DistributionChart } from '../shared/DistributionChart.tsx';
import { carriedParse, validateExpression } from '../shared/dice-field.ts';
import { formatShare } from '../shared/format.ts';
import { registryIsland } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import type { Wording } from '../shared/types.ts';

/** Dice calculator (rule DamageRolls): exact distribution, P(>= x), and a roll with its breakdown. */
export default registryIsland(
  diceCalculator,
  (calc, props, { t }) => {
    const { messages, locale } = props;
    const [roll, setRoll] = useState<RollResult | null>(null);
    const expression = calc.input?.expr ?? null;
    const atLeast = calc.input?.['at-least'] ?? null;
    const result = calc.result;
    const decimal = (value: number) => formatNumber(locale, value, { maximumFractionDigits: 4 });

    return (
      <CalculatorFrame
        calc={calc}
        fields={{
          only: ['expr', 'at-least', 'critical'],
          onChange: (name) => {
            if (name === 'expr') setRoll(null);
          },
        }}
        error={result}
      >
        {result?.ok ? (
          <div>
            <ResultFigures
              rows={
                result.isComparison
                  ? [[t('calc.dice.success'), formatShare(locale, result.distribution.mean), 'dice-success']]
                  : [
                      [t('calc.dice.mean'), decimal(result.summary.mean), 'dice-mean'],
                      [
                        t('calc.dice.range'),
                        `${formatInteger(locale, result.summary.min)}–${formatInteger(locale, result.summary.max)}`,
                      ],
                      [t('calc.dice.stddev'), decimal(result.summary.stddev)],
                      result.chanceAtLeast !== null &&
                        atLeast !== null && [
                          t('calc.dice.chanceAtLeast', { value: formatInteger(locale, atLeast) }),
                          formatShare(locale, result.chanceAtLeast),
                          'dice-chance',
                        ],
                    ]
              }
            />
            {result.isComparison ? null : (
              <UnboundedNote distribution={result.distribution} wording={props} />
            )}
            {result.notes.map((note) => (
              <p class="calc-hint" key={`${note.code}-${note.params.offset}`} data-testid="dice-note">
                {formatProblem(messages, note, locale)}
              </p>
            ))}
            <DistributionChart
              outcomes={result.distribution.outcomes}
              locale={locale}
              label={t('calc.dice.chartLabel', { expression: expression ?? '' })}
              highlight={atLeast === null ? undefined : (value) => value >= atLeast}
            />
            <CalcButton
              label={t('calc.dice.roll')}
              primary
              onClick={() =>
                expression !== null &&
                setRoll(
                  rollDice(
                    calc.input?.critical
                      ? criticalDamageExpression(expression, getRuleset(calc.ruleset))
                      : expression,
                    cryptoRandom,
                  ),
                )
              }
            />
            {roll ? <RollBreakdown roll={roll} wording={props} /> : null}
          </div>
        ) : null}
      </CalculatorFrame>
    );
  },
  {
    diceCheck: validateExpression,
    // The field parsed the text and checked its work; compute reads that tree and its notes.
    compute: (input, results) => diceResult(carriedParse(results.expr), input, getRuleset(input.ruleset)),
  },
);

/** Exploding dice have no largest total: range and chart stop at 10^-12 left (`truncatedMass`). */
function UnboundedNote(props: { distribution: Distribution; wording: Wording }): JSX.Element | null {
  const { distribution } = props;
  const { locale, messages } = props.wording;
  if (distribution.unbounded === null) return null;
  const key = {
    above: 'calc.dice.unboundedAbove',
    below: 'calc.dice.unboundedBelow',
    both: 'calc.dice.unboundedBoth',
  }[distribution.unbounded];
  const params = {
    min: formatInteger(locale, distribution.min),
    max: formatInteger(locale, distribution.max),
  };
  return <p class="calc-hint">{formatMessage(messages, key, params, locale)}</p>;
}

function RollBreakdown({ roll, wording }: { roll: RollResult; wording: Wording }): JSX.Element {
  const { locale, messages } = wording;
  return (
    <div class="calc-roll" role="status">
      <strong>
        {formatMessage(messages, 'calc.dice.rolled', { total: formatInteger(locale, roll.total) }, locale)}
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
                      ? formatMessage(messages, 'calc.dice.exploded', {}, locale)
                      : undefined
                    : formatMessage(messages, 'calc.dice.dropped', {}, locale)
                }
              >
                {die.rerolled.length > 0 ? `(${die.rerolled.join('→')}→)` : ''}
                {formatInteger(locale, die.value)}
                {die.exploded ? '!' : ''}
                {dieIndex < group.dice.length - 1 ? ' ' : ''}
              </span>
            ))}{' '}
            = {formatInteger(locale, group.subtotal)}
          </li>
        ))}
      </ul>
    </div>
  );
}
