import { DEFAULT_RULESET, formatBonusDice } from '@polyhedral/core';
import {
  attackCreatures,
  attackOddsFor,
  groupAttackOdds,
  outOfAction,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { CheckboxField, SelectField } from '../calculators/shared/fields.tsx';
import { RegistryFields } from '../calculators/shared/RegistryFields.tsx';
import { attackLines } from './attack-lines.ts';
import { GroupToolPanel } from './GroupToolPanel.tsx';
import {
  attackDone,
  GroupOddsView,
  groupReceiptLine,
  oddsLine,
  orNone,
  useGroupTool,
} from './group-lines.tsx';
import { MoreOptions } from './MoreOptions.tsx';
import { leftOutText, nameOf, namesOf } from './receipt-lines.ts';
import { DamageTypeField, type SelectionPanelProps } from './SelectionPanel.tsx';
import { TargetFields } from './TargetFields.tsx';
import { CreatureNumberFields, OddsLine, ToolField, type ToolForm } from './ToolFields.tsx';
import type { TrackerText } from './tracker-text.ts';
import { allRead, type TypedByCreature } from './typed-numbers.ts';
import { type AttackForm, attackFieldHost, attackFieldValues, useAttackForm } from './use-attack-form.ts';

/** The attack as the fields read now, without the targets and the table's rolls. */
function attackOf(attack: AttackForm) {
  return {
    attackerId: attack.attackerId,
    bonus: attack.bonus.valueOr(0),
    damage: attack.damage.parts(),
    within5Feet: attack.near,
    ...attackFieldValues(attack.registryRaw),
  };
}

/** The group's odds before the roll (two targets or more; none while the bonus does not read). */
function attackGroup(state: TrackerState, attack: AttackForm, ids: readonly string[]) {
  if (ids.length < 2 || !attack.bonus.read?.ok || !attack.attackerId) return null;
  return orNone(() => groupAttackOdds(state, { ...attackOf(attack), targetIds: ids }));
}

/**
 * An attack from one creature against the selected creatures, with each target's exact odds and
 * the group's before the roll; the core's attackCreatures decides Advantage and Disadvantage,
 * "cannot act", automatic Critical Hits and what the damage does.
 */
export function AttackPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t } = text;
  const attack = useAttackForm(state, selected, text);
  const tool = useGroupTool(state, text);
  const { form } = tool;
  const { attackerId, d20s, effectDice } = attack;

  const roll = (ids: readonly string[] = selected) => {
    tool.setTried(true);
    if (ids.length === 0 || !attackerId || !allRead([attack.bonus], [d20s, effectDice])) return;
    const before = attackGroup(state, attack, ids);
    props.apply(
      (current) => {
        const done = attackCreatures(
          current,
          { ...attackOf(attack), targetIds: ids, d20s: d20s.values(), diceTotals: effectDice.values() },
          cryptoRandom,
        );
        const sum = attackDone(done.receipt);
        const assumed = { key: 'distance', text: attack.distanceNote, steps: [] };
        tool.show(ids, sum && groupReceiptLine(text, 'attack', sum, before), [
          ...(done.receipt.kind === 'rolled' ? [assumed] : []),
          ...attackLines(text, done.state, done.receipt),
        ]);
        d20s.clear();
        effectDice.clear();
        return done.state;
      },
      'attack',
      t('tracker.undo.action.attack', { name: nameOf(state, attackerId), names: namesOf(text, state, ids) }),
    );
  };

  return (
    <GroupToolPanel
      {...props}
      id="attack"
      words="attack"
      tool={tool}
      action={t('tracker.attack.roll')}
      run={roll}
      names
    >
      <AttackFields state={state} text={text} attack={attack} form={form} />
      <GroupOddsView
        odds={attackGroup(state, attack, selected)}
        kind="attack"
        text={text}
        state={state}
        testId="tracker-at-group"
      />
      <AttackTargets
        state={state}
        selected={selected}
        text={text}
        attackDice={attack.attackDice.length > 0 ? formatBonusDice(attack.attackDice) : null}
        d20s={d20s}
        effectDice={effectDice}
        form={form}
        odds={(id) => {
          if (!attack.bonus.read?.ok || !attackerId) return null;
          const target = state.creatures.find((creature) => creature.id === id);
          const out = target ? outOfAction(target) : null;
          if (out) return leftOutText(text, state, [{ creatureId: id, cause: out }]);
          const one = orNone(() => attackOddsFor(state, attackOf(attack), id));
          return one ? oddsLine(text, nameOf(state, id), one, 'attack') : null;
        }}
      />
    </GroupToolPanel>
  );
}

/** The attack's own fields; the registry's (melee or ranged, cover, judgements) by RegistryFields. */
function AttackFields(props: {
  state: TrackerState;
  text: TrackerText;
  attack: AttackForm;
  form: ToolForm;
}): JSX.Element {
  const { state, text, attack, form } = props;
  const { t, messages } = text;
  const { first, second } = attack.damage;
  return (
    <>
      <div class="calc-fields">
        <SelectField
          id="tracker-at-attacker"
          label={t('tracker.attack.attacker')}
          value={attack.attackerId}
          options={state.creatures.map((one) => ({ value: one.id, label: one.name }))}
          onChange={attack.setAttacker}
        />
        {attack.savedAttacks.length > 0 ? (
          <SelectField
            id="tracker-at-saved"
            label={t('tracker.attack.saved')}
            value={attack.pickedName}
            options={[
              { value: '', label: t('tracker.attack.savedNone') },
              ...attack.savedAttacks.map((one) => ({ value: one.name, label: one.name })),
            ]}
            onChange={attack.pick}
          />
        ) : null}
        <ToolField id="tracker-at-bonus" label={t('tracker.attack.bonus')} field={attack.bonus} form={form} />
        {/* The damage: the first part's dice and type, and a second part's (its type once it has dice). */}
        <ToolField id="tracker-at-dice" label={t('tracker.attack.damage')} field={first.dice} form={form} />
        <DamageTypeField id="tracker-at-type" text={text} value={first.type} onChange={first.setType} />
      </div>
      {/* The rarer fields (decision 521): folded on a phone, open on a wider screen; the distance
       * assumed is said with them (and in the receipt), by the fields that change it. */}
      <MoreOptions text={text} testId="tracker-at-options">
        <p class="calc-hint" data-testid="tracker-at-distance">
          {attack.distanceNote}
        </p>
        <div class="calc-fields">
          <ToolField
            id="tracker-at-dice2"
            label={t('tracker.attack.damage2')}
            field={second.dice}
            form={form}
          />
          {second.dice.text.trim() !== '' ? (
            <DamageTypeField
              id="tracker-at-type2"
              text={text}
              value={second.type}
              onChange={second.setType}
            />
          ) : null}
          <CheckboxField
            id="tracker-at-near"
            label={t('tracker.attack.within5Feet')}
            checked={attack.near}
            onChange={attack.setNear}
          />
        </div>
        <RegistryFields
          calc={attackFieldHost({
            raw: attack.registryRaw,
            ruleset: DEFAULT_RULESET.id,
            messages,
            locale: text.locale,
            onChange: attack.setRegistryRaw,
          })}
        />
      </MoreOptions>
    </>
  );
}

/** Each target's odds before the roll, its d20 as the table rolled it, and the attacker's effect dice total when it has any. */
function AttackTargets(props: {
  state: TrackerState;
  selected: readonly string[];
  text: TrackerText;
  /** The attacker's effect dice on attacks, written out (Bless's 1d4), or null without any. */
  attackDice: string | null;
  d20s: TypedByCreature;
  effectDice: TypedByCreature;
  form: ToolForm;
  /** The odds against one target before the roll, in words (null: none yet). */
  odds: (id: string) => string | null;
}): JSX.Element {
  const { state, text, attackDice, form } = props;
  const { t } = text;
  return (
    <TargetFields
      text={text}
      selected={props.selected}
      testId="tracker-attack-targets"
      typed={(id) => (
        <CreatureNumberFields
          creature={id}
          form={form}
          fields={[['tracker-at-d20', t('tracker.attack.d20', { name: nameOf(state, id) }), props.d20s]]}
        />
      )}
      more={(id) => (
        <>
          <OddsLine testId={`tracker-at-odds-${id}`} line={props.odds(id)} />
          <CreatureNumberFields
            creature={id}
            form={form}
            fields={[
              attackDice !== null && [
                'tracker-at-fx',
                t('tracker.roll.diceTyped', { dice: attackDice.replace(/-/g, '−') }),
                props.effectDice,
              ],
            ]}
          />
        </>
      )}
    />
  );
}
