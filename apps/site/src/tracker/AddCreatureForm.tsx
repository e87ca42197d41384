import { DAMAGE_TYPES } from '@polyhedral/core';
import type { Character } from '@polyhedral/core/character';
import { ABILITIES } from '@polyhedral/core/tables';
import {
  addCreature,
  addCreatures,
  addCreaturesWithHitDice,
  creatureFromCharacter,
  TRACKER_LIMITS,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { damageTypeOptions } from '../calculators/damage-steps/damage-type-options.ts';
import { CheckboxField, SelectField, TextField } from '../calculators/shared/fields.tsx';
import { MultiSelectField } from '../calculators/shared/MultiSelectField.tsx';
import { useMyCharacter } from '../calculators/shared/my-character.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import {
  type AddForm,
  type AddFormReads,
  type AddFormText,
  type AttackRow,
  addFormCreature,
  addFormReads,
  addFormStatBlock,
  EMPTY_ADD_FORM,
  readAddForm,
  readValue,
} from './add-creature-reads.ts';
import type { ConditionText } from './condition-text.ts';
import { NoticeLine } from './NoticeLine.tsx';
import { hitPointRollsLine } from './receipt-lines.ts';
import type { StatBlocks } from './stat-block-storage.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Notice, Origin } from './use-tracker.ts';

/** What each part of the add form is handed: the form as typed, what it reads, and its setter. */
interface FormPart {
  form: AddForm;
  reads: AddFormReads;
  /** The form was sent once: fields show their errors. */
  tried: boolean;
  set: (next: Partial<AddForm>) => void;
  text: TrackerText;
}

/**
 * The form that adds a creature, or several numbered copies at once: name, how many (one
 * Initiative for the group or each its own), kind, Initiative bonus, AC, hit points, optional
 * saves and defenses. A refusal (the tracker is full) keeps what was typed and says why here.
 */
export function AddCreatureForm(props: {
  state: TrackerState;
  text: TrackerText;
  apply: Apply;
  report: (line: string, origin?: Origin) => void;
  notice: Notice | null;
  /** The table's stat blocks, where "Keep as a stat block" saves this one. */
  blocks?: StatBlocks;
  /** The ruleset's conditions, for Condition Immunities. */
  conditions?: readonly ConditionText[];
}): JSX.Element {
  const { text } = props;
  const { t } = text;
  const character = useMyCharacter();
  const [form, setForm] = useState<AddForm>(EMPTY_ADD_FORM);
  const [tried, setTried] = useState(false);
  const reads = readAddForm(form, TRACKER_LIMITS.creatures - props.state.creatures.length);
  const part: FormPart = { form, reads, tried, set: (next) => setForm({ ...form, ...next }), text };

  const submit = (event: Event) => {
    event.preventDefault();
    setTried(true);
    if (!addFormReads(reads)) return;
    const input = addFormCreature(form, reads);
    const options = { count: readValue(reads.count), sharedInitiative: form.sharedInitiative };
    const added = props.apply(
      (state) => {
        // Kept as a stat block first: a refusal (an attack's dice the core cannot read) adds nothing.
        if (form.keep && props.blocks) props.blocks.save(addFormStatBlock(form, reads));
        if (!reads.hpDice) return addCreatures(state, { ...input, maxHp: readValue(reads.maxHp) }, options);
        const done = addCreaturesWithHitDice(
          state,
          input,
          options,
          { dice: form.maxHp.trim(), typed: reads.hpRolled.map(readValue) },
          cryptoRandom,
        );
        props.report(hitPointRollsLine(text, done.state, done.rolls), 'add');
        return done.state;
      },
      'add',
      t('tracker.undo.action.add', { name: form.name.trim(), count: text.n(readValue(reads.count)) }),
    );
    // Refused (the tracker is full): what was typed stays, and the reason shows by the button.
    if (!added) return;
    if (form.keep && props.blocks) props.report(t('tracker.blocks.saved', { name: form.name.trim() }), 'add');
    setForm({ ...EMPTY_ADD_FORM, kind: form.kind });
    setTried(false);
    // The form may be drawn again in another place (the first creature opens the tool tabs):
    // keyboard focus goes back to its first field, never to the page's body.
    setTimeout(() => document.getElementById('tracker-add-name')?.focus(), 0);
  };

  return (
    <form class="tracker-add" onSubmit={submit} data-testid="tracker-add" aria-label={t('tracker.add.title')}>
      <MyCharacterJoins character={character} state={props.state} text={text} apply={props.apply} />
      <CreatureFields {...part} />
      <SaveFields {...part} />
      <DefenseFields {...part} conditions={props.conditions ?? []} />
      <AttackFields {...part} />
      {props.blocks ? (
        <CheckboxField
          id="tracker-add-keep"
          label={t('tracker.add.keep')}
          messages={text.messages}
          checked={form.keep}
          onChange={(keep) => part.set({ keep })}
        />
      ) : null}
      <div class="tracker-buttons">
        <button type="submit" class="calc-button calc-button--primary">
          {t('tracker.add.submit')}
        </button>
      </div>
      <NoticeLine notice={props.notice} />
    </form>
  );
}

/**
 * One line of the form typed as text: its value, and its error once the form was sent. Numbers
 * are typed with the numeric keyboard, names and dice with the text one.
 */
function FormTextField(props: {
  part: FormPart;
  field: AddFormText;
  label: string;
  result?: FieldResult<unknown> | undefined;
  inputMode?: 'text';
}): JSX.Element {
  const { part, field } = props;
  return (
    <TextField
      id={FIELD_IDS[field]}
      label={props.label}
      messages={part.text.messages}
      locale={part.text.locale}
      value={part.form[field]}
      inputMode={props.inputMode}
      result={part.tried ? props.result : undefined}
      onInput={(value) => part.set({ [field]: value })}
    />
  );
}

/** The IDs of the form's text fields (the browser checks and labels find them by these). */
const FIELD_IDS: Record<AddFormText, string> = {
  name: 'tracker-add-name',
  count: 'tracker-add-count',
  initiativeBonus: 'tracker-add-init',
  ac: 'tracker-add-ac',
  maxHp: 'tracker-add-hp',
  hpRolled: 'tracker-add-hp-rolled',
  speed: 'tracker-add-speed',
};

/** Name, how many (and whether they share one Initiative), kind, Initiative bonus, AC, hit points, Speed. */
function CreatureFields(part: FormPart): JSX.Element {
  const { form, reads, set, text } = part;
  const { t, messages } = text;
  const nameError: FieldResult<never> = {
    ok: false,
    code: 'tracker.add.nameRequired',
    params: { max: TRACKER_LIMITS.nameLength },
  };
  return (
    <div class="calc-fields">
      <FormTextField
        part={part}
        field="name"
        label={t('tracker.add.name')}
        inputMode="text"
        result={reads.nameOk ? undefined : nameError}
      />
      <FormTextField part={part} field="count" label={t('tracker.add.count')} result={reads.count} />
      {form.count.trim() !== '1' ? (
        <CheckboxField
          id="tracker-add-shared"
          label={t('tracker.add.sharedInitiative')}
          messages={messages}
          checked={form.sharedInitiative}
          onChange={(sharedInitiative) => set({ sharedInitiative })}
        />
      ) : null}
      <SelectField
        id="tracker-add-kind"
        label={t('tracker.add.kind')}
        messages={messages}
        value={form.kind}
        options={(['character', 'monster'] as const).map((kind) => ({
          value: kind,
          label: t(`tracker.add.kind.${kind}`),
        }))}
        onChange={(kind) => set({ kind: kind === 'character' ? 'character' : 'monster' })}
      />
      <FormTextField
        part={part}
        field="initiativeBonus"
        label={t('tracker.add.initiativeBonus')}
        result={reads.initiativeBonus}
      />
      <FormTextField part={part} field="ac" label={t('tracker.add.ac')} result={reads.ac} />
      <FormTextField
        part={part}
        field="maxHp"
        label={t('tracker.add.maxHpDice')}
        inputMode="text"
        result={reads.maxHp}
      />
      {reads.hpDice ? (
        <FormTextField
          part={part}
          field="hpRolled"
          label={t('tracker.add.hpRolled')}
          inputMode="text"
          result={reads.hpRolled.find((one) => !one.ok)}
        />
      ) : null}
      <FormTextField
        part={part}
        field="speed"
        label={t('tracker.add.speed')}
        result={reads.speed ?? undefined}
      />
    </div>
  );
}

/** The saves under a disclosure: each ability's bonus, blank for none. */
function SaveFields(part: FormPart): JSX.Element {
  const { form, reads, tried, set, text } = part;
  const { t, messages } = text;
  return (
    <details class="tracker-more">
      <summary>{t('tracker.add.saves')}</summary>
      <div class="calc-fields">
        {ABILITIES.map((ability) => (
          <TextField
            key={ability}
            id={`tracker-add-save-${ability}`}
            label={t(`table.ability.${ability}`)}
            messages={messages}
            locale={text.locale}
            value={form.saves[ability]}
            result={tried ? reads.saves[ability] : undefined}
            onInput={(value) => set({ saves: { ...form.saves, [ability]: value } })}
          />
        ))}
      </div>
    </details>
  );
}

/** Resistances, vulnerabilities and immunities under a disclosure: damage types to tick; Condition Immunities. */
function DefenseFields(part: FormPart & { conditions: readonly ConditionText[] }): JSX.Element {
  const { form, set, text } = part;
  const { t, messages } = text;
  const damageTypes = damageTypeOptions(messages, DAMAGE_TYPES, text.locale);
  const summary = (kind: 'resist' | 'vulnerable' | 'immune') => (labels: string[]) =>
    `${t(`tracker.add.${kind}`)}: ${labels.length === 0 ? t('tracker.creature.none') : text.list(labels)}`;
  return (
    <details class="tracker-more">
      <summary>{t('tracker.add.defenses')}</summary>
      <div class="calc-fields">
        {(['resist', 'vulnerable', 'immune'] as const).map((kind) => (
          <MultiSelectField
            key={kind}
            id={`tracker-add-${kind}`}
            label={t(`tracker.add.${kind}`)}
            messages={messages}
            locale={text.locale}
            value={form[kind]}
            options={damageTypes}
            onChange={(value) => set({ [kind]: value })}
            summary={summary(kind)}
          />
        ))}
        {part.conditions.length > 0 ? (
          <MultiSelectField
            id="tracker-add-condition-immune"
            label={t('tracker.add.conditionImmune')}
            messages={messages}
            locale={text.locale}
            value={form.conditionImmune}
            options={part.conditions.map((one) => ({ value: one.id, label: one.name }))}
            onChange={(conditionImmune) => set({ conditionImmune })}
            summary={(labels) =>
              `${t('tracker.add.conditionImmune')}: ${labels.length === 0 ? t('tracker.creature.none') : text.list(labels)}`
            }
          />
        ) : null}
      </div>
    </details>
  );
}

/** Its attacks under a disclosure (kept with the creature and its stat block): name, bonus, damage. */
function AttackFields(part: FormPart): JSX.Element {
  const { form, reads, tried, set, text } = part;
  const { t, messages } = text;
  const named = form.attacks.map((row) => row.name.trim() !== '');
  const setRow = (index: number, row: Partial<AttackRow>) =>
    set({ attacks: form.attacks.map((one, at) => (at === index ? { ...one, ...row } : one)) });
  return (
    <details class="tracker-more">
      <summary>{t('tracker.add.attacks')}</summary>
      <div class="calc-fields">
        {form.attacks.map((row, index) => {
          const number = text.n(index + 1);
          const bonusRead = named[index]
            ? reads.attackBonuses[named.slice(0, index).filter(Boolean).length]
            : undefined;
          return [
            <TextField
              key={`n${index}`}
              id={`tracker-add-attack-${index}-name`}
              label={t('tracker.add.attackName', { number })}
              messages={messages}
              locale={text.locale}
              value={row.name}
              inputMode="text"
              onInput={(name) => setRow(index, { name })}
            />,
            <TextField
              key={`b${index}`}
              id={`tracker-add-attack-${index}-bonus`}
              label={t('tracker.add.attackBonus', { number })}
              messages={messages}
              locale={text.locale}
              value={row.bonus}
              result={tried ? bonusRead : undefined}
              onInput={(bonus) => setRow(index, { bonus })}
            />,
            <TextField
              key={`d${index}`}
              id={`tracker-add-attack-${index}-dice`}
              label={t('tracker.add.attackDamage', { number })}
              messages={messages}
              locale={text.locale}
              value={row.dice}
              inputMode="text"
              onInput={(dice) => setRow(index, { dice })}
            />,
            <SelectField
              key={`t${index}`}
              id={`tracker-add-attack-${index}-type`}
              label={t('tracker.add.attackType', { number })}
              messages={messages}
              value={row.type}
              options={damageTypeOptions(messages, DAMAGE_TYPES, text.locale)}
              onChange={(type) => setRow(index, { type: type as AttackRow['type'] })}
            />,
          ];
        })}
      </div>
    </details>
  );
}

/**
 * My character joins with one tap: its Initiative, AC, hit points and saves come from the core's
 * character sheet. Without a character on this device, a link to build one.
 */
function MyCharacterJoins(props: {
  character: Character | null;
  state: TrackerState;
  text: TrackerText;
  apply: Apply;
}): JSX.Element {
  const { character, state, text } = props;
  const { t } = text;
  if (!character) {
    return (
      <p class="calc-hint tracker-join" data-testid="tracker-join">
        <a href={`/${text.locale}/character/`}>{t('tracker.add.noCharacter')}</a>
      </p>
    );
  }
  const joined = state.creatures.some(
    (one) => one.kind === 'character' && one.name === character.name.trim(),
  );
  return (
    <div class="tracker-buttons tracker-join" data-testid="tracker-join">
      <button
        type="button"
        class="calc-button"
        disabled={joined}
        onClick={() => props.apply((s) => addCreature(s, creatureFromCharacter(character)), 'add')}
      >
        {t(joined ? 'tracker.add.myCharacterJoined' : 'tracker.add.myCharacter', { name: character.name })}
      </button>
    </div>
  );
}
