import type { DamageStep } from '@polyhedral/core';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { CalculatorFrame, ResultFigure } from '../shared/CalculatorFrame.tsx';
import { RulesetField } from '../shared/common-fields.tsx';
import { directiveStrings } from '../shared/directive-params.ts';
import { choiceSpec, flagSpec, integerSpec, preset } from '../shared/field-specs.ts';
import { CheckboxField, SelectField, TextField } from '../shared/fields.tsx';
import { formatInteger } from '../shared/format.ts';
import { translate } from '../shared/translate.ts';
import type { CalculatorProps } from '../shared/types.ts';
import { type FieldSpec, fieldValue, useCalculatorState } from '../shared/use-calculator-state.ts';
import {
  ABILITY_SCORE_LIMITS,
  APPLICATION_MODES,
  type ApplicationMode,
  CREATURE_KINDS,
  computeDamage,
  computeHealing,
  computeTemporaryHitPoints,
  DAMAGE_FORM_LIMITS,
  DAMAGE_TYPE_CHOICES,
  DAMAGE_TYPES,
  type DamageFormInputs,
  type DamageType,
  type DamageTypeChoice,
  describeStep,
  FAILURE_LIMITS,
  formatSignedInteger,
  type HealingFormInputs,
  LEVEL_LIMITS,
  parseDamageTypeList,
  RULESET_IDS,
  rulesetFeatures,
  TEMP_CHOICES,
  type TempChoice,
  type TemporaryFormInputs,
} from './damage-application-logic.ts';
import { MultiSelectField } from './MultiSelectField.tsx';
import './damage-application.css';

const listSpec = (defaultValue: string): FieldSpec => ({ defaultValue, validate: parseDamageTypeList });

/**
 * Damage and healing calculator (rule OrderofApplication): adjustments, Resistance, Vulnerability,
 * Immunity, Temporary Hit Points, Massive Damage, Death Saving Throw failures, knocking out;
 * every step of the core's receipt is listed in the reader's language.
 */
export default function DamageApplicationCalculator(props: CalculatorProps): JSX.Element {
  const { messages, intlLocale, instanceId } = props;
  const params = directiveStrings(props.params);
  const t = (key: string, p?: Record<string, string | number>) => translate(messages, key, p);
  const L = DAMAGE_FORM_LIMITS;
  const state = useCalculatorState(instanceId, {
    mode: preset(params, 'mode', 'damage', (d) => choiceSpec(d as ApplicationMode, APPLICATION_MODES)),
    ruleset: preset(params, 'ruleset', 'srd-5.2', (d) => choiceSpec(d as 'srd-5.2', RULESET_IDS)),
    creature: preset(params, 'creature', 'character', (d) => choiceSpec(d as 'character', CREATURE_KINDS)),
    hp: preset(params, 'hp', '20', (d) => integerSpec(d, L.hp)),
    'max-hp': preset(params, 'max-hp', '20', (d) => integerSpec(d, L['max-hp'])),
    temp: preset(params, 'temp', '0', (d) => integerSpec(d, L.temp)),
    amount: preset(params, 'amount', '7', (d) => integerSpec(d, L.amount)),
    type: preset(params, 'type', 'slashing', (d) => choiceSpec(d as DamageType, DAMAGE_TYPES)),
    resist: preset(params, 'resist', '', listSpec),
    vulnerable: preset(params, 'vulnerable', '', listSpec),
    immune: preset(params, 'immune', '', listSpec),
    adjust: preset(params, 'adjust', '0', (d) => integerSpec(d, L.adjust)),
    critical: preset(params, 'critical', '0', (d) => flagSpec(d === '1')),
    knockout: flagSpec(false),
    stable: flagSpec(false),
    'temp-choice': choiceSpec('higher', TEMP_CHOICES),
    failures: integerSpec(0, FAILURE_LIMITS),
    con: preset(params, 'con', '10', (d) => integerSpec(d, ABILITY_SCORE_LIMITS)),
    level: preset(params, 'level', '1', (d) => integerSpec(d, LEVEL_LIMITS)),
  });
  const { raw, results } = state;
  const mode = fieldValue<ApplicationMode>(results.mode, 'damage');
  const ruleset = fieldValue<DamageFormInputs['ruleset']>(results.ruleset, 'srd-5.2');
  const features = rulesetFeatures(ruleset);
  const creature = fieldValue<DamageFormInputs['creature']>(results.creature, 'character');
  const hp = fieldValue<number | null>(results.hp, null);
  const atZeroOrBelow = hp !== null && hp <= 0;
  const showFailures =
    mode === 'damage' && features.deathSaveFailures && creature === 'character' && atZeroOrBelow;
  const showStable = mode === 'damage' && creature === 'character' && atZeroOrBelow;

  type Field = keyof typeof results;
  const needed: Field[] =
    mode === 'heal'
      ? ['hp', 'max-hp', 'amount']
      : mode === 'temp'
        ? ['temp', 'amount', 'temp-choice']
        : [
            'hp',
            'max-hp',
            'amount',
            'type',
            'resist',
            'vulnerable',
            'adjust',
            ...(features.temporaryHitPoints ? (['temp'] as const) : []),
            ...(features.immunity ? (['immune'] as const) : []),
            ...(features.negativeHitPoints ? (['con', 'level'] as const) : []),
            ...(showFailures ? (['failures'] as const) : []),
          ];
  const ready = needed.every((field) => results[field].ok);
  const healInputs: HealingFormInputs | null =
    ready && mode === 'heal'
      ? {
          ruleset,
          hp: fieldValue(results.hp, 0),
          maxHp: fieldValue(results['max-hp'], 1),
          amount: fieldValue(results.amount, 0),
        }
      : null;
  const damageInputs: DamageFormInputs | null =
    ready && mode === 'damage'
      ? {
          ruleset,
          hp: fieldValue(results.hp, 0),
          maxHp: fieldValue(results['max-hp'], 1),
          temp: fieldValue(results.temp, 0),
          amount: fieldValue(results.amount, 0),
          type: fieldValue(results.type, 'slashing'),
          resist: fieldValue<DamageTypeChoice[]>(results.resist, []),
          vulnerable: fieldValue<DamageTypeChoice[]>(results.vulnerable, []),
          immune: fieldValue<DamageTypeChoice[]>(results.immune, []),
          adjust: fieldValue(results.adjust, 0),
          critical: raw.critical === '1',
          knockOut: raw.knockout === '1',
          creature,
          deathSaveFailures: showFailures ? fieldValue(results.failures, 0) : 0,
          stable: showStable && raw.stable === '1',
          conScore: fieldValue(results.con, 10),
          level: fieldValue(results.level, 1),
        }
      : null;
  const tempInputs: TemporaryFormInputs | null =
    ready && mode === 'temp' && features.temporaryHitPoints
      ? {
          ruleset,
          current: fieldValue(results.temp, 0),
          incoming: fieldValue(results.amount, 0),
          choice: fieldValue<TempChoice>(results['temp-choice'], 'higher'),
        }
      : null;
  const key = JSON.stringify([damageInputs, healInputs, tempInputs]);
  const computed = useMemo(
    () =>
      damageInputs
        ? computeDamage(damageInputs)
        : healInputs
          ? computeHealing(healInputs)
          : tempInputs
            ? computeTemporaryHitPoints(tempInputs)
            : null,
    [key],
  );

  const fieldLabels: Record<string, string> = {
    hp: t('calc.damage-application.hp'),
    maxHp: t('calc.damage-application.maxHp'),
    temp: t('calc.damage-application.temp'),
    amount: t(`calc.damage-application.amount.${mode}`),
    incoming: t('calc.damage-application.amount.temp'),
    adjust: t('calc.damage-application.adjust'),
    deathSaveFailures: t('calc.damage-application.failures'),
    conScore: t('calc.damage-application.con'),
    level: t('calc.damage-application.level'),
  };
  const n = (value: number) => formatSignedInteger(intlLocale, value);
  const range = (limits: { min: number; max: number }) => ({ min: n(limits.min), max: n(limits.max) });
  const typeOptions = DAMAGE_TYPE_CHOICES.map((type) => ({
    value: type,
    label: t(`calc.damageType.${type}`),
  }));
  const summary = (label: string) => (chosen: string[]) =>
    t('calc.damage-application.listSummary', {
      label,
      chosen:
        chosen.length > 0
          ? new Intl.ListFormat(intlLocale, { style: 'narrow', type: 'unit' }).format(chosen)
          : t('calc.damage-application.none'),
    });
  const steps = (list: readonly DamageStep[]) => (
    <>
      <p class="calc-subtitle">{t('calc.damage-application.steps')}</p>
      <ol class="calc-steps" data-testid="damage-steps">
        {list.map((step, index) => (
          <li key={`${index}-${step.code}`}>{describeStep(step, messages, intlLocale)}</li>
        ))}
      </ol>
    </>
  );

  return (
    <CalculatorFrame title={t('calc.damage-application.title')} messages={messages} urlReset={state.urlReset}>
      <div class="calc-fields">
        <SelectField
          {...state.selectProps('mode')}
          label={t('calc.damage-application.mode')}
          messages={messages}
          options={APPLICATION_MODES.map((m) => ({
            value: m,
            label: t(`calc.damage-application.mode.${m}`),
          }))}
        />
        <RulesetField {...state.selectProps('ruleset')} messages={messages} />
        {mode === 'damage' ? (
          <SelectField
            {...state.selectProps('creature')}
            label={t('calc.damage-application.creature')}
            messages={messages}
            options={CREATURE_KINDS.map((c) => ({
              value: c,
              label: t(`calc.damage-application.creature.${c}`),
            }))}
          />
        ) : null}
      </div>
      <div class="calc-fields">
        {mode === 'temp' ? null : (
          <>
            <TextField
              {...state.textProps('hp')}
              label={t('calc.damage-application.hp')}
              hint={features.negativeHitPoints ? t('calc.damage-application.hpNegativeHint') : undefined}
              messages={messages}
            />
            <TextField
              {...state.textProps('max-hp')}
              label={t('calc.damage-application.maxHp')}
              messages={messages}
            />
          </>
        )}
        {mode !== 'heal' && features.temporaryHitPoints ? (
          <TextField
            {...state.textProps('temp')}
            label={t('calc.damage-application.temp')}
            messages={messages}
          />
        ) : null}
        {mode === 'damage' && features.negativeHitPoints ? (
          <>
            <TextField
              {...state.textProps('con')}
              label={t('calc.damage-application.con')}
              hint={t('calc.damage-application.rangeHint', range(ABILITY_SCORE_LIMITS))}
              messages={messages}
            />
            <TextField
              {...state.textProps('level')}
              label={t('calc.damage-application.level')}
              hint={t('calc.damage-application.rangeHint', range(LEVEL_LIMITS))}
              messages={messages}
            />
          </>
        ) : null}
      </div>
      <div class="calc-fields">
        {mode === 'temp' && !features.temporaryHitPoints ? null : (
          <TextField
            {...state.textProps('amount')}
            label={t(`calc.damage-application.amount.${mode}`)}
            messages={messages}
          />
        )}
        {mode === 'temp' && features.temporaryHitPoints ? (
          <SelectField
            {...state.selectProps('temp-choice')}
            label={t('calc.damage-application.tempChoice')}
            messages={messages}
            options={TEMP_CHOICES.map((c) => ({
              value: c,
              label: t(`calc.damage-application.tempChoice.${c}`),
            }))}
          />
        ) : null}
        {mode === 'damage' ? (
          <>
            <SelectField
              {...state.selectProps('type')}
              label={t('calc.damage-application.type')}
              messages={messages}
              options={DAMAGE_TYPES.map((type) => ({ value: type, label: t(`calc.damageType.${type}`) }))}
            />
            <TextField
              {...state.textProps('adjust')}
              label={t('calc.damage-application.adjust')}
              hint={t('calc.damage-application.adjustHint')}
              messages={messages}
            />
          </>
        ) : null}
      </div>
      {mode === 'damage' ? (
        <>
          <div class="calc-fields">
            <MultiSelectField
              id={`${instanceId}-resist`}
              label={t('calc.damage-application.resist')}
              summary={summary(t('calc.damage-application.resist'))}
              messages={messages}
              value={raw.resist}
              result={results.resist}
              options={typeOptions}
              onChange={(v) => state.set('resist', v)}
            />
            <MultiSelectField
              id={`${instanceId}-vulnerable`}
              label={t('calc.damage-application.vulnerable')}
              summary={summary(t('calc.damage-application.vulnerable'))}
              messages={messages}
              value={raw.vulnerable}
              result={results.vulnerable}
              options={typeOptions}
              onChange={(v) => state.set('vulnerable', v)}
            />
            {features.immunity ? (
              <MultiSelectField
                id={`${instanceId}-immune`}
                label={t('calc.damage-application.immune')}
                summary={summary(t('calc.damage-application.immune'))}
                messages={messages}
                value={raw.immune}
                result={results.immune}
                options={typeOptions}
                onChange={(v) => state.set('immune', v)}
              />
            ) : null}
          </div>
          <div class="calc-fields">
            <CheckboxField
              id={`${instanceId}-critical`}
              label={t('calc.damage-application.critical')}
              messages={messages}
              checked={raw.critical === '1'}
              onChange={(on) => state.set('critical', on ? '1' : '0')}
            />
            <CheckboxField
              id={`${instanceId}-knockout`}
              label={t('calc.damage-application.knockOut')}
              messages={messages}
              checked={raw.knockout === '1'}
              onChange={(on) => state.set('knockout', on ? '1' : '0')}
            />
            {showStable ? (
              <CheckboxField
                id={`${instanceId}-stable`}
                label={t('calc.damage-application.stable')}
                messages={messages}
                checked={raw.stable === '1'}
                onChange={(on) => state.set('stable', on ? '1' : '0')}
              />
            ) : null}
            {showFailures ? (
              <TextField
                {...state.textProps('failures')}
                label={t('calc.damage-application.failures')}
                hint={t('calc.damage-application.rangeHint', range(FAILURE_LIMITS))}
                messages={messages}
              />
            ) : null}
          </div>
        </>
      ) : null}
      {mode === 'temp' && !features.temporaryHitPoints ? (
        <p class="calc-notice" role="status">
          {t('calc.damage-application.noTemporaryHitPoints')}
        </p>
      ) : null}
      {computed && !computed.ok ? (
        <p class="calc-error" role="alert">
          {t(computed.messageKey, {
            ...computed.params,
            field: fieldLabels[String(computed.params.field)] ?? computed.params.field ?? '',
          })}
        </p>
      ) : null}
      {computed?.ok && 'status' in computed ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.damage-application.newHp')}
              value={n(computed.result.hp)}
              testId="damage-hp"
            />
            {features.temporaryHitPoints ? (
              <ResultFigure label={t('calc.damage-application.tempLeft')} value={n(computed.result.temp)} />
            ) : null}
            <ResultFigure
              label={t('calc.damage-application.taken')}
              value={formatInteger(intlLocale, computed.result.taken)}
              testId="damage-taken"
            />
            <ResultFigure
              label={t('calc.damage-application.hpLost')}
              value={formatInteger(intlLocale, computed.result.hpLost)}
            />
            {computed.result.dying && features.deathSaveFailures ? (
              <ResultFigure
                label={t('calc.damage-application.failuresNow')}
                value={formatInteger(intlLocale, computed.result.deathSaveFailures)}
              />
            ) : null}
          </dl>
          <p class={`calc-status calc-status--${computed.status}`} data-testid="damage-status">
            {t(`calc.damage-application.status.${computed.status}`)}
          </p>
          {steps(computed.result.steps)}
        </div>
      ) : null}
      {computed?.ok && 'revived' in computed ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.damage-application.newHp')}
              value={n(computed.hp)}
              testId="damage-hp"
            />
            <ResultFigure
              label={t('calc.damage-application.regained')}
              value={formatInteger(intlLocale, computed.regained)}
            />
          </dl>
          {steps(computed.steps)}
        </div>
      ) : null}
      {computed?.ok && 'temp' in computed ? (
        <div aria-live="polite">
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.damage-application.tempNow')}
              value={n(computed.temp)}
              testId="damage-temp"
            />
          </dl>
          {steps(computed.steps)}
        </div>
      ) : null}
    </CalculatorFrame>
  );
}
