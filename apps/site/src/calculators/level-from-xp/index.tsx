import { levelFromXpCalculator } from '@polyhedral/core/calculators';
import { formatInteger, formatSigned } from '@polyhedral/i18n/client';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { registryIsland } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';

/** Level from XP calculator (rule LevelAdvancement): level, Proficiency Bonus and XP to the next level. */
export default registryIsland(levelFromXpCalculator, (calc, { locale }, { t }) => {
  const computed = calc.result;
  const n = (value: number) => formatInteger(locale, value);

  return (
    <CalculatorFrame calc={calc} fields={{}} error={computed}>
      {computed?.ok ? (
        <div>
          <ResultFigures
            rows={[
              [t('calc.level-from-xp.level'), n(computed.level), 'level-from-xp-level'],
              [t('calc.level-from-xp.proficiencyBonus'), formatSigned(locale, computed.proficiencyBonus)],
              computed.next && [
                t('calc.level-from-xp.nextLevelXp', { level: n(computed.next.level) }),
                n(computed.next.xp),
              ],
              computed.next && [
                t('calc.level-from-xp.remaining'),
                n(computed.next.remaining),
                'level-from-xp-remaining',
              ],
            ]}
          />
          {computed.next ? null : <p class="calc-hint">{t('calc.level-from-xp.maximum')}</p>}
        </div>
      ) : null}
    </CalculatorFrame>
  );
});
