import { deathSavesCalculator, type Fraction } from '@polyhedral/core';
import { formatNumber, formatSigned, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { formatShare } from '../shared/format.ts';
import { ProbabilityBar } from '../shared/ProbabilityBar.tsx';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/** Exact fractions are shown when they stay readable (the playtest chain's can run to hundreds of digits). */
const EXACT_MAX_LENGTH = 24;

/** Death Saving Throws calculator (rule DeathSavingThrows): chances of Stable, dead and revived. */
export default function DeathSavesCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale } = props;
  const { t, problem } = messageLookup(messages, locale);
  const calc = useRegistryCalculator(deathSavesCalculator, props);
  const { state } = calc;
  const playtest = calc.ruleset === 'playtest';
  const computed = calc.result;
  const fieldLabels: Record<string, string> = {
    hp: t('calc.death-saves.hp'),
    con: t('calc.death-saves.con'),
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

  return (
    <CalculatorFrame title={t('calc.death-saves.title')} messages={messages} urlReset={state.urlReset}>
      <RegistryFields
        calc={calc}
        only={['ruleset', 'hp', 'con', 'level', 'successes', 'failures', 'exhaustion']}
      />
      {computed && !computed.ok ? (
        <p class="calc-error" role="alert">
          {problem({
            code: computed.code,
            params: {
              ...computed.params,
              field: fieldLabels[String(computed.params.field)] ?? computed.params.field ?? '',
            },
          })}
        </p>
      ) : null}
      {computed?.ok ? (
        <div>
          {computed.threshold !== null ? (
            <p class="calc-hint">
              {t('calc.death-saves.threshold', {
                threshold: formatSigned(locale, computed.threshold),
              })}
            </p>
          ) : null}
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.death-saves.stable')}
              value={`${formatShare(locale, computed.outcome.stable)}${exact(() => computed.outcome.exact.stable)}`}
              testId="death-saves-stable"
            />
            <ResultFigure
              label={t('calc.death-saves.dead')}
              value={`${formatShare(locale, computed.outcome.dead)}${exact(() => computed.outcome.exact.dead)}`}
              testId="death-saves-dead"
            />
            {playtest ? null : (
              <ResultFigure
                label={t('calc.death-saves.revived')}
                value={`${formatShare(locale, computed.outcome.revived)}${exact(() => computed.outcome.exact.revived)}`}
                testId="death-saves-revived"
              />
            )}
            <ResultFigure
              label={t('calc.death-saves.expectedTurns')}
              value={`${formatNumber(locale, computed.outcome.expectedTurns, { maximumFractionDigits: 3 })}${exact(() => computed.outcome.exact.expectedTurns)}`}
            />
          </dl>
          <ProbabilityBar
            locale={locale}
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
