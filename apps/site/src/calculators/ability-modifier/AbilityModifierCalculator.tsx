import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { directiveStrings } from '../shared/directive-params.ts';
import { integerSpec, preset } from '../shared/field-specs.ts';
import { TextField } from '../shared/fields.tsx';
import { formatModifier } from '../shared/format.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import { ABILITY_SCORE_LIMITS, computeAbilityModifier } from './ability-modifier-logic.ts';

/** Ability modifier calculator (rule AbilityModifiers): score 1-30 -> modifier and what the score means. */
export default function AbilityModifierCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId } = props;
  const params = directiveStrings(props.params);
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const state = useCalculatorState(instanceId, {
    score: preset(params, 'score', '10', (d) => integerSpec(d, ABILITY_SCORE_LIMITS)),
  });
  const score = fieldValue<number | null>(state.results.score, null);
  const computed = score === null ? null : computeAbilityModifier(score);

  return (
    <CalculatorFrame title={t('calc.ability-modifier.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <TextField
          {...state.textProps('score')}
          label={t('calc.ability-modifier.score')}
          hint={t('calc.ability-modifier.scoreHint', ABILITY_SCORE_LIMITS)}
          messages={messages}
        />
      </div>
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.ability-modifier.modifier')}
              value={formatModifier(intlLocale, computed.modifier)}
              testId="ability-modifier"
            />
          </dl>
          {computed.meaning ? (
            <p class="calc-hint">{t(`calc.ability-modifier.meaning.${computed.meaning}`)}</p>
          ) : null}
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
