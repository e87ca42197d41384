import { abilityModifierCalculator } from '@polyhedral/core/calculators';
import { formatSigned } from '@polyhedral/i18n/client';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { registryIsland } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';

/** Ability modifier calculator (rule AbilityModifiers): score 1-30 -> modifier and what the score means. */
export default registryIsland(abilityModifierCalculator, (calc, { locale }, { t, tData }) => {
  const computed = calc.result;

  return (
    <CalculatorFrame calc={calc} mine fields={{}} error={computed}>
      {computed?.ok ? (
        <div>
          <ResultFigures
            rows={[
              [
                t('calc.ability-modifier.modifier'),
                formatSigned(locale, computed.modifier),
                'ability-modifier',
              ],
            ]}
          />
          {computed.meaning ? (
            <p class="calc-hint">{tData(`calc.ability-modifier.meaning.${computed.meaning}`)}</p>
          ) : null}
        </div>
      ) : null}
    </CalculatorFrame>
  );
});
