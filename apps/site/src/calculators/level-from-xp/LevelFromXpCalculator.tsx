import { levelFromXpCalculator } from '@polyhedral/core/calculators';
import { formatInteger, formatSigned, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/** Level from XP calculator (rule LevelAdvancement): level, Proficiency Bonus and XP to the next level. */
export default function LevelFromXpCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale } = props;
  const { t } = messageLookup(messages, locale);
  const calc = useRegistryCalculator(levelFromXpCalculator, props);
  const { state } = calc;
  const computed = calc.result;
  const n = (value: number) => formatInteger(locale, value);

  return (
    <CalculatorFrame title={t('calc.level-from-xp.title')} messages={messages} urlReset={state.urlReset}>
      <RegistryFields calc={calc} />
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div>
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.level-from-xp.level')}
              value={n(computed.level)}
              testId="level-from-xp-level"
            />
            <ResultFigure
              label={t('calc.level-from-xp.proficiencyBonus')}
              value={formatSigned(locale, computed.proficiencyBonus)}
            />
            {computed.next ? (
              <>
                <ResultFigure
                  label={t('calc.level-from-xp.nextLevelXp', { level: n(computed.next.level) })}
                  value={n(computed.next.xp)}
                />
                <ResultFigure
                  label={t('calc.level-from-xp.remaining')}
                  value={n(computed.next.remaining)}
                  testId="level-from-xp-remaining"
                />
              </>
            ) : null}
          </dl>
          {computed.next ? null : <p class="calc-hint">{t('calc.level-from-xp.maximum')}</p>}
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
