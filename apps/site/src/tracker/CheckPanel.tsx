import { D20_LIMITS, formatBonusDice } from '@polyhedral/core';
import { ABILITIES, type Ability } from '@polyhedral/core/tables';
import {
  type CheckReceipt,
  checkCreatures,
  effectDiceFor,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CheckboxField, SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { ReceiptLine } from './Receipt.tsx';
import { nameOf } from './receipt-lines.ts';
import { SelectedNames, SelectionPanel, type SelectionPanelProps } from './SelectionPanel.tsx';
import { d20Text, termsText } from './save-lines.ts';
import type { TrackerText } from './tracker-text.ts';

/** Each creature's check: every term and the outcome, or that it cannot act, with the reasons. */
export function checkLines(
  text: TrackerText,
  state: TrackerState,
  ability: Ability,
  receipts: readonly CheckReceipt[],
): ReceiptLine[] {
  const { t, n } = text;
  const abilityName = t(`table.ability.${ability}`);
  return receipts.map((receipt) => {
    const name = nameOf(state, receipt.creatureId);
    if (receipt.kind === 'cannot-act')
      return {
        key: receipt.creatureId,
        text: t('tracker.check.cannotAct', { name, reason: text.cause(receipt.cannotAct) }),
        steps: [],
      };
    return {
      key: receipt.creatureId,
      text: t('tracker.check.line', {
        name,
        ability: abilityName,
        d20: d20Text(text, receipt.d20),
        terms: termsText(text, receipt),
        total: n(receipt.total),
        dc: n(receipt.dc),
        outcome: t(receipt.success ? 'tracker.check.success' : 'tracker.check.failure'),
      }),
      steps: receipt.causes.map((cause) => text.cause(cause)),
      open: receipt.causes.length > 0,
    };
  });
}

/**
 * Ability checks against a DC for the selected creatures (checkCreatures: conditions, Exhaustion,
 * effect dice on checks; a check made with an action refused to a creature that cannot act): each
 * creature's bonus, d20 and effect dice typed or rolled here. Nothing in the tracker changes.
 */
export function CheckPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t, messages } = text;
  const [ability, setAbility] = useState<Ability>('strength');
  const [dc, setDc] = useState('15');
  const [usesAction, setUsesAction] = useState(false);
  const [bonuses, setBonuses] = useState<Record<string, string>>({});
  const [d20s, setD20s] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [lines, setLines] = useState<ReceiptLine[]>([]);
  const dcRead = parseIntegerField(dc, D20_LIMITS.target.min, D20_LIMITS.target.max);
  const reads = (values: Record<string, string>, min: number, max: number) =>
    Object.fromEntries(
      selected
        .filter((id) => (values[id] ?? '').trim() !== '')
        .map((id) => [id, parseIntegerField(values[id]!, min, max)]),
    ) as Record<string, FieldResult<number>>;
  const bonusReads = reads(bonuses, D20_LIMITS.bonus.min, D20_LIMITS.bonus.max);
  const d20Reads = reads(d20s, D20_LIMITS.face.min, D20_LIMITS.face.max);
  const shown = <T,>(read: FieldResult<T> | undefined) => (tried ? read : undefined);
  const values = (all: Record<string, FieldResult<number>>) =>
    Object.fromEntries(Object.entries(all).flatMap(([id, read]) => (read.ok ? [[id, read.value]] : [])));
  const roll = () => {
    setTried(true);
    const all = [dcRead, ...Object.values(bonusReads), ...Object.values(d20Reads)];
    if (selected.length === 0 || all.some((read) => !read.ok)) return;
    props.apply((current) => {
      const receipts = checkCreatures(
        current,
        {
          ids: selected,
          ability,
          dc: dcRead.ok ? dcRead.value : 0,
          bonuses: values(bonusReads),
          d20s: values(d20Reads),
          usesAction,
        },
        cryptoRandom,
      );
      setLines(checkLines(text, current, ability, receipts));
      setD20s({});
      return current;
    }, 'check');
  };
  return (
    <SelectionPanel
      title={t('tracker.check.title')}
      testId="tracker-check"
      intro={t('tracker.check.intro')}
      text={text}
      selected={selected}
      actions={[{ label: t('tracker.check.roll'), onClick: roll, primary: true }]}
      notice={props.notice}
      receipt={{ lines, testId: 'tracker-check-receipt' }}
    >
      <SelectedNames state={state} selected={selected} text={text} testId="tracker-check-selected" />
      <div class="calc-fields">
        <SelectField
          id="tracker-ck-ability"
          label={t('tracker.saveHalf.ability')}
          messages={messages}
          value={ability}
          options={ABILITIES.map((one) => ({ value: one, label: t(`table.ability.${one}`) }))}
          onChange={(value) => setAbility(value as Ability)}
        />
        <TextField
          id="tracker-ck-dc"
          label={t('tracker.saveHalf.dc')}
          messages={messages}
          value={dc}
          result={shown(dcRead)}
          onInput={setDc}
        />
        <CheckboxField
          id="tracker-ck-action"
          label={t('tracker.check.usesAction')}
          messages={messages}
          checked={usesAction}
          onChange={setUsesAction}
        />
      </div>
      <ul class="tracker-save-targets">
        {selected.map((id) => {
          const creature = state.creatures.find((one) => one.id === id);
          const dice = creature ? effectDiceFor(creature, 'check') : [];
          return (
            <li key={id}>
              <TextField
                id={`tracker-ck-bonus-${id}`}
                label={t('tracker.check.bonus', { name: nameOf(state, id) })}
                messages={messages}
                value={bonuses[id] ?? ''}
                result={shown(bonusReads[id])}
                onInput={(value) => setBonuses({ ...bonuses, [id]: value })}
              />
              <TextField
                id={`tracker-ck-d20-${id}`}
                label={t('tracker.attack.d20', { name: nameOf(state, id) })}
                messages={messages}
                value={d20s[id] ?? ''}
                result={shown(d20Reads[id])}
                onInput={(value) => setD20s({ ...d20s, [id]: value })}
              />
              {dice.length > 0 ? (
                <p class="calc-hint">
                  {t('tracker.check.dice', { dice: formatBonusDice(dice).replace(/-/g, '−') })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SelectionPanel>
  );
}
