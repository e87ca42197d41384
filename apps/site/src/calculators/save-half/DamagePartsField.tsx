import type { DamagePart, DamageType } from '@polyhedral/core';
import { messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { DamagePartRows, unusedType } from '../damage-steps/DamagePartRows.tsx';
import { validateExpression } from '../shared/dice-field.ts';
import type { Wording } from '../shared/types.ts';

/** The effect's damage as typed dice parts; dice kept as typed until they parse (the URL holds the last valid). */
export function DamagePartsField(props: {
  id: string;
  parts: readonly DamagePart[];
  wording: Wording;
  diceShare: number;
  onChange: (parts: DamagePart[]) => void;
}): JSX.Element {
  const { t } = messageLookup(props.wording.messages, props.wording.locale);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const share = props.diceShare / Math.max(props.parts.length, 1);
  const update = (index: number, part: DamagePart) =>
    props.onChange(props.parts.map((p, i) => (i === index ? part : p)));
  const rows = props.parts.map((part, index) => ({ amount: drafts[index] ?? part.amount, type: part.type }));
  return (
    <DamagePartRows
      id={props.id}
      legend={t('calc.save.damageParts')}
      rows={rows}
      wording={props.wording}
      inputMode="text"
      labels={{
        amount: (n) => t('calc.save.partDice', { n }),
        type: (n) => t('calc.save.partType', { n }),
        remove: (n) => t('calc.save.removePart', { n }),
        add: t('calc.save.addPart'),
      }}
      amountResult={(row) => validateExpression(row.amount, share)}
      onAmount={(index, text) => {
        setDrafts({ ...drafts, [index]: text });
        const next = validateExpression(text, share);
        if (next.ok) update(index, { ...props.parts[index]!, amount: next.value });
      }}
      onType={(index, type: DamageType) => update(index, { ...props.parts[index]!, type })}
      onRemove={(index) => {
        setDrafts({});
        props.onChange(props.parts.filter((_, i) => i !== index));
      }}
      onAdd={() => props.onChange([...props.parts, { amount: '1d6', type: unusedType(props.parts) }])}
    />
  );
}
