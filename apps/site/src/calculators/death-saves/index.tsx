import type { Fraction } from '@polyhedral/core';
import { deathSavesCalculator } from '@polyhedral/core/calculators';
import { formatNumber, formatSigned } from '@polyhedral/i18n/client';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { formatShare } from '../shared/format.ts';
import { registryIsland } from '../shared/island-props.tsx';
import { OutcomeBar, ResultFigures } from '../shared/ResultFigures.tsx';

/** Exact fractions are shown when they stay readable (the playtest chain's can run to hundreds of digits). */
const EXACT_MAX_LENGTH = 24;

/** Death Saving Throws calculator (rule DeathSavingThrows): chances of Stable, dead and revived. */
export default registryIsland(deathSavesCalculator, (calc, { locale }, { t, problem }) => {
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
  const share = (probability: number) => formatShare(locale, probability);
  const outcome = computed?.ok ? computed.outcome : null;

  return (
    <CalculatorFrame
      calc={calc}
      fields={{
        only: ['ruleset', 'hp', 'con', 'level', 'successes', 'failures', 'exhaustion', 'bonus-dice'],
      }}
    >
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
      {computed?.ok && outcome ? (
        <div>
          {computed.threshold !== null ? (
            <p class="calc-hint">
              {t('calc.death-saves.threshold', {
                threshold: formatSigned(locale, computed.threshold),
              })}
            </p>
          ) : null}
          <ResultFigures
            rows={[
              [
                t('calc.death-saves.stable'),
                `${share(outcome.stable)}${exact(() => outcome.exact.stable)}`,
                'death-saves-stable',
              ],
              [
                t('calc.death-saves.dead'),
                `${share(outcome.dead)}${exact(() => outcome.exact.dead)}`,
                'death-saves-dead',
              ],
              !playtest && [
                t('calc.death-saves.revived'),
                `${share(outcome.revived)}${exact(() => outcome.exact.revived)}`,
                'death-saves-revived',
              ],
              [
                t('calc.death-saves.expectedTurns'),
                `${formatNumber(locale, outcome.expectedTurns, { maximumFractionDigits: 3 })}${exact(() => outcome.exact.expectedTurns)}`,
              ],
            ]}
          />
          <OutcomeBar
            locale={locale}
            label={t('calc.death-saves.chartLabel')}
            outcomes={[
              ['dead', t('calc.death-saves.dead'), outcome.dead],
              ['stable', t('calc.death-saves.stable'), outcome.stable],
              !playtest && ['revived', t('calc.death-saves.revived'), outcome.revived],
            ]}
          />
        </div>
      ) : null}
    </CalculatorFrame>
  );
});
