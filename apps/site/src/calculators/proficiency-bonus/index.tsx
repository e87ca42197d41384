import { proficiencyBonusCalculator } from '@polyhedral/core/calculators';
import { formatSigned, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { islandOf } from '../shared/island-props.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { UseMyCharacterFields } from '../shared/UseMyCharacter.tsx';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/** Proficiency Bonus calculator (rule ProficiencyBonus): by character level or by Challenge Rating. */
function ProficiencyBonusCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale } = props;
  const { t } = messageLookup(messages, locale);
  const calc = useRegistryCalculator(proficiencyBonusCalculator, props, {
    relevant: (input) => [input.basis === 'cr' ? 'cr' : 'level'],
  });
  const { state } = calc;
  const basis = calc.input?.basis ?? state.raw.basis;
  const computed = calc.result;

  return (
    <CalculatorFrame
      calc={calc}
      lead={<UseMyCharacterFields island={props} kind="proficiency-bonus" state={state} />}
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
}

export default islandOf(ProficiencyBonusCalculator);
