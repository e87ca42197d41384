import { DAMAGE_TYPES } from '@polyhedral/core';
import type { Character } from '@polyhedral/core/character';
import { ABILITIES, type Ability } from '@polyhedral/core/tables';
import {
  addCreature,
  addCreatures,
  addCreaturesWithHitDice,
  creatureFromCharacter,
  TRACKER_LIMITS,
  type TrackerState,
  visibleLength,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { damageTypeOptions } from '../calculators/damage-steps/damage-type-options.ts';
import { CheckboxField, SelectField, TextField } from '../calculators/shared/fields.tsx';
import { MultiSelectField } from '../calculators/shared/MultiSelectField.tsx';
import { useMyCharacter } from '../calculators/shared/my-character.ts';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import { NoticeLine } from './NoticeLine.tsx';
import { hitPointRollsLine } from './receipt-lines.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Notice, Origin } from './use-tracker.ts';

interface Form {
  name: string;
  /** How many copies ("4 × Goblin"). */
  count: string;
  sharedInitiative: boolean;
  kind: 'character' | 'monster';
  initiativeBonus: string;
  ac: string;
  /** A whole number, or dice (`2d6`, `2d6+2`) rolled for each copy. */
  maxHp: string;
  /** With dice: the hit points the table rolled, one per copy in order (blank: rolled here). */
  hpRolled: string;
  /** Speed in feet (blank: not given). */
  speed: string;
  saves: Record<Ability, string>;
  resist: string;
  vulnerable: string;
  immune: string;
}

const EMPTY_SAVES = Object.fromEntries(ABILITIES.map((a) => [a, ''])) as Record<Ability, string>;
const EMPTY: Form = {
  name: '',
  count: '1',
  sharedInitiative: true,
  kind: 'monster',
  initiativeBonus: '0',
  ac: '10',
  maxHp: '',
  hpRolled: '',
  speed: '',
  saves: EMPTY_SAVES,
  resist: '',
  vulnerable: '',
  immune: '',
};

const listOf = (value: string) => value.split(',').filter(Boolean) as (typeof DAMAGE_TYPES)[number][];

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
}): JSX.Element {
  const { text } = props;
  const { t, messages } = text;
  const character = useMyCharacter();
  const [form, setForm] = useState<Form>(EMPTY);
  const [tried, setTried] = useState(false);
  const set = (next: Partial<Form>) => setForm({ ...form, ...next });
  const L = TRACKER_LIMITS;
  // Hit points with a die in them are dice, rolled per copy by the core (which reads the notation).
  const hpDice = /d/i.test(form.maxHp);
  const fields = {
    initiativeBonus: parseIntegerField(form.initiativeBonus, L.initiativeBonus.min, L.initiativeBonus.max),
    ac: parseIntegerField(form.ac, L.ac.min, L.ac.max),
    maxHp: hpDice ? ({ ok: true, value: 0 } as const) : parseIntegerField(form.maxHp, L.hp.min, L.hp.max),
    count: parseIntegerField(form.count, 1, Math.max(1, L.creatures - props.state.creatures.length)),
  };
  const speedRead = form.speed.trim() === '' ? null : parseIntegerField(form.speed, L.speed.min, L.speed.max);
  // The hit points typed per copy, in order, separated by spaces or commas.
  const hpRolledReads = hpDice
    ? form.hpRolled
        .split(/[\s,、，]+/u)
        .filter(Boolean)
        .map((one) => parseIntegerField(one, L.hp.min, L.hp.max))
    : [];
  const saves = Object.fromEntries(
    ABILITIES.filter((a) => form.saves[a].trim() !== '').map((a) => [
      a,
      parseIntegerField(form.saves[a], L.save.min, L.save.max),
    ]),
  ) as Partial<Record<Ability, FieldResult<number>>>;
  const nameOk = form.name.trim() !== '' && visibleLength(form.name.trim()) <= L.nameLength;
  const shown = <T,>(result: FieldResult<T>) => (tried ? result : undefined);
  const damageTypes = damageTypeOptions(messages, DAMAGE_TYPES);
  /** A typed whole number of the form, with its error once the form was sent. */
  const integerField = (field: 'initiativeBonus' | 'ac' | 'count', id: string, label: string) => (
    <TextField
      id={id}
      label={label}
      messages={messages}
      value={form[field]}
      result={shown(fields[field])}
      onInput={(value) => set({ [field]: value })}
    />
  );
  const summary = (kind: 'resist' | 'vulnerable' | 'immune') => (labels: string[]) =>
    `${t(`tracker.add.${kind}`)}: ${labels.length === 0 ? t('tracker.creature.none') : text.list(labels)}`;

  const submit = (event: Event) => {
    event.preventDefault();
    setTried(true);
    const results = [
      ...Object.values(fields),
      ...Object.values(saves),
      ...(speedRead ? [speedRead] : []),
      ...hpRolledReads,
    ];
    if (!nameOk || results.some((result) => !result?.ok)) return;
    const value = (result: FieldResult<number>) => (result.ok ? result.value : 0);
    const input = {
      name: form.name,
      kind: form.kind,
      initiativeBonus: value(fields.initiativeBonus),
      ac: value(fields.ac),
      ...(speedRead ? { speed: value(speedRead) } : {}),
      saves: Object.fromEntries(Object.entries(saves).map(([a, r]) => [a, value(r!)])),
      resist: listOf(form.resist),
      vulnerable: listOf(form.vulnerable),
      immune: listOf(form.immune),
    };
    const options = { count: value(fields.count), sharedInitiative: form.sharedInitiative };
    const added = props.apply(
      (state) => {
        if (!hpDice) return addCreatures(state, { ...input, maxHp: value(fields.maxHp) }, options);
        const done = addCreaturesWithHitDice(
          state,
          input,
          options,
          { dice: form.maxHp.trim(), typed: hpRolledReads.map(value) },
          cryptoRandom,
        );
        props.report(hitPointRollsLine(text, done.state, done.rolls), 'add');
        return done.state;
      },
      'add',
      t('tracker.undo.action.add', { name: form.name.trim(), count: text.n(value(fields.count)) }),
    );
    // Refused (the tracker is full): what was typed stays, and the reason shows by the button.
    if (!added) return;
    setForm({ ...EMPTY, kind: form.kind });
    setTried(false);
    // The form may be drawn again in another place (the first creature opens the tool tabs):
    // keyboard focus goes back to its first field, never to the page's body.
    setTimeout(() => document.getElementById('tracker-add-name')?.focus(), 0);
  };

  return (
    <form class="tracker-add" onSubmit={submit} data-testid="tracker-add" aria-label={t('tracker.add.title')}>
      <MyCharacterJoins character={character} state={props.state} text={text} apply={props.apply} />
      <div class="calc-fields">
        <TextField
          id="tracker-add-name"
          label={t('tracker.add.name')}
          messages={messages}
          value={form.name}
          inputMode="text"
          onInput={(name) => set({ name })}
          result={
            tried && !nameOk
              ? { ok: false, code: 'tracker.add.nameRequired', params: { max: L.nameLength } }
              : undefined
          }
        />
        {integerField('count', 'tracker-add-count', t('tracker.add.count'))}
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
        {integerField('initiativeBonus', 'tracker-add-init', t('tracker.add.initiativeBonus'))}
        {integerField('ac', 'tracker-add-ac', t('tracker.add.ac'))}
        <TextField
          id="tracker-add-hp"
          label={t('tracker.add.maxHpDice')}
          messages={messages}
          value={form.maxHp}
          inputMode="text"
          result={shown(fields.maxHp)}
          onInput={(maxHp) => set({ maxHp })}
        />
        {hpDice ? (
          <TextField
            id="tracker-add-hp-rolled"
            label={t('tracker.add.hpRolled')}
            messages={messages}
            value={form.hpRolled}
            inputMode="text"
            result={tried ? hpRolledReads.find((one) => !one.ok) : undefined}
            onInput={(hpRolled) => set({ hpRolled })}
          />
        ) : null}
        <TextField
          id="tracker-add-speed"
          label={t('tracker.add.speed')}
          messages={messages}
          value={form.speed}
          result={speedRead ? shown(speedRead) : undefined}
          onInput={(speed) => set({ speed })}
        />
      </div>
      <details class="tracker-more">
        <summary>{t('tracker.add.saves')}</summary>
        <div class="calc-fields">
          {ABILITIES.map((ability) => (
            <TextField
              key={ability}
              id={`tracker-add-save-${ability}`}
              label={t(`table.ability.${ability}`)}
              messages={messages}
              value={form.saves[ability]}
              result={saves[ability] && shown(saves[ability])}
              onInput={(value) => set({ saves: { ...form.saves, [ability]: value } })}
            />
          ))}
        </div>
      </details>
      <details class="tracker-more">
        <summary>{t('tracker.add.defenses')}</summary>
        <div class="calc-fields">
          {(['resist', 'vulnerable', 'immune'] as const).map((kind) => (
            <MultiSelectField
              key={kind}
              id={`tracker-add-${kind}`}
              label={t(`tracker.add.${kind}`)}
              messages={messages}
              value={form[kind]}
              options={damageTypes}
              onChange={(value) => set({ [kind]: value })}
              summary={summary(kind)}
            />
          ))}
        </div>
      </details>
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
