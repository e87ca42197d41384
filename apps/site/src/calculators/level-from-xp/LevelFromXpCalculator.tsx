import type { JSX } from 'preact';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ErrorAlert } from '../shared/common-fields.tsx';
import { directiveStrings } from '../shared/directive-params.ts';
import { integerSpec, preset } from '../shared/field-specs.ts';
import { TextField } from '../shared/fields.tsx';
import { formatInteger, formatModifier } from '../shared/format.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import { computeLevelFromXp, XP_LIMITS } from './level-from-xp-logic.ts';

/** Level from XP calculator (rule LevelAdvancement): level, Proficiency Bonus and XP to the next level. */
export default function LevelFromXpCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId } = props;
  const params = directiveStrings(props.params);
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const state = useCalculatorState(instanceId, {
    xp: preset(params, 'xp', '0', (d) => integerSpec(d, XP_LIMITS)),
  });
  const xp = fieldValue<number | null>(state.results.xp, null);
  const computed = xp === null ? null : computeLevelFromXp(xp);
  const n = (value: number) => formatInteger(intlLocale, value);

  return (
    <CalculatorFrame title={t('calc.level-from-xp.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <TextField
          {...state.textProps('xp')}
          label={t('calc.level-from-xp.xp')}
          hint={t('calc.level-from-xp.xpHint', { min: n(XP_LIMITS.min), max: n(XP_LIMITS.max) })}
          messages={messages}
        />
      </div>
      <ErrorAlert result={computed} messages={messages} />
      {computed?.ok ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.level-from-xp.level')}
              value={n(computed.level)}
              testId="level-from-xp-level"
            />
            <ResultFigure
              label={t('calc.level-from-xp.proficiencyBonus')}
              value={formatModifier(intlLocale, computed.proficiencyBonus)}
            />
            {computed.next ? (
              <>
                <ResultFigure
                  label={t('calc.level-from-xp.nextLevelXp', { level: n(computed.next.level) })}
                  value={n(computed.next.xp)}
                />
                <ResultFigure
                  label={t('calc.level-from-xp.remaining')}
                  value={n(computed.next.remaining)}
                  testId="level-from-xp-remaining"
                />
              </>
            ) : null}
          </dl>
          {computed.next ? null : <p class="calc-hint">{t('calc.level-from-xp.maximum')}</p>}
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
