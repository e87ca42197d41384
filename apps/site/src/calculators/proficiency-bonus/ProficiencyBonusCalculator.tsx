import { proficiencyBonusCalculator } from '@polyhedral/core/calculators';
import { formatSigned, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { UseMyCharacterFields } from '../shared/UseMyCharacter.tsx';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/** Proficiency Bonus calculator (rule ProficiencyBonus): by character level or by Challenge Rating. */
export default function ProficiencyBonusCalculator(props: CalculatorProps): JSX.Element {
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
      title={t('calc.proficiency-bonus.title')}
      messages={messages}
      locale={locale}
      urlReset={state.urlReset}
    >
      <UseMyCharacterFields island={props} kind="proficiency-bonus" state={state} />
      <RegistryFields calc={calc} only={['basis', basis === 'cr' ? 'cr' : 'level']} />
      <ErrorAlert result={computed} messages={messages} locale={locale} />
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
