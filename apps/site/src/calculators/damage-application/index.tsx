import {
  type CalculatorInputOf,
  damageApplicationCalculator,
  damageRulesetFeatures,
  nextHitParams,
} from '@polyhedral/core/calculators';
import { formatInteger } from '@polyhedral/i18n/client';
import { useState } from 'preact/hooks';
import { CalcButton } from '../shared/CalcButton.tsx';
import { CalculatorFrame, ErrorAlert } from '../shared/CalculatorFrame.tsx';
import { registryIsland } from '../shared/island-props.tsx';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import { DamageFields, DamageResultView } from './DamageMode.tsx';
import { HealFields, HealResultView, TempFields, TempResultView } from './HealTempModes.tsx';
import type { ModeProps } from './mode-props.ts';
import { type ChainedHit, chainSnapshot, NEXT_HIT_FIELDS, nextHitFields } from './next-hit.ts';
import '../shared/receipt.css';

type Input = CalculatorInputOf<'damage-application'>;

/** The fields each mode's computation reads (the others keep their defaults while hidden). */
function relevantFields(input: Input): string[] {
  const features = damageRulesetFeatures(input.ruleset);
  if (input.mode === 'heal') return ['hp', 'max-hp', 'amount'];
  if (input.mode === 'temp') return ['temp', 'amount', 'temp-choice'];
  const dying = input.creature === 'character' && input.hp <= 0;
  return [
    'hp',
    'max-hp',
    'parts',
    'resist',
    'vulnerable',
    'adjust',
    ...(features.temporaryHitPoints ? ['temp'] : []),
    ...(features.immunity ? ['immune'] : []),
    ...(features.negativeHitPoints ? ['con', 'level'] : []),
    ...(dying && features.deathSaveFailures ? ['failures'] : []),
  ];
}

/** Damage and healing calculator (rule OrderofApplication): one shell and one part per mode. */
export default registryIsland(
  damageApplicationCalculator,
  (calc, props, { t }) => {
    const { messages, locale } = props;
    const { state } = calc;
    const mode = (calc.input?.mode ?? state.raw.mode ?? 'damage') as Input['mode'];
    const features = damageRulesetFeatures(calc.ruleset);
    const modeProps: ModeProps = { calc, props, locale, messages, t, features };
    // Chained hits: each "next hit" keeps the hit's damage and the fields it replaced (Undo).
    const [history, setHistory] = useState<ChainedHit[]>([]);
    const damage =
      calc.computed?.ok && calc.computed.value.mode === 'damage' ? calc.computed.value.result : null;
    const next = damage ? nextHitParams(damage) : null;
    const nextHit = () => {
      if (!next || !damage) return;
      setHistory([...history, { taken: damage.taken, before: chainSnapshot(state.raw) }]);
      for (const [field, value] of Object.entries(nextHitFields(next, state.defaults)))
        state.set(field, value);
    };
    const undo = () => {
      const last = history.at(-1);
      if (!last) return;
      for (const field of NEXT_HIT_FIELDS) state.set(field, last.before[field]);
      setHistory(history.slice(0, -1));
    };
    // A core error names its field by parameter or by the rule's own name (maxHp, conScore...).
    const fieldLabels: Record<string, string> = {
      hp: t('calc.damage-application.hp'),
      'max-hp': t('calc.damage-application.max-hp'),
      maxHp: t('calc.damage-application.max-hp'),
      temp: t('calc.damage-application.temp'),
      amount: t(mode === 'temp' ? 'calc.damage-application.amount.temp' : 'calc.damage-application.amount'),
      incoming: t('calc.damage-application.amount.temp'),
      adjust: t('calc.damage-application.adjust'),
      parts: t('calc.damage-application.parts'),
      failures: t('calc.damage-application.failures'),
      deathSaveFailures: t('calc.damage-application.failures'),
      con: t('calc.damage-application.con'),
      conScore: t('calc.damage-application.con'),
      level: t('calc.damage-application.level'),
    };
    return (
      <CalculatorFrame
        calc={calc}
        mine
        fields={{ only: mode === 'damage' ? ['mode', 'ruleset', 'creature'] : ['mode', 'ruleset'] }}
      >
        <RegistryFields
          calc={calc}
          only={[...(mode === 'temp' ? [] : ['hp', 'max-hp']), ...(mode === 'heal' ? [] : ['temp'])]}
          hints={{ hp: features.negativeHitPoints ? t('calc.damage-application.hpNegativeHint') : undefined }}
        />
        {mode === 'damage' ? <DamageFields {...modeProps} /> : null}
        {mode === 'heal' ? <HealFields {...modeProps} /> : null}
        {mode === 'temp' ? <TempFields {...modeProps} /> : null}
        {mode === 'temp' && !features.temporaryHitPoints ? null : (
          <ErrorAlert result={calc.computed} messages={messages} locale={locale} fieldLabels={fieldLabels} />
        )}
        {mode === 'damage' ? <DamageResultView {...modeProps} /> : null}
        {mode === 'damage' && (next || history.length > 0) ? (
          <div class="calc-chain">
            {history.length > 0 ? (
              <ol class="calc-chain-hits" data-testid="damage-chain">
                {history.map((hit, index) => (
                  <li key={index} data-testid="damage-chain-hit">
                    {t('calc.damage-application.chainHit', {
                      n: formatInteger(locale, index + 1),
                      taken: formatInteger(locale, hit.taken),
                    })}
                  </li>
                ))}
              </ol>
            ) : null}
            {history.length > 0 ? (
              <p class="calc-hint" data-testid="damage-hit-number">
                {t('calc.damage-application.hitNumber', { n: formatInteger(locale, history.length + 1) })}
              </p>
            ) : null}
            <CalcButton
              label={t('calc.damage-application.nextHit')}
              onClick={nextHit}
              disabled={!next}
              testId="damage-next-hit"
            />
            <CalcButton
              label={t('calc.damage-application.undo')}
              onClick={undo}
              disabled={history.length === 0}
              testId="damage-undo"
            />
          </div>
        ) : null}
        {mode === 'heal' ? <HealResultView {...modeProps} /> : null}
        {mode === 'temp' ? <TempResultView {...modeProps} /> : null}
      </CalculatorFrame>
    );
  },
  { relevant: relevantFields },
);
