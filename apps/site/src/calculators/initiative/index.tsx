import { initiativeCalculator } from '@polyhedral/core/calculators';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { RollMode } from '../shared/ConditionCauses.tsx';
import { registryIsland } from '../shared/island-props.tsx';
import { chanceRows, ResultFigures } from '../shared/ResultFigures.tsx';

/** Initiative calculator (rule Initiative): the exact chance to reach a number, conditions and Surprise included. */
export default registryIsland(initiativeCalculator, (calc, props, { t }) => {
  const { locale } = props;
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
});
