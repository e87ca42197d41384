import {
  getRuleset,
  PLAIN_SAVE_TARGET,
  rollSaveHalfTargets,
  SAVE_HALF_LIMITS,
  SAVE_TARGET_PRESETS,
  type SaveHalfRoll,
  type SaveTarget,
  type SaveTargetPreset,
  saveTargetFromPreset,
} from '@polyhedral/core';
import {
  type CalculatorInputOf,
  formatDamageParts,
  formatSaveTargets,
  parseSaveTargets,
  saveHalfCalculator,
  saveHalfEffectOf,
} from '@polyhedral/core/calculators';
import { cryptoRandom } from '@polyhedral/dice';
import { type MessageLookup, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../shared/CalcButton.tsx';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { checkPartsConvolution, MIXTURE_SHARE } from '../shared/dice-budget.ts';
import { validateExpression } from '../shared/dice-field.ts';
import { islandOf } from '../shared/island-props.tsx';
import type { CalculatorProps } from '../shared/types.ts';
import { UseMyCharacter } from '../shared/UseMyCharacter.tsx';
import { useRegistryCalculator } from '../shared/use-registry-calculator.ts';
import { DamagePartsField } from './DamagePartsField.tsx';
import { EnteredRolls } from './EnteredRolls.tsx';
import { GroupResult } from './GroupResult.tsx';
import { partsAsSet } from './parts-as-set.ts';
import { RollReceipt } from './RollReceipt.tsx';
import { type TargetDrafts, TargetList } from './TargetList.tsx';
import './save-half.css';

type Input = CalculatorInputOf<'save-half'>;

/** The parts' convolution is bounded too (each part's dice were checked at MIXTURE_SHARE). */
function checkSaveHalfDice(input: Input): void {
  checkPartsConvolution(input.damage.map((part) => part.amount));
}

/**
 * Save-for-half calculator (rule HalfDamage, with DamageagainstMultipleTargets): typed damage parts
 * against up to 8 targets; per target the chance, expected damage and distribution; "roll once".
 */
function SaveHalfCalculator(props: CalculatorProps): JSX.Element {
  const { messages, locale, instanceId } = props;
  const { t } = messageLookup(messages, locale);
  // Each target's distribution mixes two, over every part: the dice of all parts share the budget.
  const calc = useRegistryCalculator(saveHalfCalculator, props, {
    diceCheck: validateExpression,
    diceShare: MIXTURE_SHARE,
    beforeCompute: checkSaveHalfDice,
  });
  const { state } = calc;
  const parts = partsAsSet(state.raw.damage ?? '') ?? saveHalfCalculator.defaults.damage;
  const targets = parseSaveTargets(state.raw.targets ?? '') ?? saveHalfCalculator.defaults.targets;
  // Texts typed in a target's fields that are not valid yet, by target and field.
  const [drafts, setDrafts] = useState<TargetDrafts>({});
  const [roll, setRoll] = useState<SaveHalfRoll | null>(null);
  const canAdd = targets.length < SAVE_HALF_LIMITS.maxTargets;
  const setTargets = (next: readonly SaveTarget[]) => {
    setRoll(null);
    state.set('targets', formatSaveTargets(next));
  };
  // A value being typed ("-", "+1x") blocks the results until it is valid again.
  const draftsOk = Object.values(drafts).every((one) => Object.keys(one).length === 0);
  const result = draftsOk && calc.computed?.ok ? calc.computed.value : null;
  const input = draftsOk ? calc.input : null;
  const damageTypes = parts.map((part) => part.type);
  // A receipt sums the roll beside the group's average before it.
  const receiptProps = { expectedDamage: result?.group.expectedDamage ?? null, wording: props };

  return (
    <CalculatorFrame
      calc={calc}
      titleKey="calc.save.title"
      lead={
        <DamagePartsField
          id={`${instanceId}-damage`}
          parts={parts}
          wording={props}
          diceShare={MIXTURE_SHARE}
          onChange={(next) => {
            setRoll(null);
            state.set('damage', formatDamageParts(next));
          }}
        />
      }
      fields={{ only: ['dc', 'ability', 'bonus-dice', 'ruleset'] }}
      error={calc.computed}
    >
      <TargetList
        instanceId={instanceId}
        targets={targets}
        drafts={[drafts, setDrafts]}
        onTargets={setTargets}
        ruleset={calc.ruleset}
        outcomes={result?.targets ?? null}
        canAdd={canAdd}
        wording={props}
      />
      {result ? <GroupResult group={result.group} wording={props} /> : null}
      {canAdd ? (
        <MineAsTarget
          props={props}
          onAdd={(saveBonus) => setTargets([...targets, { ...PLAIN_SAVE_TARGET, saveBonus }])}
        />
      ) : null}
      <SaveHalfActions
        id={`${instanceId}-preset`}
        t={t}
        canAdd={canAdd}
        onAdd={(preset) => setTargets([...targets, saveTargetFromPreset(preset, damageTypes)])}
        onRoll={
          input && result
            ? () =>
                setRoll(rollSaveHalfTargets(saveHalfEffectOf(input), cryptoRandom, getRuleset(input.ruleset)))
            : null
        }
      />
      {roll && input ? <RollReceipt roll={roll} dc={input.dc} {...receiptProps} /> : null}
      <EnteredRolls
        calc={calc}
        targets={targets.length}
        parts={parts.map((part) => part.amount)}
        bonusDice={(calc.input?.['bonus-dice'] ?? []).join('')}
        entered={result?.entered && input ? { roll: result.entered, dc: input.dc, ...receiptProps } : null}
        t={t}
        wording={props}
      />
    </CalculatorFrame>
  );
}

/** "Use my character" as one more target: the character's save bonus on a plain target. */
function MineAsTarget(props: { props: CalculatorProps; onAdd: (saveBonus: number) => void }): JSX.Element {
  const { instanceId, messages, locale } = props.props;
  return (
    <UseMyCharacter
      id={instanceId}
      kind="save-half"
      messages={messages}
      locale={locale}
      action={messageLookup(messages, locale).t('calc.mine.addTarget')}
      onFill={(fill) => props.onAdd(Number(fill.values.saveBonus))}
    />
  );
}

/** Under the targets: add one from a preset, and roll once for every target (null: not yet). */
function SaveHalfActions(props: {
  id: string;
  t: MessageLookup['t'];
  canAdd: boolean;
  onAdd: (preset: SaveTargetPreset) => void;
  onRoll: (() => void) | null;
}): JSX.Element {
  const { t } = props;
  const [preset, setPreset] = useState<SaveTargetPreset>('plain');
  return (
    <div class="calc-actions">
      {props.canAdd ? (
        <>
          <label class="calc-inline-field">
            {t('calc.save.preset')}{' '}
            <select
              id={props.id}
              value={preset}
              onChange={(event) => setPreset((event.target as HTMLSelectElement).value as SaveTargetPreset)}
            >
              {SAVE_TARGET_PRESETS.map((p) => (
                <option key={p} value={p}>
                  {t(`calc.save.preset.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <CalcButton label={t('calc.save.addTarget')} onClick={() => props.onAdd(preset)} />
        </>
      ) : null}
      <CalcButton
        label={t('calc.save.rollOnce')}
        disabled={props.onRoll === null}
        primary
        onClick={() => props.onRoll?.()}
      />
    </div>
  );
}

export default islandOf(SaveHalfCalculator);
