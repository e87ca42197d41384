import { DEFAULT_RULESET } from '@polyhedral/core';
import type { TrackerState } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { CheckboxField, SelectField } from '../calculators/shared/fields.tsx';
import { RegistryFields } from '../calculators/shared/RegistryFields.tsx';
import { attackFieldHost } from './attack-fields.ts';
import { DamagePartFields } from './DamagePartFields.tsx';
import { nameOf } from './receipt-lines.ts';
import { CreatureNumberFields, OddsLine, ToolField, type ToolForm } from './ToolFields.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { TypedByCreature } from './typed-numbers.ts';
import type { AttackForm } from './use-attack-form.ts';

/**
 * The attack's own fields: the attacker, its saved attacks, the bonus, the damage parts, within 5
 * feet (with the line saying it was set for this attack), and the registry's fields (melee or
 * ranged, the targets' cover, the table's judgements) drawn by the one field renderer.
 */
export function AttackFields(props: {
  state: TrackerState;
  text: TrackerText;
  attack: AttackForm;
  form: ToolForm;
}): JSX.Element {
  const { state, text, attack, form } = props;
  const { t, messages } = text;
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
        <DamagePartFields text={text} form={form} damage={attack.damage} />
        <CheckboxField
          id="tracker-at-near"
          label={t('tracker.attack.within5Feet')}
          checked={attack.near}
          onChange={attack.setNear}
        />
      </div>
      {attack.distanceNote ? (
        <p class="calc-hint" data-testid="tracker-at-distance">
          {attack.distanceNote}
        </p>
      ) : null}
      <RegistryFields
        calc={attackFieldHost({
          raw: attack.registryRaw,
          ruleset: DEFAULT_RULESET.id,
          messages,
          locale: text.locale,
          onChange: attack.setRegistryRaw,
        })}
      />
    </>
  );
}

/** Each target's odds before the roll, its d20 as the table rolled it, and the attacker's effect dice total when it has any. */
export function AttackTargets(props: {
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
    <ul class="tracker-save-targets" data-testid="tracker-attack-targets">
      {props.selected.map((id) => (
        <li key={id}>
          <OddsLine testId={`tracker-at-odds-${id}`} line={props.odds(id)} />
          <CreatureNumberFields
            creature={id}
            form={form}
            fields={[
              ['tracker-at-d20', t('tracker.attack.d20', { name: nameOf(state, id) }), props.d20s],
              attackDice !== null && [
                'tracker-at-fx',
                t('tracker.roll.diceTyped', { dice: attackDice.replace(/-/g, '−') }),
                props.effectDice,
              ],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
