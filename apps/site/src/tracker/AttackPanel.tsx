import { D20_LIMITS, DAMAGE_LIMITS, DEFAULT_RULESET, formatBonusDice } from '@polyhedral/core';
import { attackCreatures, attackOddsFor, effectDiceFor } from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CheckboxField, SelectField } from '../calculators/shared/fields.tsx';
import { RegistryFields } from '../calculators/shared/RegistryFields.tsx';
import { attackFieldHost, attackFieldValues, defaultAttackFields } from './attack-fields.ts';
import { attackLines } from './attack-lines.ts';
import { DamagePartFields, useDamageParts } from './DamagePartFields.tsx';
import { oddsLine, oddsOrNone } from './odds-lines.ts';
import type { ReceiptLine } from './Receipt.tsx';
import { nameOf, namesOf } from './receipt-lines.ts';
import { SelectionPanel, type SelectionPanelProps } from './SelectionPanel.tsx';
import { CreatureNumberFields, ToolField, type ToolForm } from './ToolFields.tsx';
import type { TrackerText } from './tracker-text.ts';
import { allRead, type TypedByCreature, useTypedByCreature, useTypedNumber } from './typed-numbers.ts';

/**
 * An attack from one creature against the selected creatures: the attack bonus, up to two damage
 * parts with their types, within 5 feet or not, melee or ranged and what the table says holds (the
 * registry's `attack-type` and `judged`, drawn by the one field renderer as in the calculators);
 * each target's d20, the attacker's effect dice and
 * the damage typed as the table rolled them, or rolled here. The core (attackCreatures) decides
 * Advantage and Disadvantage, "cannot act", automatic Critical Hits and what the damage does.
 */
export function AttackPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t, messages } = text;
  const [attacker, setAttacker] = useState('');
  const bonus = useTypedNumber('5', D20_LIMITS.bonus);
  const damage = useDamageParts();
  const [near, setNear] = useState(true);
  const [registryRaw, setRegistryRaw] = useState(defaultAttackFields);
  const d20s = useTypedByCreature(selected, D20_LIMITS.face);
  const effectDice = useTypedByCreature(selected, {
    min: -DAMAGE_LIMITS.maxAmount,
    max: DAMAGE_LIMITS.maxAmount,
  });
  const [tried, setTried] = useState(false);
  const [lines, setLines] = useState<ReceiptLine[]>([]);
  const attackerId = state.creatures.some((one) => one.id === attacker)
    ? attacker
    : (state.currentId ?? state.creatures[0]?.id ?? '');
  const attackerCreature = state.creatures.find((one) => one.id === attackerId);
  const attackDice = attackerCreature ? effectDiceFor(attackerCreature, 'attack') : [];
  const form = { tried, messages, locale: text.locale };
  // The attacker's saved attacks (from its stat block): picking one fills the bonus and damage; a
  // new attacker with attacks starts on its first, not on the last attacker's typed values.
  const savedAttacks = attackerCreature?.attacks ?? [];
  const [picked, setPicked] = useState<{ attackerId: string; name: string } | null>(null);
  const pick = (name: string) => {
    const chosen = savedAttacks.find((one) => one.name === name);
    setPicked({ attackerId, name: chosen ? name : '' });
    if (!chosen) return;
    bonus.set(String(chosen.bonus));
    const [first, second] = chosen.damage;
    damage.first.dice.set(first?.dice ?? '');
    if (first) damage.first.setType(first.type);
    damage.second.dice.set(second?.dice ?? '');
    if (second) damage.second.setType(second.type);
  };
  useEffect(() => {
    if (picked?.attackerId !== attackerId && savedAttacks[0]) pick(savedAttacks[0].name);
  }, [attackerId, savedAttacks[0]?.name]);
  const pickedName = picked?.attackerId === attackerId ? picked.name : '';
  // The exact odds against each target before the roll, as the fields now read (none while the
  // bonus does not read): the core's attackOddsFor, the D20 Test calculator's one function.
  const odds = Object.fromEntries(
    selected.map((id) => [
      id,
      bonus.read?.ok && attackerId
        ? oddsOrNone(() =>
            attackOddsFor(
              state,
              { attackerId, bonus: bonus.valueOr(0), within5Feet: near, ...attackFieldValues(registryRaw) },
              id,
            ),
          )
        : null,
    ]),
  );

  const attack = () => {
    setTried(true);
    if (selected.length === 0 || !attackerId || !allRead([bonus], [d20s, effectDice])) return;
    props.apply(
      (current) => {
        const done = attackCreatures(
          current,
          {
            attackerId,
            targetIds: selected,
            bonus: bonus.valueOr(0),
            damage: damage.parts(),
            within5Feet: near,
            ...attackFieldValues(registryRaw),
            d20s: d20s.values(),
            diceTotals: effectDice.values(),
          },
          cryptoRandom,
        );
        setLines(attackLines(text, done.state, done.receipt));
        d20s.clear();
        effectDice.clear();
        return done.state;
      },
      'attack',
      t('tracker.undo.action.attack', {
        name: nameOf(state, attackerId),
        names: namesOf(text, state, selected),
      }),
    );
  };

  return (
    <SelectionPanel
      title={t('tracker.attack.title')}
      testId="tracker-attack"
      intro={t('tracker.attack.intro')}
      text={text}
      selected={selected}
      actions={[{ label: t('tracker.attack.roll'), onClick: attack, primary: true }]}
      notice={props.notice}
      names={{ state, testId: 'tracker-attack-selected' }}
      receipt={{ lines, testId: 'tracker-attack-receipt' }}
    >
      <div class="calc-fields">
        <SelectField
          id="tracker-at-attacker"
          label={t('tracker.attack.attacker')}
          messages={messages}
          value={attackerId}
          options={state.creatures.map((one) => ({ value: one.id, label: one.name }))}
          onChange={setAttacker}
        />
        {savedAttacks.length > 0 ? (
          <SelectField
            id="tracker-at-saved"
            label={t('tracker.attack.saved')}
            messages={messages}
            value={pickedName}
            options={[
              { value: '', label: t('tracker.attack.savedNone') },
              ...savedAttacks.map((one) => ({ value: one.name, label: one.name })),
            ]}
            onChange={pick}
          />
        ) : null}
        <ToolField id="tracker-at-bonus" label={t('tracker.attack.bonus')} field={bonus} form={form} />
        <DamagePartFields text={text} form={form} damage={damage} />
        <CheckboxField
          id="tracker-at-near"
          label={t('tracker.attack.within5Feet')}
          messages={messages}
          checked={near}
          onChange={setNear}
        />
      </div>
      <RegistryFields
        calc={attackFieldHost({
          raw: registryRaw,
          ruleset: DEFAULT_RULESET.id,
          messages,
          locale: text.locale,
          onChange: setRegistryRaw,
        })}
      />
      <AttackTargets
        state={state}
        selected={selected}
        text={text}
        attackDice={attackDice.length > 0 ? formatBonusDice(attackDice) : null}
        d20s={d20s}
        effectDice={effectDice}
        form={form}
        odds={(id) => {
          const one = odds[id];
          return one ? oddsLine(text, nameOf(state, id), one, 'attack') : null;
        }}
      />
    </SelectionPanel>
  );
}

/** Each target's d20 as the table rolled it, and the attacker's effect dice total when it has any. */
function AttackTargets(props: {
  state: SelectionPanelProps['state'];
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
          {props.odds(id) ? (
            <p class="calc-hint tracker-odds" data-testid={`tracker-at-odds-${id}`}>
              {props.odds(id)}
            </p>
          ) : null}
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
