import { proficiencyBonusCalculator } from '@polyhedral/core/calculators';
import { formatSigned } from '@polyhedral/i18n/client';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { registryIsland } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';

/** Proficiency Bonus calculator (rule ProficiencyBonus): by character level or by Challenge Rating. */
export default registryIsland(
  proficiencyBonusCalculator,
  (calc, { locale }, { t }) => {
    const { state } = calc;
    const basis = calc.input?.basis ?? state.raw.basis;
    const computed = calc.result;

    return (
      <CalculatorFrame
        calc={calc}
        mine
        fields={{ only: ['basis', basis === 'cr' ? 'cr' : 'level'] }}
        error={computed}
      >
        {computed?.ok ? (
          <ResultFigures
            rows={[
              [t('calc.proficiency-bonus.bonus'), formatSigned(locale, computed.bonus), 'proficiency-bonus'],
            ]}
          />
        ) : null}
      </CalculatorFrame>
    );
  },
  { relevant: (input) => [input.basis === 'cr' ? 'cr' : 'level'] },
);
