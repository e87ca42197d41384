import type { Character } from '@polyhedral/core/character';
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
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { CheckboxField } from '../calculators/shared/fields.tsx';
import { useMyCharacter } from '../calculators/shared/my-character.ts';
import { AddAttackFields } from './AddAttackFields.tsx';
import {
  ADD_FIELD_IDS,
  AddCreatureFields,
  AddDefenseFields,
  type AddFormPart,
  AddRareFields,
  AddSaveFields,
} from './AddCreatureFields.tsx';
import {
  type AddForm,
  type AddFormReads,
  addFormCreature,
  addFormReads,
  addFormStatBlock,
  EMPTY_ADD_FORM,
  readAddForm,
  readValue,
  withFixedSlot,
} from './add-creature-reads.ts';
import type { ConditionText } from './condition-text.ts';
import { MoreOptions } from './MoreOptions.tsx';
import { useTypedFaces } from './missing-glyphs.ts';
import { NoticeLine } from './NoticeLine.tsx';
import { hitPointRollsLine } from './receipt-lines.ts';
import type { StatBlocks } from './StatBlockList.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Notice, Origin } from './use-tracker.ts';

/** Adds a creature or numbered copies; a refusal (the tracker is full) keeps what was typed. */
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
  const part: AddFormPart = { form, reads, tried, set: (next) => setForm({ ...form, ...next }), text };
  // A typed name's characters the page's fonts lack are drawn from the whole font (typed-faces.ts).
  useTypedFaces(form.name, () => document.getElementById(ADD_FIELD_IDS.name));

  const submit = (event: Event) => {
    event.preventDefault();
    setTried(true);
    if (!addFormReads(reads)) return;
    const input = addFormCreature(form, reads);
    const options = { count: readValue(reads.count), sharedInitiative: form.sharedInitiative };
    let rolled: string | undefined;
    const added = props.apply(
      (state) => {
        // Kept as a stat block first: a refusal (an attack's dice the core cannot read) adds nothing.
        if (form.keep && props.blocks) props.blocks.save(addFormStatBlock(form, reads));
        if (!reads.hpDice)
          return withFixedSlot(
            state,
            addCreatures(state, { ...input, maxHp: readValue(reads.maxHp) }, options),
            reads,
          );
        const done = addCreaturesWithHitDice(
          state,
          input,
          options,
          { dice: form.maxHp.trim(), typed: reads.hpRolled.map(readValue) },
          cryptoRandom,
        );
        rolled = hitPointRollsLine(text, done.state, done.rolls);
        return withFixedSlot(state, done.state, reads);
      },
      'add',
      t('tracker.undo.action.add', { name: form.name.trim(), count: text.n(readValue(reads.count)) }),
    );
    // Refused (the tracker is full): what was typed stays, and the reason shows by the button.
    if (!added) return;
    const kept =
      form.keep && props.blocks ? t('tracker.blocks.saved', { name: form.name.trim() }) : undefined;
    // The hit points rolled and the stat block kept, both in one notice (never one in the other's place).
    const line = rolled && kept ? t('tracker.add.rolledAndKept', { rolls: rolled, kept }) : (rolled ?? kept);
    if (line) props.report(line, 'add');
    setForm({ ...EMPTY_ADD_FORM, kind: form.kind });
    setTried(false);
    // The form may be drawn again in another place (the first creature opens the tool tabs):
    // keyboard focus goes back to its first field, never to the page's body.
    setTimeout(() => document.getElementById(ADD_FIELD_IDS.name)?.focus(), 0);
  };

  return (
    <form class="tracker-add" onSubmit={submit} data-testid="tracker-add" aria-label={t('tracker.add.title')}>
      {/* My character joins in one tap at the top; without one, the link to build it after the fields. */}
      {character ? (
        <MyCharacterJoins character={character} state={props.state} text={text} apply={props.apply} />
      ) : null}
      <AddCreatureFields {...part} />
      {/* The rarer fields (decision 521): folded on a phone, open on a wider screen or when one is refused. */}
      <MoreOptions text={text} testId="tracker-add-options" invalid={tried && !rareFieldsRead(reads)}>
        <AddRareFields {...part} />
        <AddSaveFields {...part} />
        <AddDefenseFields {...part} conditions={props.conditions ?? []} />
        <AddAttackFields {...part} />
        {props.blocks ? (
          <CheckboxField
            id="tracker-add-keep"
            label={t('tracker.add.keep')}
            checked={form.keep}
            onChange={(keep) => part.set({ keep })}
          />
        ) : null}
      </MoreOptions>
      {character ? null : (
        <MyCharacterJoins character={null} state={props.state} text={text} apply={props.apply} />
      )}
      <div class="tracker-buttons">
        <button type="submit" class="calc-button calc-button--primary">
          {t('tracker.add.submit')}
        </button>
      </div>
      <NoticeLine notice={props.notice} />
    </form>
  );
}

/** Whether the folded fields all read (the saves, the speed, a fixed slot, the attacks' bonuses). */
function rareFieldsRead(reads: AddFormReads): boolean {
  const results = [
    ...Object.values(reads.saves),
    ...(reads.speed ? [reads.speed] : []),
    ...(reads.fixedInitiative ? [reads.fixedInitiative] : []),
    ...reads.attackBonuses,
  ];
  return results.every((result) => result?.ok);
}

/** My character joins with one tap, from the core's character sheet; without one, a link to build it. */
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
      <CalcButton
        label={t(joined ? 'tracker.add.myCharacterJoined' : 'tracker.add.myCharacter', {
          name: character.name,
        })}
        disabled={joined}
        onClick={() => props.apply((s) => addCreature(s, creatureFromCharacter(character)), 'add')}
      />
    </div>
  );
}
