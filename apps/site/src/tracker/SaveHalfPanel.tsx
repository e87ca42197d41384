import { D20_LIMITS, DAMAGE_LIMITS, type DamageType } from '@polyhedral/core';
import { ROLL_MODE_CHOICES, type RollModeChoice } from '@polyhedral/core/calculators';
import type { Ability } from '@polyhedral/core/tables';
import {
  outOfAction,
  type SaveForHalfEffect,
  saveForHalfOnCreatures,
  saveOddsFor,
  TRACKER_LIMITS,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { SelectField } from '../calculators/shared/fields.tsx';
import { GroupToolPanel } from './GroupToolPanel.tsx';
import {
  GroupOddsView,
  groupReceiptLine,
  saveHalfDone,
  saveHalfGroup,
  useGroupTool,
} from './group-lines.tsx';
import { leftOutText, nameOf, namesOf, saveHalfLines } from './receipt-lines.ts';
import { DamageTypeField, type SelectionPanelProps } from './SelectionPanel.tsx';
import { saveDiceOf } from './save-lines.ts';
import { TargetFields } from './TargetFields.tsx';
import { CreatureNumberFields, RollTargetFields, ToolField, type ToolForm } from './ToolFields.tsx';
import type { TrackerText } from './tracker-text.ts';
import {
  allRead,
  type TypedByCreature,
  useTypedByCreature,
  useTypedNumber,
  useTypedText,
} from './typed-numbers.ts';

/** Any whole number: an effect's dice total as the table typed it (the core bounds it by the dice). */
const ANY_TOTAL = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

/** A save-for-half effect on the selected creatures: the damage rolled once, each save and result its own. */
export function SaveHalfPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t, n } = text;
  const f = useSaveHalfForm(state, selected);
  const { damage, rolled, dc, ability, d20s, diceTyped, modes } = f;
  const tool = useGroupTool(state, text);
  const { form } = tool;

  const resolve = (ids: readonly string[] = selected) => {
    tool.setTried(true);
    if (ids.length === 0 || !allRead([dc, rolled], [d20s, diceTyped])) return;
    const before = f.groupOf(ids);
    props.apply(
      (current) => {
        const done = saveForHalfOnCreatures(current, f.effectFor(ids), cryptoRandom);
        const group = groupReceiptLine(text, 'save', saveHalfDone(done.receipt), before);
        tool.show(ids, group, saveHalfLines(text, done.state, done.receipt, dc.valueOr(0)));
        d20s.clear();
        return done.state;
      },
      'save-half',
      t('tracker.undo.action.saveHalf', { names: namesOf(text, state, ids) }),
    );
  };

  return (
    <GroupToolPanel
      {...props}
      id="save-half"
      words="saveHalf"
      introParams={{ max: n(TRACKER_LIMITS.creatures) }}
      tool={tool}
      action={t('tracker.saveHalf.apply')}
      run={resolve}
    >
      <div class="calc-fields">
        <ToolField id="tracker-sh-damage" label={t('tracker.saveHalf.damage')} field={damage} form={form} />
        <ToolField id="tracker-sh-rolled" label={t('tracker.saveHalf.rolled')} field={rolled} form={form} />
        <DamageTypeField id="tracker-sh-type" text={text} value={f.type} onChange={f.setType} />
        <RollTargetFields
          prefix="tracker-sh"
          words="saveHalf"
          {...{ text, form, dc, ability, setAbility: f.setAbility }}
        />
      </div>
      <GroupOddsView
        odds={f.groupOf(selected)}
        kind="save"
        text={text}
        state={state}
        testId="tracker-sh-group"
      />
      <TargetFields
        text={text}
        selected={selected}
        testId="tracker-save-targets"
        typed={(id) => (
          <CreatureNumberFields
            creature={id}
            form={form}
            fields={[['tracker-sh-d20', t('tracker.saveHalf.d20', { name: nameOf(state, id) }), d20s]]}
          />
        )}
        more={(id) => (
          <SaveHalfTarget
            {...{ id, state, text, form }}
            save={{ ability, dc: dc.read?.ok ? dc.read.value : null }}
            mode={modes[id] ?? 'normal'}
            onMode={(mode) => f.setModes({ ...modes, [id]: mode })}
            dice={diceTyped}
          />
        )}
      />
      {selected.length === 0 ? <p class="calc-hint">{t('tracker.hp.noneSelected')}</p> : null}
    </GroupToolPanel>
  );
}

/** The tab's fields as typed, and the effect and the group's odds they give for some creatures. */
function useSaveHalfForm(state: SelectionPanelProps['state'], selected: readonly string[]) {
  const damage = useTypedText('8d6');
  const rolled = useTypedNumber('', { min: 0, max: DAMAGE_LIMITS.maxAmount }, true);
  const [type, setType] = useState<DamageType>('fire');
  const dc = useTypedNumber('15', D20_LIMITS.target);
  const [ability, setAbility] = useState<Ability>('dexterity');
  const d20s = useTypedByCreature(selected, D20_LIMITS.face);
  /** The effect dice's total each creature rolled at the table (Bless's d4), by creature. */
  const diceTyped = useTypedByCreature(selected, ANY_TOTAL);
  /** Advantage or Disadvantage on the save from other sources than conditions, by creature. */
  const [modes, setModes] = useState<Record<string, RollModeChoice>>({});
  const groupOf = (ids: readonly string[]) =>
    saveHalfGroup(state, {
      ids,
      ability,
      dc: dc.read?.ok ? dc.read.value : null,
      dice: damage.text.trim(),
      rolled: rolled.read?.ok ? rolled.read.value : null,
      type,
      modes,
    });
  const effectFor = (ids: readonly string[]): SaveForHalfEffect => ({
    damage: damage.text.trim(),
    type,
    ...(rolled.read?.ok ? { rolled: rolled.read.value } : {}),
    dc: dc.valueOr(0),
    ability,
    ids,
    d20s: d20s.values(),
    diceTotals: diceTyped.values(),
    modes: Object.fromEntries(ids.map((id) => [id, modes[id] ?? 'normal'])),
  });
  return {
    damage,
    rolled,
    type,
    setType,
    dc,
    ability,
    setAbility,
    d20s,
    diceTyped,
    modes,
    setModes,
    groupOf,
    effectFor,
  };
}

/**
 * One selected creature's save beyond its d20: its effect dice as the table rolled them, Advantage
 * or Disadvantage from other sources, and its chance to save with the reasons (the core's saveOddsFor).
 */
function SaveHalfTarget(props: {
  id: string;
  state: SelectionPanelProps['state'];
  text: TrackerText;
  /** The save's ability and DC (null while the DC does not read: no chance is shown). */
  save: { ability: Ability; dc: number | null };
  mode: RollModeChoice;
  onMode: (mode: RollModeChoice) => void;
  dice: TypedByCreature;
  form: ToolForm;
}): JSX.Element {
  const { id, state, text, mode, form } = props;
  const { t } = text;
  const creature = state.creatures.find((one) => one.id === id);
  const saveDice = creature ? saveDiceOf(creature) : null;
  const out = creature ? outOfAction(creature) : null;
  const odds =
    creature && !out && props.save.dc !== null
      ? saveOddsFor(creature, {
          ability: props.save.ability,
          dc: props.save.dc,
          advantage: mode === 'advantage' ? 1 : 0,
          disadvantage: mode === 'disadvantage' ? 1 : 0,
        })
      : undefined;
  return (
    <>
      <CreatureNumberFields
        creature={id}
        form={form}
        fields={[
          Boolean(saveDice) && [
            'tracker-sh-dice',
            t('tracker.roll.diceTyped', { dice: (saveDice ?? '').replace(/-/g, '−') }),
            props.dice,
          ],
        ]}
      />
      <SelectField
        id={`tracker-sh-mode-${id}`}
        label={t('tracker.saveHalf.mode', { name: nameOf(state, id) })}
        value={mode}
        options={ROLL_MODE_CHOICES.map((one) => ({
          value: one,
          label: t(`tracker.saveHalf.mode.${one}`),
        }))}
        onChange={(value) => props.onMode(value as RollModeChoice)}
      />
      {out ? (
        <p class="calc-hint" data-testid={`tracker-sh-odds-${id}`}>
          {leftOutText(text, state, [{ creatureId: id, cause: out }])}
        </p>
      ) : null}
      {odds ? (
        <p class="calc-hint" data-testid={`tracker-sh-odds-${id}`}>
          {t('tracker.saveHalf.odds', {
            name: nameOf(state, id),
            percent: text.percent(odds.success),
            fraction: odds.exact.success.toString(),
          })}
          {odds.conditions.causes.length > 0
            ? ` · ${odds.conditions.causes.map((cause) => text.cause(cause)).join(' · ')}`
            : ''}
        </p>
      ) : null}
    </>
  );
}
