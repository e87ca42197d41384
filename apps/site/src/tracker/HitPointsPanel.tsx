import { DAMAGE_LIMITS, DAMAGE_TYPES, type DamageType } from '@polyhedral/core';
import {
  damageCreatures,
  giveTemporaryHitPoints,
  type HitPointReceipt,
  healCreatures,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CheckboxField, SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import { NoticeLine } from './NoticeLine.tsx';
import { Receipt, type ReceiptLine } from './Receipt.tsx';
import { hitPointLines, nameOf } from './receipt-lines.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Notice } from './use-tracker.ts';

type Action = 'damage' | 'heal' | 'temp';

/** Damage, healing or temporary hit points for the selected creatures, through the core, with a receipt. */
export function HitPointsPanel(props: {
  state: TrackerState;
  selected: readonly string[];
  text: TrackerText;
  apply: Apply;
  notice: Notice | null;
}): JSX.Element {
  const { state, selected, text } = props;
  const { t, messages } = text;
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<DamageType>('slashing');
  const [critical, setCritical] = useState(false);
  const [result, setResult] = useState<FieldResult<number> | undefined>(undefined);
  const [lines, setLines] = useState<ReceiptLine[]>([]);
  const names = selected.map((id) => nameOf(state, id));

  const run = (action: Action) => {
    const read = parseIntegerField(
      amount,
      0,
      action === 'temp' ? DAMAGE_LIMITS.maxHitPoints : DAMAGE_LIMITS.maxAmount,
    );
    setResult(read.ok ? undefined : read);
    if (!read.ok || selected.length === 0) return;
    props.apply((current) => {
      let done: { state: TrackerState; receipts: HitPointReceipt[] };
      if (action === 'damage')
        done = damageCreatures(current, selected, { parts: [{ amount: read.value, type }], critical });
      else if (action === 'heal') done = healCreatures(current, selected, read.value);
      else done = giveTemporaryHitPoints(current, selected, read.value);
      setLines(hitPointLines(text, done.state, done.receipts));
      return done.state;
    }, 'hp');
  };

  return (
    <section class="tracker-panel" aria-label={t('tracker.hp.title')} data-testid="tracker-hp-panel">
      <p class="calc-hint">{t('tracker.hp.intro')}</p>
      <p data-testid="tracker-selected">
        {selected.length === 0
          ? t('tracker.hp.noneSelected')
          : t('tracker.hp.selected', { names: text.list(names) })}
      </p>
      <div class="calc-fields">
        <TextField
          id="tracker-hp-amount"
          label={t('tracker.hp.amount')}
          messages={messages}
          value={amount}
          result={result}
          onInput={setAmount}
        />
        <SelectField
          id="tracker-hp-type"
          label={t('tracker.hp.type')}
          messages={messages}
          value={type}
          options={DAMAGE_TYPES.map((one) => ({ value: one, label: t(`calc.damageType.${one}`) }))}
          onChange={(value) => setType(value as DamageType)}
        />
        <CheckboxField
          id="tracker-hp-critical"
          label={t('tracker.hp.critical')}
          messages={messages}
          checked={critical}
          onChange={setCritical}
        />
      </div>
      {critical ? (
        <p class="calc-hint" data-testid="tracker-hp-critical-hint">
          {t('tracker.hp.criticalHint')}
        </p>
      ) : null}
      <div class="tracker-buttons">
        <button
          type="button"
          class="calc-button calc-button--primary"
          disabled={selected.length === 0}
          onClick={() => run('damage')}
        >
          {t('tracker.hp.damage')}
        </button>
        <button
          type="button"
          class="calc-button"
          disabled={selected.length === 0}
          onClick={() => run('heal')}
        >
          {t('tracker.hp.heal')}
        </button>
        <button
          type="button"
          class="calc-button"
          disabled={selected.length === 0}
          onClick={() => run('temp')}
        >
          {t('tracker.hp.temp')}
        </button>
      </div>
      <NoticeLine notice={props.notice} />
      <Receipt title={t('tracker.receipt.title')} lines={lines} testId="tracker-hp-receipt" />
    </section>
  );
}
