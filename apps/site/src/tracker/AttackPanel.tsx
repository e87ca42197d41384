import {
  D20_LIMITS,
  DAMAGE_LIMITS,
  type DamageType,
  DEFAULT_RULESET,
  formatBonusDice,
} from '@polyhedral/core';
import { attackCreatures, effectDiceFor } from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CheckboxField, SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import { RegistryFields } from '../calculators/shared/RegistryFields.tsx';
import type { FieldResult } from '../calculators/shared/types.ts';
import { attackFieldHost, attackFieldValues, defaultAttackFields } from './attack-fields.ts';
import { attackLines } from './attack-lines.ts';
import type { ReceiptLine } from './Receipt.tsx';
import { nameOf } from './receipt-lines.ts';
import {
  DamageTypeField,
  SelectedNames,
  SelectionPanel,
  type SelectionPanelProps,
} from './SelectionPanel.tsx';

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
  const [bonus, setBonus] = useState('5');
  const [dice, setDice] = useState('1d8+3');
  const [type, setType] = useState<DamageType>('slashing');
  const [dice2, setDice2] = useState('');
  const [type2, setType2] = useState<DamageType>('fire');
  const [near, setNear] = useState(true);
  const [registryRaw, setRegistryRaw] = useState(defaultAttackFields);
  const [d20s, setD20s] = useState<Record<string, string>>({});
  const [effectDice, setEffectDice] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [lines, setLines] = useState<ReceiptLine[]>([]);
  const attackerId = state.creatures.some((one) => one.id === attacker)
    ? attacker
    : (state.currentId ?? state.creatures[0]?.id ?? '');
  const attackerCreature = state.creatures.find((one) => one.id === attackerId);
  const attackDice = attackerCreature ? effectDiceFor(attackerCreature, 'attack') : [];
  const bonusRead = parseIntegerField(bonus, D20_LIMITS.bonus.min, D20_LIMITS.bonus.max);
  const reads = (values: Record<string, string>, min: number, max: number) =>
    Object.fromEntries(
      selected
        .filter((id) => (values[id] ?? '').trim() !== '')
        .map((id) => [id, parseIntegerField(values[id]!, min, max)]),
    ) as Record<string, FieldResult<number>>;
  const d20Reads = reads(d20s, D20_LIMITS.face.min, D20_LIMITS.face.max);
  const diceReads = reads(effectDice, -DAMAGE_LIMITS.maxAmount, DAMAGE_LIMITS.maxAmount);
  const shown = <T,>(read: FieldResult<T> | undefined) => (tried ? read : undefined);
  const values = (all: Record<string, FieldResult<number>>) =>
    Object.fromEntries(Object.entries(all).flatMap(([id, read]) => (read.ok ? [[id, read.value]] : [])));

  const attack = () => {
    setTried(true);
    const all = [bonusRead, ...Object.values(d20Reads), ...Object.values(diceReads)];
    if (selected.length === 0 || !attackerId || all.some((read) => !read.ok)) return;
    const parts = [
      { dice: dice.trim(), type },
      ...(dice2.trim() === '' ? [] : [{ dice: dice2.trim(), type: type2 }]),
    ];
    props.apply(
      (current) => {
        const done = attackCreatures(
          current,
          {
            attackerId,
            targetIds: selected,
            bonus: bonusRead.ok ? bonusRead.value : 0,
            damage: parts,
            within5Feet: near,
            ...attackFieldValues(registryRaw),
            d20s: values(d20Reads),
            diceTotals: values(diceReads),
          },
          cryptoRandom,
        );
        setLines(attackLines(text, done.state, done.receipt));
        setD20s({});
        setEffectDice({});
        return done.state;
      },
      'attack',
      t('tracker.undo.action.attack', {
        name: nameOf(state, attackerId),
        names: text.list(selected.map((id) => nameOf(state, id))),
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
      receipt={{ lines, testId: 'tracker-attack-receipt' }}
    >
      <SelectedNames state={state} selected={selected} text={text} testId="tracker-attack-selected" />
      <div class="calc-fields">
        <SelectField
          id="tracker-at-attacker"
          label={t('tracker.attack.attacker')}
          messages={messages}
          value={attackerId}
          options={state.creatures.map((one) => ({ value: one.id, label: one.name }))}
          onChange={setAttacker}
        />
        <TextField
          id="tracker-at-bonus"
          label={t('tracker.attack.bonus')}
          messages={messages}
          value={bonus}
          result={shown(bonusRead)}
          onInput={setBonus}
        />
        <TextField
          id="tracker-at-dice"
          label={t('tracker.attack.damage')}
          messages={messages}
          value={dice}
          inputMode="text"
          onInput={setDice}
        />
        <DamageTypeField id="tracker-at-type" text={text} value={type} onChange={setType} />
        <TextField
          id="tracker-at-dice2"
          label={t('tracker.attack.damage2')}
          messages={messages}
          value={dice2}
          inputMode="text"
          onInput={setDice2}
        />
        {dice2.trim() !== '' ? (
          <DamageTypeField id="tracker-at-type2" text={text} value={type2} onChange={setType2} />
        ) : null}
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
      <ul class="tracker-save-targets" data-testid="tracker-attack-targets">
        {selected.map((id) => (
          <li key={id}>
            <TextField
              id={`tracker-at-d20-${id}`}
              label={t('tracker.attack.d20', { name: nameOf(state, id) })}
              messages={messages}
              value={d20s[id] ?? ''}
              result={shown(d20Reads[id])}
              onInput={(value) => setD20s({ ...d20s, [id]: value })}
            />
            {attackDice.length > 0 ? (
              <TextField
                id={`tracker-at-fx-${id}`}
                label={t('tracker.roll.diceTyped', { dice: formatBonusDice(attackDice).replace(/-/g, '−') })}
                messages={messages}
                value={effectDice[id] ?? ''}
                result={shown(diceReads[id])}
                onInput={(value) => setEffectDice({ ...effectDice, [id]: value })}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </SelectionPanel>
  );
}
