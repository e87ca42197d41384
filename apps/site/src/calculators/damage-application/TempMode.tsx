import type { JSX } from 'preact';
import { ResultFigure } from '../shared/CalculatorFrame.tsx';
import { formatWhole } from '../shared/format.ts';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import type { ModeProps } from './mode-props.ts';
import { StepList } from './StepList.tsx';

/** Temporary Hit Points mode (rule TemporaryHitPointsDontStack): new ones against those you have. */
export function TempFields(p: ModeProps): JSX.Element | null {
  if (!p.features.temporaryHitPoints) {
    return (
      <p class="calc-notice" role="status">
        {p.t('calc.damage-application.noTemporaryHitPoints')}
      </p>
    );
  }
  return (
    <RegistryFields
      calc={p.calc}
      only={['amount', 'temp-choice']}
      labelKeys={{ amount: 'calc.damage-application.amount.temp' }}
    />
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
