import {
  CONDITION_NAMES,
  type ConditionName,
  conditionOfName,
  D20_LIMITS,
  DAMAGE_TYPES,
  type DamageType,
  d20TestCalculator,
  nameOfCondition,
  ROLL_MODE_CHOICES,
  type RollModeChoice,
  SAVE_TARGET_COVER,
  type SaveTarget,
  type SaveTargetCover,
  type SaveTargetOutcome,
} from '@polyhedral/core';
import { formatInteger, formatNumber, type Locale, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { damageTypeOptions } from '../damage-steps/damage-type-options.ts';
import { ResultFigure } from '../shared/CalculatorFrame.tsx';
import { ConditionCauses } from '../shared/ConditionCauses.tsx';
import { DefenseFields } from '../shared/DefenseFields.tsx';
import { DistributionChart } from '../shared/DistributionChart.tsx';
import { formatShare } from '../shared/format.ts';
import { choiceSummary, MultiSelectField } from '../shared/MultiSelectField.tsx';
import { parseIntegerField } from '../shared/parse-field.ts';
import { termKey } from '../shared/term-key.ts';

export interface TargetCardProps {
  id: string;
  index: number;
  target: SaveTarget;
  /** The save bonus as typed (kept while it is not a valid number). */
  bonusText: string;
  outcome: SaveTargetOutcome | null;
  canRemove: boolean;
  /** Room for one more target (the duplicate button shows). */
  canAdd: boolean;
  locale: Locale;
  messages: Record<string, string>;
  onBonusText: (text: string) => void;
  onChange: (target: SaveTarget) => void;
  onRemove: () => void;
  onDuplicate: () => void;
}

/** The Exhaustion levels a target can save at: the registry's, as the roll calculators take them. */
const EXHAUSTION = d20TestCalculator.params.find((param) => param.name === 'exhaustion') as {
  min: number;
  max: number;
};

/**
 * One creature in the area: save bonus, Advantage / Disadvantage, cover, conditions and
 * Exhaustion, defenses; its chance and damage, and why its save is what it is.
 */
export function TargetCard(props: TargetCardProps): JSX.Element {
  const { target, id, locale, messages } = props;
  const { t, tData, problem } = messageLookup(messages, locale);
  const n = props.index + 1;
  const bonus = parseIntegerField(props.bonusText, D20_LIMITS.bonus.min, D20_LIMITS.bonus.max);
  return (
    <li class="calc-target" data-testid="save-target">
      <div class="calc-target-head">
        <h5 class="calc-target-title">{t('calc.save.target', { n })}</h5>
        {props.canAdd ? (
          <button type="button" class="calc-button" onClick={props.onDuplicate} data-testid="save-duplicate">
            {t('calc.save.duplicateTarget', { n })}
          </button>
        ) : null}
        {props.canRemove ? (
          <button type="button" class="calc-button" onClick={props.onRemove}>
            {t('calc.save.removeTarget', { n })}
          </button>
        ) : null}
      </div>
      <div class="calc-fields">
        <div class="calc-field">
          <label for={`${id}-bonus`}>{t('calc.save.bonus')}</label>
          <input
            id={`${id}-bonus`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={props.bonusText}
            aria-invalid={bonus.ok ? 'false' : 'true'}
            aria-describedby={bonus.ok ? undefined : `${id}-bonus-error`}
            onInput={(event) => props.onBonusText((event.target as HTMLInputElement).value)}
          />
          {bonus.ok ? null : (
            <small id={`${id}-bonus-error`} class="calc-error" role="alert">
              {problem(bonus)}
            </small>
          )}
        </div>
        <div class="calc-field">
          <label for={`${id}-mode`}>{t('calc.common.roll-mode')}</label>
          <select
            id={`${id}-mode`}
            value={target.mode}
            onChange={(e) =>
              props.onChange({ ...target, mode: (e.target as HTMLSelectElement).value as RollModeChoice })
            }
          >
            {ROLL_MODE_CHOICES.map((m) => (
              <option key={m} value={m}>
                {t(`calc.common.roll-mode.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div class="calc-field">
          <label for={`${id}-cover`}>{t('calc.common.cover')}</label>
          <select
            id={`${id}-cover`}
            value={target.cover}
            onChange={(e) =>
              props.onChange({ ...target, cover: (e.target as HTMLSelectElement).value as SaveTargetCover })
            }
          >
            {SAVE_TARGET_COVER.map((c) => (
              <option key={c} value={c}>
                {t(`calc.common.cover.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div class="calc-field">
          <label for={`${id}-exhaustion`}>{t('calc.common.exhaustion')}</label>
          <select
            id={`${id}-exhaustion`}
            value={String(target.exhaustion ?? 0)}
            onChange={(e) =>
              props.onChange({ ...target, exhaustion: Number((e.target as HTMLSelectElement).value) })
            }
          >
            {Array.from({ length: EXHAUSTION.max - EXHAUSTION.min + 1 }, (_, i) => EXHAUSTION.min + i).map(
              (level) => (
                <option key={level} value={String(level)}>
                  {formatInteger(locale, level)}
                </option>
              ),
            )}
          </select>
        </div>
        <MultiSelectField
          id={`${id}-condition`}
          label={t('calc.common.condition')}
          summary={choiceSummary(messages, locale, {
            template: 'calc.common.listSummary',
            none: 'calc.common.none',
          })(t('calc.common.condition'))}
          messages={messages}
          value={(target.conditions ?? []).map(nameOfCondition).join(',')}
          options={CONDITION_NAMES.map((c) => ({ value: c, label: tData(termKey(conditionOfName(c))) }))}
          onChange={(value) =>
            props.onChange({
              ...target,
              conditions: value
                .split(',')
                .filter(Boolean)
                .map((c) => conditionOfName(c as ConditionName)),
            })
          }
        />
      </div>
      <DefenseFields
        id={id}
        keyPrefix="calc.save"
        locale={locale}
        messages={messages}
        typeOptions={damageTypeOptions(messages, DAMAGE_TYPES)}
        values={{
          resist: target.resist.join(','),
          vulnerable: target.vulnerable.join(','),
          immune: target.immune.join(','),
        }}
        immunity
        onChange={(defense, value) =>
          props.onChange({ ...target, [defense]: value.split(',').filter(Boolean) as DamageType[] })
        }
      />
      {props.outcome ? (
        <div>
          <ConditionCauses
            causes={props.outcome.causes}
            messages={messages}
            locale={locale}
            testId="save-causes"
          />
          <dl class="calc-results">
            <ResultFigure
              label={t('calc.save.success')}
              value={formatShare(locale, props.outcome.saveSuccess)}
              testId="save-success"
            />
            <ResultFigure
              label={t('calc.save.expected')}
              value={formatNumber(locale, props.outcome.expectedDamage, { maximumFractionDigits: 2 })}
              testId="save-expected"
            />
          </dl>
          <DistributionChart
            outcomes={props.outcome.taken.outcomes}
            locale={locale}
            label={t('calc.save.chartLabel', { n })}
            xLabel={t('calc.save.axisDamage')}
            yLabel={t('calc.save.axisChance')}
          />
        </div>
      ) : null}
    </li>
  );
}
