import type { Fraction } from '@polyhedral/core';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { RulesetField } from '../shared/common-fields.tsx';
import { directiveStrings } from '../shared/directive-params.ts';
import { choiceSpec, integerSpec, preset } from '../shared/field-specs.ts';
import { TextField } from '../shared/fields.tsx';
import { formatDecimal, formatInteger, formatPercent } from '../shared/format.ts';
import { ProbabilityBar } from '../shared/ProbabilityBar.tsx';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import {
  computeDeathSaves,
  DEATH_SAVES_LIMITS,
  type DeathSavesInputs,
  RULESET_IDS,
} from './death-saves-logic.ts';

/** Exact fractions are shown when they stay readable (the playtest chain's can run to hundreds of digits). */
const EXACT_MAX_LENGTH = 24;

/** Death Saving Throws calculator (rule DeathSavingThrows): chances of Stable, dead and revived. */
export default function DeathSavesCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId } = props;
  const params = directiveStrings(props.params);
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const L = DEATH_SAVES_LIMITS;
  const state = useCalculatorState(instanceId, {
    ruleset: preset(params, 'ruleset', 'srd-5.2', (d) => choiceSpec(d as 'srd-5.2', RULESET_IDS)),
    successes: preset(params, 'successes', '0', (d) => integerSpec(d, L.successes)),
    failures: preset(params, 'failures', '0', (d) => integerSpec(d, L.failures)),
    hp: preset(params, 'hp', '0', (d) => integerSpec(d, L.hp)),
    con: preset(params, 'con', '10', (d) => integerSpec(d, L.con)),
    level: preset(params, 'level', '1', (d) => integerSpec(d, L.level)),
  });
  const { results } = state;
  const ruleset = fieldValue<DeathSavesInputs['ruleset']>(results.ruleset, 'srd-5.2');
  const playtest = ruleset === 'playtest';
  const used = playtest
    ? (['successes', 'hp', 'con', 'level'] as const)
    : (['successes', 'failures'] as const);
  const inputs: DeathSavesInputs | null = used.every((field) => results[field].ok)
    ? {
        ruleset,
        successes: fieldValue(results.successes, 0),
        failures: playtest ? 0 : fieldValue(results.failures, 0),
        hp: fieldValue(results.hp, 0),
        con: fieldValue(results.con, 10),
        level: fieldValue(results.level, 1),
      }
    : null;
  const key = JSON.stringify(inputs);
  const computed = useMemo(() => (inputs ? computeDeathSaves(inputs) : null), [key]);
  const fieldLabels: Record<string, string> = {
    hp: t('calc.death-saves.hp'),
    conScore: t('calc.death-saves.con'),
    level: t('calc.death-saves.level'),
    successes: t('calc.death-saves.successes'),
    failures: t('calc.death-saves.failures'),
  };
  // Exact fractions of the playtest chain have huge denominators and cost tens of ms: the
  // core computes them lazily, and this calculator shows them for the SRD chain only.
  const exact = (fraction: () => Fraction) => {
    if (playtest) return '';
    const text = fraction().toString();
    return text.length <= EXACT_MAX_LENGTH ? ` (${text})` : '';
  };
  const range = (limits: { min: number; max: number }) => ({
    min: formatInteger(intlLocale, limits.min).replace('-', '\u2212'),
    max: formatInteger(intlLocale, limits.max),
  });

  return (
    <CalculatorFrame title={t('calc.death-saves.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <RulesetField {...state.selectProps('ruleset')} messages={messages} />
        {playtest ? (
          <>
            <TextField
              {...state.textProps('hp')}
              label={t('calc.death-saves.hp')}
              hint={t('calc.death-saves.hpHint')}
              messages={messages}
            />
            <TextField
              {...state.textProps('con')}
              label={t('calc.death-saves.con')}
              hint={t('calc.death-saves.rangeHint', range(L.con))}
              messages={messages}
            />
            <TextField
              {...state.textProps('level')}
              label={t('calc.death-saves.level')}
              hint={t('calc.death-saves.rangeHint', range(L.level))}
              messages={messages}
            />
          </>
        ) : null}
        <TextField
          {...state.textProps('successes')}
          label={t('calc.death-saves.successes')}
          hint={t('calc.death-saves.rangeHint', range(L.successes))}
          messages={messages}
        />
        {playtest ? null : (
          <TextField
            {...state.textProps('failures')}
            label={t('calc.death-saves.failures')}
            hint={t('calc.death-saves.rangeHint', range(L.failures))}
            messages={messages}
          />
        )}
      </div>
      {computed && !computed.ok ? (
        <p class="calc-error" role="alert">
          {t(computed.messageKey, {
            ...computed.params,
            field: fieldLabels[String(computed.params.field)] ?? computed.params.field ?? '',
          })}
        </p>
      ) : null}
      {computed?.ok ? (
        <div aria-live="polite">
          {computed.threshold !== null ? (
            <p class="calc-hint">
              {t('calc.death-saves.threshold', {
                threshold: `\u2212${formatInteger(intlLocale, -computed.threshold)}`,
              })}
            </p>
          ) : null}
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.death-saves.stable')}
              value={`${formatPercent(intlLocale, computed.outcome.stable)}${exact(() => computed.outcome.exact.stable)}`}
              testId="death-saves-stable"
            />
            <ResultFigure
              label={t('calc.death-saves.dead')}
              value={`${formatPercent(intlLocale, computed.outcome.dead)}${exact(() => computed.outcome.exact.dead)}`}
              testId="death-saves-dead"
            />
            {playtest ? null : (
              <ResultFigure
                label={t('calc.death-saves.revived')}
                value={`${formatPercent(intlLocale, computed.outcome.revived)}${exact(() => computed.outcome.exact.revived)}`}
                testId="death-saves-revived"
              />
            )}
            <ResultFigure
              label={t('calc.death-saves.expectedTurns')}
              value={`${formatDecimal(intlLocale, computed.outcome.expectedTurns, 3)}${exact(() => computed.outcome.exact.expectedTurns)}`}
            />
          </dl>
          <ProbabilityBar
            intlLocale={intlLocale}
            label={t('calc.death-saves.chartLabel')}
            segments={[
              {
                key: 'dead',
                label: t('calc.death-saves.dead'),
                probability: computed.outcome.dead,
                tone: 'bad',
              },
              {
                key: 'stable',
                label: t('calc.death-saves.stable'),
                probability: computed.outcome.stable,
                tone: 'good',
              },
              ...(playtest
                ? []
                : [
                    {
                      key: 'revived',
                      label: t('calc.death-saves.revived'),
                      probability: computed.outcome.revived,
                      tone: 'best' as const,
                    },
                  ]),
            ]}
          />
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
