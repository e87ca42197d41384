import { initiativeCalculator } from '@polyhedral/core/calculators';
import { messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { RollMode } from '../shared/ConditionCauses.tsx';
import { islandOf } from '../shared/island-props.tsx';
import { chanceRows, ResultFigures } from '../shared/ResultFigures.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';

/** Initiative calculator (rule Initiative): the exact chance to reach a number, conditions and Surprise included. */
function InitiativeCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale } = props;
  const { t } = messageLookup(messages, locale);
  const calc = useRegistryCalculator(initiativeCalculator, props);
  const computed = calc.computed?.ok ? { ok: true as const, result: calc.computed.value } : calc.computed;

  return (
    <CalculatorFrame calc={calc} fields={{}} error={computed}>
      {computed?.ok ? (
        <div>
          <RollMode
            mode={computed.result.mode}
            causes={computed.result.causes}
            wording={props}
            testId="initiative-causes"
          />
          <ResultFigures
            rows={chanceRows(
              {
                label: t('calc.d20.success'),
                share: computed.result.success,
                exact: computed.result.exact.success,
                testId: 'initiative-success',
              },
              t('calc.d20.exact'),
              locale,
            )}
          />
        </div>
      ) : null}
    </CalculatorFrame>
  );
}

export default islandOf(InitiativeCalculator);
