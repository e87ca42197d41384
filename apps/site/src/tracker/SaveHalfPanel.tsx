import { D20_LIMITS, DAMAGE_LIMITS, type DamageType } from '@polyhedral/core';
import { ROLL_MODE_CHOICES, type RollModeChoice } from '@polyhedral/core/calculators';
import { ABILITIES, type Ability } from '@polyhedral/core/tables';
import { saveForHalfOnCreatures, saveOddsFor, TRACKER_LIMITS } from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { ReceiptLine } from './Receipt.tsx';
import { nameOf, saveHalfLines } from './receipt-lines.ts';
import { DamageTypeField, SelectionPanel, type SelectionPanelProps } from './SelectionPanel.tsx';
import { saveDiceOf } from './save-lines.ts';

/**
 * A save-for-half effect against the selected creatures in one step: the damage rolled once (or
 * typed as the table rolled it), each creature's save typed or rolled, each result on its own hit
 * points (the core's saveForHalfOnCreatures), with the receipt.
 */
export function SaveHalfPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t, n, messages } = text;
  const [damage, setDamage] = useState('8d6');
  const [rolled, setRolled] = useState('');
  const [type, setType] = useState<DamageType>('fire');
  const [dc, setDc] = useState('15');
  const [ability, setAbility] = useState<Ability>('dexterity');
  const [d20s, setD20s] = useState<Record<string, string>>({});
  /** The effect dice's total each creature rolled at the table (Bless's d4), by creature. */
  const [diceTyped, setDiceTyped] = useState<Record<string, string>>({});
  /** Advantage or Disadvantage on the save from other sources than conditions, by creature. */
  const [modes, setModes] = useState<Record<string, RollModeChoice>>({});
  const [tried, setTried] = useState(false);
  const [lines, setLines] = useState<ReceiptLine[]>([]);

  const dcRead = parseIntegerField(dc, D20_LIMITS.target.min, D20_LIMITS.target.max);
  const rolledRead = rolled.trim() === '' ? null : parseIntegerField(rolled, 0, DAMAGE_LIMITS.maxAmount);
  const d20Reads = Object.fromEntries(
    selected
      .filter((id) => (d20s[id] ?? '').trim() !== '')
      .map((id) => [id, parseIntegerField(d20s[id]!, D20_LIMITS.face.min, D20_LIMITS.face.max)]),
  ) as Record<string, FieldResult<number>>;
  const diceReads = Object.fromEntries(
    selected
      .filter((id) => (diceTyped[id] ?? '').trim() !== '')
      .map((id) => [
        id,
        parseIntegerField(diceTyped[id]!, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
      ]),
  ) as Record<string, FieldResult<number>>;
  const shown = <T,>(read: FieldResult<T> | null | undefined) => (tried && read ? read : undefined);

  const resolve = () => {
    setTried(true);
    const reads = [
      dcRead,
      ...(rolledRead ? [rolledRead] : []),
      ...Object.values(d20Reads),
      ...Object.values(diceReads),
    ];
    if (selected.length === 0 || reads.some((read) => !read.ok)) return;
    const typed = Object.fromEntries(
      Object.entries(d20Reads).flatMap(([id, read]) => (read.ok ? [[id, read.value]] : [])),
    );
    props.apply(
      (current) => {
        const done = saveForHalfOnCreatures(
          current,
          {
            damage: damage.trim(),
            type,
            ...(rolledRead?.ok ? { rolled: rolledRead.value } : {}),
            dc: dcRead.ok ? dcRead.value : 0,
            ability,
            ids: selected,
            d20s: typed,
            diceTotals: Object.fromEntries(
              Object.entries(diceReads).flatMap(([id, read]) => (read.ok ? [[id, read.value]] : [])),
            ),
            modes: Object.fromEntries(selected.map((id) => [id, modes[id] ?? 'normal'])),
          },
          cryptoRandom,
        );
        setLines(saveHalfLines(text, done.state, done.receipt, dcRead.ok ? dcRead.value : 0));
        setD20s({});
        return done.state;
      },
      'save-half',
      t('tracker.undo.action.saveHalf', { names: text.list(selected.map((id) => nameOf(state, id))) }),
    );
  };

  return (
    <SelectionPanel
      title={t('tracker.saveHalf.title')}
      testId="tracker-save-half"
      intro={t('tracker.saveHalf.intro', { max: n(TRACKER_LIMITS.creatures) })}
      text={text}
      selected={selected}
      actions={[{ label: t('tracker.saveHalf.apply'), onClick: resolve, primary: true }]}
      notice={props.notice}
      receipt={{ lines, testId: 'tracker-save-half-receipt' }}
    >
      <div class="calc-fields">
        <TextField
          id="tracker-sh-damage"
          label={t('tracker.saveHalf.damage')}
          messages={messages}
          value={damage}
          inputMode="text"
          onInput={setDamage}
        />
        <TextField
          id="tracker-sh-rolled"
          label={t('tracker.saveHalf.rolled')}
          messages={messages}
          value={rolled}
          result={shown(rolledRead)}
          onInput={setRolled}
        />
        <DamageTypeField id="tracker-sh-type" text={text} value={type} onChange={setType} />
        <TextField
          id="tracker-sh-dc"
          label={t('tracker.saveHalf.dc')}
          messages={messages}
          value={dc}
          result={shown(dcRead)}
          onInput={setDc}
        />
        <SelectField
          id="tracker-sh-ability"
          label={t('tracker.saveHalf.ability')}
          messages={messages}
          value={ability}
          options={ABILITIES.map((one) => ({ value: one, label: t(`table.ability.${one}`) }))}
          onChange={(value) => setAbility(value as Ability)}
        />
      </div>
      <ul class="tracker-save-targets" data-testid="tracker-save-targets">
        {selected.map((id) => {
          const creature = state.creatures.find((one) => one.id === id);
          const mode = modes[id] ?? 'normal';
          const odds =
            creature && dcRead.ok
              ? saveOddsFor(creature, {
                  ability,
                  dc: dcRead.value,
                  advantage: mode === 'advantage' ? 1 : 0,
                  disadvantage: mode === 'disadvantage' ? 1 : 0,
                })
              : undefined;
          return (
            <li key={id} data-testid={`tracker-sh-target-${id}`}>
              <TextField
                id={`tracker-sh-d20-${id}`}
                label={t('tracker.saveHalf.d20', { name: nameOf(state, id) })}
                messages={messages}
                value={d20s[id] ?? ''}
                result={shown(d20Reads[id])}
                onInput={(value) => setD20s({ ...d20s, [id]: value })}
              />
              {creature && saveDiceOf(creature) ? (
                <TextField
                  id={`tracker-sh-dice-${id}`}
                  label={t('tracker.roll.diceTyped', { dice: saveDiceOf(creature)!.replace(/-/g, '−') })}
                  messages={messages}
                  value={diceTyped[id] ?? ''}
                  result={shown(diceReads[id])}
                  onInput={(value) => setDiceTyped({ ...diceTyped, [id]: value })}
                />
              ) : null}
              <SelectField
                id={`tracker-sh-mode-${id}`}
                label={t('tracker.saveHalf.mode', { name: nameOf(state, id) })}
                messages={messages}
                value={mode}
                options={ROLL_MODE_CHOICES.map((one) => ({
                  value: one,
                  label: t(`tracker.saveHalf.mode.${one}`),
                }))}
                onChange={(value) => setModes({ ...modes, [id]: value as RollModeChoice })}
              />
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
            </li>
          );
        })}
      </ul>
      {selected.length === 0 ? <p class="calc-hint">{t('tracker.hp.noneSelected')}</p> : null}
    </SelectionPanel>
  );
}
