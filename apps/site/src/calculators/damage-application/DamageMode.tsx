import { ABILITY_SCORE_LIMITS, DAMAGE_TYPES, type DamageType, LEVEL_LIMITS } from '@polyhedral/core';
import { DAMAGE_TYPE_CHOICES } from '@polyhedral/core/calculators';
import { formatInteger } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { partTypeCheck, unusedType } from '../damage-steps/damage-part-types.ts';
import { damageTypeOptions } from '../damage-steps/damage-type-options.ts';
import { ResultFigure } from '../shared/CalculatorFrame.tsx';
import { type DamagePartRow, DamagePartRows } from '../shared/DamagePartRows.tsx';
import { DefenseFields } from '../shared/DefenseFields.tsx';
import { CheckboxField, TextField } from '../shared/fields.tsx';
import { formatWhole } from '../shared/format.ts';
import type { ModeProps } from './mode-props.ts';
import { partAmount, partRows, partsText } from './part-rows.ts';
import { StepList } from './StepList.tsx';

const FAILURE_LIMITS = { min: 0, max: 2 };

/**
 * Damage mode: the hit's typed parts (amount + type, add / remove), adjustment, Resistance /
 * Vulnerability / Immunity, save for half, dying state; the result.
 */
export function DamageFields(p: ModeProps): JSX.Element {
  const { calc, t, messages, locale, features } = p;
  const { state } = calc;
  const { raw } = state;
  const id = p.props.instanceId;
  const hp = calc.input?.hp ?? null;
  const atZeroOrBelow = hp !== null && hp <= 0;
  const character = raw.creature !== 'monster';
  const range = (limits: { min: number; max: number }) => ({
    min: formatWhole(locale, limits.min),
    max: formatWhole(locale, limits.max),
  });
  const rows = partRows(raw.parts ?? '');
  const setRows = (next: readonly DamagePartRow[]) => state.set('parts', partsText(next));
  const typeLabel = (type: DamageType) => t(`calc.damageType.${type}`);
  return (
    <>
      {features.negativeHitPoints ? (
        <div class="calc-fields">
          <TextField
            {...calc.textProps('con')}
            label={t('calc.damage-application.con')}
            hint={t('calc.damage-application.rangeHint', range(ABILITY_SCORE_LIMITS))}
            messages={messages}
          />
          <TextField
            {...calc.textProps('level')}
            label={t('calc.damage-application.level')}
            hint={t('calc.damage-application.rangeHint', range(LEVEL_LIMITS))}
            messages={messages}
          />
        </div>
      ) : null}
      <DamagePartRows
        id={`${id}-parts`}
        legend={t('calc.damage-application.parts')}
        rows={rows}
        typeOptions={damageTypeOptions(messages, DAMAGE_TYPES)}
        messages={messages}
        locale={locale}
        inputMode="numeric"
        testId="damage-parts"
        labels={{
          amount: (n) => t('calc.damage-application.partAmount', { n }),
          type: (n) => t('calc.damage-application.partType', { n }),
          remove: (n) => t('calc.damage-application.removePart', { n }),
          add: t('calc.damage-application.addPart'),
        }}
        amountResult={(row) => partAmount(row.amount)}
        typeResult={(_, index) => partTypeCheck(rows, index, typeLabel)}
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
      <div class="calc-fields">
        <TextField
          {...calc.textProps('adjust')}
          label={t('calc.damage-application.adjust')}
          hint={t('calc.damage-application.adjustHint')}
          messages={messages}
        />
      </div>
      <DefenseFields
        id={id}
        keyPrefix="calc.damage-application"
        locale={locale}
        messages={messages}
        typeOptions={damageTypeOptions(messages, DAMAGE_TYPE_CHOICES)}
        values={{ resist: raw.resist ?? '', vulnerable: raw.vulnerable ?? '', immune: raw.immune ?? '' }}
        results={{
          resist: calc.results.resist,
          vulnerable: calc.results.vulnerable,
          immune: calc.results.immune,
        }}
        immunity={features.immunity}
        onChange={(defense, value) => state.set(defense, value)}
      />
      <div class="calc-fields">
        <CheckboxField
          id={`${id}-saved`}
          label={t('calc.damage-application.saved')}
          messages={messages}
          checked={raw.saved === '1'}
          onChange={(on) => state.set('saved', on ? '1' : '0')}
        />
        <CheckboxField
          id={`${id}-critical`}
          label={t('calc.damage-application.critical')}
          messages={messages}
          checked={raw.critical === '1'}
          onChange={(on) => state.set('critical', on ? '1' : '0')}
        />
        <CheckboxField
          id={`${id}-knockout`}
          label={t('calc.damage-application.knockOut')}
          messages={messages}
          checked={raw.knockout === '1'}
          onChange={(on) => state.set('knockout', on ? '1' : '0')}
        />
        {character && atZeroOrBelow ? (
          <CheckboxField
            id={`${id}-stable`}
            label={t('calc.damage-application.stable')}
            messages={messages}
            checked={raw.stable === '1'}
            onChange={(on) => state.set('stable', on ? '1' : '0')}
          />
        ) : null}
        {character && atZeroOrBelow && features.deathSaveFailures ? (
          <TextField
            {...calc.textProps('failures')}
            label={t('calc.damage-application.failures')}
            hint={t('calc.damage-application.rangeHint', range(FAILURE_LIMITS))}
            messages={messages}
          />
        ) : null}
      </div>
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
      <dl class="calc-results">
        <ResultFigure
          label={t('calc.damage-application.newHp')}
          value={formatWhole(locale, result.hp)}
          testId="damage-hp"
        />
        {features.temporaryHitPoints ? (
          <ResultFigure
            label={t('calc.damage-application.tempLeft')}
            value={formatWhole(locale, result.temp)}
          />
        ) : null}
        <ResultFigure
          label={t('calc.damage-application.taken')}
          value={formatInteger(locale, result.taken)}
          testId="damage-taken"
        />
        <ResultFigure
          label={t('calc.damage-application.hpLost')}
          value={formatInteger(locale, result.hpLost)}
        />
        {result.dying && features.deathSaveFailures ? (
          <ResultFigure
            label={t('calc.damage-application.failuresNow')}
            value={formatInteger(locale, result.deathSaveFailures)}
          />
        ) : null}
      </dl>
      <p class={`calc-status calc-status--${status}`} data-testid="damage-status">
        {t(`calc.damage-application.status.${status}`)}
      </p>
      <StepList steps={result.steps} messages={messages} locale={locale} />
    </div>
  );
}
