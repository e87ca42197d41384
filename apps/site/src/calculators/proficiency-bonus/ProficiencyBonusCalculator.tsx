import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { directiveStrings } from '../shared/directive-params.ts';
import { choiceSpec, integerSpec, preset } from '../shared/field-specs.ts';
import { SelectField, TextField } from '../shared/fields.tsx';
import { formatModifier } from '../shared/format.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { allValid, fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import {
  CHALLENGE_RATING_CHOICES,
  computeProficiencyBonus,
  LEVEL_LIMITS,
  PROFICIENCY_BASES,
  type ProficiencyBasis,
} from './proficiency-bonus-logic.ts';

/** Proficiency Bonus calculator (rule ProficiencyBonus): by character level or by Challenge Rating. */
export default function ProficiencyBonusCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId } = props;
  const params = directiveStrings(props.params);
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const defaultBasis: ProficiencyBasis =
    params.cr !== undefined && params.level === undefined ? 'cr' : 'level';
  const state = useCalculatorState(instanceId, {
    basis: choiceSpec(defaultBasis, PROFICIENCY_BASES),
    level: preset(params, 'level', '1', (d) => integerSpec(d, LEVEL_LIMITS)),
    cr: preset(params, 'cr', '1', (d) => choiceSpec(d, CHALLENGE_RATING_CHOICES)),
  });
  const { results } = state;
  const basis = fieldValue<ProficiencyBasis>(results.basis, 'level');
  const computed = allValid(results)
    ? computeProficiencyBonus({ basis, level: fieldValue(results.level, 1), cr: fieldValue(results.cr, '1') })
    : null;

  return (
    <CalculatorFrame title={t('calc.proficiency-bonus.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <SelectField
          {...state.selectProps('basis')}
          label={t('calc.proficiency-bonus.basis')}
          messages={messages}
          options={PROFICIENCY_BASES.map((b) => ({
            value: b,
            label: t(`calc.proficiency-bonus.basis.${b}`),
          }))}
        />
        {basis === 'level' ? (
          <TextField
            {...state.textProps('level')}
            label={t('calc.proficiency-bonus.level')}
            hint={t('calc.proficiency-bonus.levelHint', LEVEL_LIMITS)}
            messages={messages}
          />
        ) : (
          <SelectField
            {...state.selectProps('cr')}
            label={t('calc.proficiency-bonus.cr')}
            messages={messages}
            options={CHALLENGE_RATING_CHOICES.map((cr) => ({ value: cr, label: cr }))}
          />
        )}
      </div>
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <dl class="calc-results" aria-live="polite">
          <ResultFigure
            label={t('calc.proficiency-bonus.bonus')}
            value={formatModifier(intlLocale, computed.bonus)}
            testId="proficiency-bonus"
          />
        </dl>
      ) : null}
    </CalculatorFrame>
  );
}
