import { initiativeCalculator } from '@polyhedral/core/calculators';
import { messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { RollMode } from '../shared/ConditionCauses.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { formatShare } from '../shared/format.ts';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/**
 * Initiative calculator (rule Initiative): the exact chance an Initiative roll reaches a number,
 * with the roller's conditions (Invisible: Advantage; Incapacitated: Disadvantage), Exhaustion
 * and Surprise, every field and reason from the core's registry.
 */
export default function InitiativeCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale } = props;
  const { t } = messageLookup(messages, locale);
  const calc = useRegistryCalculator(initiativeCalculator, props);
  const { state } = calc;
  const computed = calc.computed?.ok ? { ok: true as const, result: calc.computed.value } : calc.computed;

  return (
    <CalculatorFrame title={t('calc.initiative.title')} messages={messages} urlReset={state.urlReset}>
      <RegistryFields calc={calc} />
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div>
          <RollMode
            mode={computed.result.mode}
            causes={computed.result.causes}
            messages={messages}
            locale={locale}
            testId="initiative-causes"
          />
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.d20.success')}
              value={formatShare(locale, computed.result.success)}
              testId="initiative-success"
            />
            <ResultFigure label={t('calc.d20.exact')} value={computed.result.exact.success.toString()} />
          </dl>
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
