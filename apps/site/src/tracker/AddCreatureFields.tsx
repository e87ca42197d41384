import { DAMAGE_TYPES } from '@polyhedral/core';
import { ABILITIES } from '@polyhedral/core/tables';
import { TRACKER_LIMITS } from '@polyhedral/core/tracker';
import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import { damageTypeOptions } from '../calculators/damage-steps/damage-type-options.ts';
import { CheckboxField, SelectField, TextField } from '../calculators/shared/fields.tsx';
import { MultiSelectField } from '../calculators/shared/MultiSelectField.tsx';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { AddForm, AddFormReads } from './add-creature-reads.ts';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';

export interface AddFormPart {
  form: AddForm;
  reads: AddFormReads;
  /** The form was sent once: fields show their errors. */
  tried: boolean;
  set: (next: Partial<AddForm>) => void;
  text: TrackerText;
}

/** The IDs of the add form's text fields (the browser checks and labels find them by these). */
export const ADD_FIELD_IDS = {
  name: 'tracker-add-name',
  count: 'tracker-add-count',
  initiativeBonus: 'tracker-add-init',
  fixedInitiative: 'tracker-add-fixed',
  ac: 'tracker-add-ac',
  maxHp: 'tracker-add-hp',
  hpRolled: 'tracker-add-hp-rolled',
  speed: 'tracker-add-speed',
} as const;

type AddFormText = keyof typeof ADD_FIELD_IDS;

/** One text line of the form: its label, its error once sent, its keyboard (numbers numeric; names and dice text). */
function lineOf(part: AddFormPart) {
  return (field: AddFormText, label: string, result?: FieldResult<unknown>, inputMode?: 'text') => (
    <TextField
      id={ADD_FIELD_IDS[field]}
      label={label}
      wording={part.text}
      value={part.form[field]}
      inputMode={inputMode}
      result={part.tried ? result : undefined}
      onInput={(value) => part.set({ [field]: value })}
    />
  );
}

/** The fields a round's usual add needs: name, how many, kind, Initiative, AC, hit points. */
export function AddCreatureFields(part: AddFormPart): JSX.Element {
  const { form, reads, set, text } = part;
  const { t } = text;
  const nameError: FieldResult<never> = {
    ok: false,
    code: 'tracker.add.nameRequired',
    params: { max: TRACKER_LIMITS.nameLength },
  };
  const line = lineOf(part);
  return (
    <div class="calc-fields">
      {line('name', t('tracker.add.name'), reads.nameOk ? undefined : nameError, 'text')}
      {line('count', t('tracker.add.count'), reads.count)}
      {form.count.trim() !== '1' ? (
        <CheckboxField
          id="tracker-add-shared"
          label={t('tracker.add.sharedInitiative')}
          checked={form.sharedInitiative}
          onChange={(sharedInitiative) => set({ sharedInitiative })}
        />
      ) : null}
      <SelectField
        id="tracker-add-kind"
        label={t('tracker.add.kind')}
        value={form.kind}
        options={(['character', 'monster'] as const).map((kind) => ({
          value: kind,
          label: t(`tracker.add.kind.${kind}`),
        }))}
        onChange={(kind) => set({ kind: kind === 'character' ? 'character' : 'monster' })}
      />
      {line('initiativeBonus', t('tracker.add.initiativeBonus'), reads.initiativeBonus)}
      {line('ac', t('tracker.add.ac'), reads.ac)}
      {line('maxHp', t('tracker.add.maxHpDice'), reads.maxHp, 'text')}
      {reads.hpDice
        ? line(
            'hpRolled',
            t('tracker.add.hpRolled'),
            reads.hpRolled.find((one) => !one.ok),
            'text',
          )
        : null}
    </div>
  );
}

/** The rarer single lines (under "More options" on a phone): a fixed Initiative slot, the speed. */
export function AddRareFields(part: AddFormPart): JSX.Element {
  const { reads, text } = part;
  const line = lineOf(part);
  return (
    <div class="calc-fields">
      {line('fixedInitiative', text.t('tracker.add.fixedInitiative'), reads.fixedInitiative ?? undefined)}
      {line('speed', text.t('tracker.add.speed'), reads.speed ?? undefined)}
    </div>
  );
}

/** The saves under a disclosure (drawn when opened): each ability's bonus, blank for none. */
export function AddSaveFields(part: AddFormPart): JSX.Element {
  const { form, reads, tried, set, text } = part;
  const { t } = text;
  return (
    <DrawnOnOpen class="tracker-more" summary={t('tracker.add.saves')}>
      {() => (
        <div class="calc-fields">
          {ABILITIES.map((ability) => (
            <TextField
              key={ability}
              id={`tracker-add-save-${ability}`}
              label={t(`table.ability.${ability}`)}
              wording={text}
              value={form.saves[ability]}
              result={tried ? reads.saves[ability] : undefined}
              onInput={(value) => set({ saves: { ...form.saves, [ability]: value } })}
            />
          ))}
        </div>
      )}
    </DrawnOnOpen>
  );
}

/** Resistances, vulnerabilities, immunities, Condition Immunities, under a disclosure drawn when opened. */
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

/**
 * A disclosure whose content is drawn the first time it is opened, then kept (issue 73 item 7: a
 * closed part of a form costs the page nothing while it loads). Server and first client render
 * agree: closed, summary only. `children` is a function so nothing of the content is computed
 * before it is asked for.
 */
export function DrawnOnOpen(props: {
  class?: string;
  id?: string;
  summary: ComponentChildren;
  children: () => ComponentChildren;
}): JSX.Element {
  const [drawn, setDrawn] = useState(false);
  return (
    <details
      class={props.class}
      id={props.id}
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) setDrawn(true);
      }}
    >
      <summary>{props.summary}</summary>
      {drawn ? props.children() : null}
    </details>
  );
}
