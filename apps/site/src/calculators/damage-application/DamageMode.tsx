import { ABILITY_SCORE_LIMITS, DAMAGE_TYPE_CHOICES, DAMAGE_TYPES, LEVEL_LIMITS } from '@polyhedral/core';
import { formatInteger } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { ResultFigure } from '../shared/CalculatorFrame.tsx';
import { CheckboxField, SelectField, TextField } from '../shared/fields.tsx';
import { formatWhole } from '../shared/format.ts';
import { choiceSummary, MultiSelectField } from '../shared/MultiSelectField.tsx';
import type { ModeProps } from './mode-props.ts';
import { StepList } from './StepList.tsx';

const FAILURE_LIMITS = { min: 0, max: 2 };

/** Damage mode: amount, type, adjustment, Resistance / Vulnerability / Immunity, dying state; the result. */
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
  const typeOptions = DAMAGE_TYPE_CHOICES.map((type) => ({
    value: type,
    label: t(`calc.damageType.${type}`),
  }));
  const summary = choiceSummary(messages, locale, {
    template: 'calc.damage-application.listSummary',
    none: 'calc.damage-application.none',
  });
  const list = (name: 'resist' | 'vulnerable' | 'immune', labelKey: string) => (
    <MultiSelectField
      id={`${id}-${name}`}
      label={t(labelKey)}
      summary={summary(t(labelKey))}
      messages={messages}
      value={raw[name] ?? ''}
      result={calc.results[name]}
      options={typeOptions}
      onChange={(v) => state.set(name, v)}
    />
  );
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
      <div class="calc-fields">
        <TextField
          {...calc.textProps('amount')}
          label={t('calc.damage-application.amount.damage')}
          messages={messages}
        />
        <SelectField
          {...state.selectProps('type')}
          label={t('calc.damage-application.type')}
          messages={messages}
          options={DAMAGE_TYPES.map((type) => ({ value: type, label: t(`calc.damageType.${type}`) }))}
        />
        <TextField
          {...calc.textProps('adjust')}
          label={t('calc.damage-application.adjust')}
          hint={t('calc.damage-application.adjustHint')}
          messages={messages}
        />
      </div>
      <div class="calc-fields">
        {list('resist', 'calc.damage-application.resist')}
        {list('vulnerable', 'calc.damage-application.vulnerable')}
        {features.immunity ? list('immune', 'calc.damage-application.immune') : null}
      </div>
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
