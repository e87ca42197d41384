import { TEMP_CHOICES } from '@polyhedral/core/calculators';
import type { JSX } from 'preact';
import { ResultFigure } from '../shared/CalculatorFrame.tsx';
import { SelectField, TextField } from '../shared/fields.tsx';
import { formatWhole } from '../shared/format.ts';
import type { ModeProps } from './mode-props.ts';
import { StepList } from './StepList.tsx';

/** Temporary Hit Points mode (rule TemporaryHitPointsDontStack): new ones against those you have. */
export function TempFields(p: ModeProps): JSX.Element {
  if (!p.features.temporaryHitPoints) {
    return (
      <p class="calc-notice" role="status">
        {p.t('calc.damage-application.noTemporaryHitPoints')}
      </p>
    );
  }
  return (
    <div class="calc-fields">
      <TextField
        {...p.calc.textProps('amount')}
        label={p.t('calc.damage-application.amount.temp')}
        messages={p.messages}
      />
      <SelectField
        {...p.calc.state.selectProps('temp-choice')}
        label={p.t('calc.damage-application.tempChoice')}
        messages={p.messages}
        options={TEMP_CHOICES.map((c) => ({
          value: c,
          label: p.t(`calc.damage-application.tempChoice.${c}`),
        }))}
      />
    </div>
  );
}

/** The temporary hit points kept or taken, and the receipt. */
export function TempResultView(p: ModeProps): JSX.Element | null {
  const computed = p.calc.computed?.ok ? p.calc.computed.value : null;
  if (computed?.mode !== 'temp') return null;
  return (
    <div>
      <dl class="calc-results">
        <ResultFigure
          label={p.t('calc.damage-application.tempNow')}
          value={formatWhole(p.locale, computed.temp)}
          testId="damage-temp"
        />
      </dl>
      <StepList steps={computed.steps} messages={p.messages} locale={p.locale} />
    </div>
  );
}
