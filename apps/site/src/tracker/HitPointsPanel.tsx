import { DAMAGE_LIMITS, type DamageType } from '@polyhedral/core';
import { damageCreatures, giveTemporaryHitPoints, healCreatures } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CheckboxField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { ReceiptLine } from './Receipt.tsx';
import { hitPointLines, namesOf } from './receipt-lines.ts';
import { DamageTypeField, SelectionPanel, type SelectionPanelProps } from './SelectionPanel.tsx';

type Action = 'damage' | 'heal' | 'temp';

/** Damage, healing or temporary hit points for the selected creatures, through the core, with a receipt. */
export function HitPointsPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t } = text;
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<DamageType>('slashing');
  const [critical, setCritical] = useState(false);
  const [result, setResult] = useState<FieldResult<number> | undefined>(undefined);
  const [lines, setLines] = useState<ReceiptLine[]>([]);

  const run = (action: Action) => {
    const read = parseIntegerField(
      amount,
      0,
      action === 'temp' ? DAMAGE_LIMITS.maxHitPoints : DAMAGE_LIMITS.maxAmount,
    );
    setResult(read.ok ? undefined : read);
    if (!read.ok || selected.length === 0) return;
    props.apply(
      (current) => {
        const done =
          action === 'damage'
            ? damageCreatures(current, selected, { parts: [{ amount: read.value, type }], critical })
            : (action === 'heal' ? healCreatures : giveTemporaryHitPoints)(current, selected, read.value);
        setLines(hitPointLines(text, done.state, done.receipts));
        return done.state;
      },
      'hp',
      t(`tracker.undo.action.${action}`, { names: namesOf(text, state, selected) }),
    );
  };

  return (
    <SelectionPanel
      {...props}
      words="hp"
      testId="tracker-hp-panel"
      actions={[
        { label: t('tracker.hp.damage'), onClick: () => run('damage'), primary: true },
        { label: t('tracker.hp.heal'), onClick: () => run('heal') },
        { label: t('tracker.hp.temp'), onClick: () => run('temp') },
      ]}
      namesTestId="tracker-selected"
      receipt={{ lines, testId: 'tracker-hp-receipt' }}
    >
      <div class="calc-fields tracker-hp-fields">
        <TextField
          id="tracker-hp-amount"
          label={t('tracker.hp.amount')}
          wording={text}
          value={amount}
          result={result}
          onInput={setAmount}
        />
        <DamageTypeField id="tracker-hp-type" text={text} value={type} onChange={setType} />
        <CheckboxField
          id="tracker-hp-critical"
          label={t('tracker.hp.critical')}
          checked={critical}
          onChange={setCritical}
        />
      </div>
      {critical ? (
        <p class="calc-hint" data-testid="tracker-hp-critical-hint">
          {t('tracker.hp.criticalHint')}
        </p>
      ) : null}
    </SelectionPanel>
  );
}
