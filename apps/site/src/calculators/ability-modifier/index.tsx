import { abilityModifierCalculator } from '@polyhedral/core/calculators';
import { formatSigned, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { islandOf } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { UseMyCharacterFields } from '../shared/UseMyCharacter.tsx';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/** Ability modifier calculator (rule AbilityModifiers): score 1-30 -> modifier and what the score means. */
function AbilityModifierCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale } = props;
  const { t, tData } = messageLookup(messages, locale);
  const calc = useRegistryCalculator(abilityModifierCalculator, props);
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
}

export default islandOf(AbilityModifierCalculator);
