import { formatInteger } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { formatWhole } from '../shared/format.ts';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import type { ModeProps } from './mode-props.ts';
import { StepList } from './StepList.tsx';

/** Healing mode (rule Healing): the amount regained. */
export function HealFields(p: ModeProps): JSX.Element | null {
  return <RegistryFields calc={p.calc} only={['amount']} />;
}

/** The healing result: new hit points, hit points regained, and the receipt. */
export function HealResultView(p: ModeProps): JSX.Element | null {
  const computed = p.calc.computed?.ok ? p.calc.computed.value : null;
  if (computed?.mode !== 'heal') return null;
  return (
    <div>
      <ResultFigures
        rows={[
          [p.t('calc.damage-application.newHp'), formatWhole(p.locale, computed.hp), 'damage-hp'],
          [p.t('calc.damage-application.regained'), formatInteger(p.locale, computed.regained)],
        ]}
      />
      <StepList steps={computed.steps} messages={p.messages} locale={p.locale} />
    </div>
  );
}

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
      <ResultFigures
        rows={[[p.t('calc.damage-application.tempNow'), formatWhole(p.locale, computed.temp), 'damage-temp']]}
      />
      <StepList steps={computed.steps} messages={p.messages} locale={p.locale} />
    </div>
  );
}
