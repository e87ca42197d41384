import { formatInteger } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { ResultFigure } from '../shared/CalculatorFrame.tsx';
import { formatWhole } from '../shared/format.ts';
import { RegistryFields } from '../shared/RegistryFields.tsx';
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
      <dl class="calc-results">
        <ResultFigure
          label={p.t('calc.damage-application.newHp')}
          value={formatWhole(p.locale, computed.hp)}
          testId="damage-hp"
        />
        <ResultFigure
          label={p.t('calc.damage-application.regained')}
          value={formatInteger(p.locale, computed.regained)}
        />
      </dl>
      <StepList steps={computed.steps} messages={p.messages} locale={p.locale} />
    </div>
  );
}
