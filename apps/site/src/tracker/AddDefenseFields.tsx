import { DAMAGE_TYPES } from '@polyhedral/core';
import type { JSX } from 'preact';
import { damageTypeOptions } from '../calculators/damage-steps/damage-type-options.ts';
import { MultiSelectField } from '../calculators/shared/MultiSelectField.tsx';
import type { AddFormPart } from './add-form-part.ts';
import type { ConditionText } from './condition-text.ts';
import { DrawnOnOpen } from './DrawnOnOpen.tsx';

/**
 * Resistances, vulnerabilities and immunities under a disclosure (drawn when opened): damage
 * types to tick; Condition Immunities.
 */
export function AddDefenseFields(part: AddFormPart & { conditions: readonly ConditionText[] }): JSX.Element {
  const { form, set, text } = part;
  const { t, messages } = text;
  const chosen = (title: string) => (labels: string[]) =>
    `${title}: ${labels.length === 0 ? t('tracker.creature.none') : text.list(labels)}`;
  const fields = () => {
    const damageTypes = damageTypeOptions(messages, DAMAGE_TYPES, text.locale);
    return (
      <div class="calc-fields">
        {(['resist', 'vulnerable', 'immune'] as const).map((kind) => (
          <MultiSelectField
            key={kind}
            id={`tracker-add-${kind}`}
            label={t(`tracker.add.${kind}`)}
            wording={text}
            value={form[kind]}
            options={damageTypes}
            onChange={(value) => set({ [kind]: value })}
            summary={chosen(t(`tracker.add.${kind}`))}
          />
        ))}
        {part.conditions.length > 0 ? (
          <MultiSelectField
            id="tracker-add-condition-immune"
            label={t('tracker.add.conditionImmune')}
            wording={text}
            value={form.conditionImmune}
            options={part.conditions.map((one) => ({ value: one.id, label: one.name }))}
            onChange={(conditionImmune) => set({ conditionImmune })}
            summary={chosen(t('tracker.add.conditionImmune'))}
          />
        ) : null}
      </div>
    );
  };
  return (
    <DrawnOnOpen class="tracker-more" summary={t('tracker.add.defenses')}>
      {fields}
    </DrawnOnOpen>
  );
}
