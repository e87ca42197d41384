import { abilityModifierCalculator } from '@polyhedral/core/calculators';
import { formatSigned } from '@polyhedral/i18n/client';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { registryIsland } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import { UseMyCharacterFields } from '../shared/UseMyCharacter.tsx';

/** Ability modifier calculator (rule AbilityModifiers): score 1-30 -> modifier and what the score means. */
export default registryIsland(abilityModifierCalculator, (calc, props, { t, tData }) => {
  const { locale } = props;
  const { state } = calc;
  const computed = calc.result;

  return (
    <CalculatorFrame
      calc={calc}
      lead={<UseMyCharacterFields island={props} kind="ability-modifier" state={state} />}
      fields={{}}
      error={computed}
    >
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
