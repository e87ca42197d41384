import { formatInteger } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { type DamagePartRow, DamagePartRows, unusedType } from '../damage-steps/DamagePartRows.tsx';
import { formatWhole } from '../shared/format.ts';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import type { ModeProps } from './mode-props.ts';
import { partAmount, partRows, partsText } from './part-rows.ts';
import { StepList } from './StepList.tsx';

/** Damage mode: typed parts, adjustment, defenses, save for half, dying state; the result. */
export function DamageFields(p: ModeProps): JSX.Element {
  const { calc, t } = p;
  const { state } = calc;
  const { raw } = state;
  const hp = calc.input?.hp ?? null;
  // Stability and death save failures only mean something for a character at 0 HP or fewer.
  const dying = raw.creature !== 'monster' && hp !== null && hp <= 0;
  const rows = partRows(raw.parts ?? '');
  const setRows = (next: readonly DamagePartRow[]) => state.set('parts', partsText(next));
  return (
    <>
      <RegistryFields calc={calc} only={['con', 'level']} />
      <DamagePartRows
        id={`${p.props.instanceId}-parts`}
        legend={t('calc.damage-application.parts')}
        rows={rows}
        wording={p}
        inputMode="numeric"
        testId="damage-parts"
        labels={{
          amount: (n) => t('calc.damage-application.partAmount', { n }),
          type: (n) => t('calc.damage-application.partType', { n }),
          remove: (n) => t('calc.damage-application.removePart', { n }),
          add: t('calc.damage-application.addPart'),
        }}
        amountResult={(row) => partAmount(row.amount)}
        onAmount={(index, text) => {
          const amount = partAmount(text);
          setRows(
            rows.map((row, i) =>
              i === index ? { ...row, amount: amount.ok ? String(amount.value) : text } : row,
            ),
          );
        }}
        onType={(index, type) => setRows(rows.map((row, i) => (i === index ? { ...row, type } : row)))}
        onRemove={(index) => setRows(rows.filter((_, i) => i !== index))}
        onAdd={() => setRows([...rows, { amount: '0', type: unusedType(rows) }])}
      />
      <RegistryFields calc={calc} only={['adjust']} />
      <RegistryFields calc={calc} only={['resist', 'vulnerable', 'immune']} />
      <RegistryFields
        calc={calc}
        only={['saved', 'critical', 'knockout', ...(dying ? ['stable', 'failures'] : [])]}
      />
    </>
  );
}

/** The damage result: new hit points, what was taken and lost, the condition, and the receipt. */
export function DamageResultView(p: ModeProps): JSX.Element | null {
  const { calc, t, messages, locale, features } = p;
  const computed = calc.computed?.ok ? calc.computed.value : null;
  if (computed?.mode !== 'damage') return null;
  const { result, status } = computed;
  return (
    <div>
      <ResultFigures
        rows={[
          [t('calc.damage-application.newHp'), formatWhole(locale, result.hp), 'damage-hp'],
          features.temporaryHitPoints && [
            t('calc.damage-application.tempLeft'),
            formatWhole(locale, result.temp),
          ],
          [t('calc.damage-application.taken'), formatInteger(locale, result.taken), 'damage-taken'],
          [t('calc.damage-application.hpLost'), formatInteger(locale, result.hpLost)],
          result.dying &&
            features.deathSaveFailures && [
              t('calc.damage-application.failuresNow'),
              formatInteger(locale, result.deathSaveFailures),
            ],
        ]}
      />
      <p class={`calc-status calc-status--${status}`} data-testid="damage-status">
        {t(`calc.damage-application.status.${status}`)}
      </p>
      <StepList steps={result.steps} messages={messages} locale={locale} />
    </div>
  );
}
