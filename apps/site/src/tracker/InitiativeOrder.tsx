import {
  addRoundNote,
  initiativeTies,
  linesInOrder,
  lineTotal,
  removeRoundNote,
  roundStartNews,
  statBlockOfCreature,
  type TrackerCreature,
  type TrackerState,
  tieDecider,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { errorResultOf } from '../calculators/shared/error-result.ts';
import { CreatureRow } from './CreatureRow.tsx';
import type { ConditionText } from './condition-text.ts';
import { NamedAction } from './NamedAction.tsx';
import { initiativeLine } from './receipt-lines.ts';
import type { StatBlocks } from './StatBlockList.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Origin, Tracker } from './use-tracker.ts';
import { XButton } from './XButton.tsx';

export function InitiativeOrder(props: {
  tracker: Tracker;
  text: TrackerText;
  conditions: readonly ConditionText[];
  /** Hides the last Initiative rolls (they need not stay above the list all fight). */
  onClearRolls?: () => void;
  /** Rolls Initiative for these creatures, or for all. */
  onRoll: (ids?: string[]) => void;
  selected: readonly string[];
  onSelect: (id: string, on: boolean) => void;
  /** The table's stat blocks, where a creature's details keep it (statBlockOfCreature). */
  blocks?: StatBlocks;
}): JSX.Element {
  const { tracker, text } = props;
  const { state, ready, apply } = tracker;
  const { t } = text;
  const missing = state.creatures.filter((one) => one.initiative === null).map((one) => one.id);
  const empty = state.creatures.length === 0;
  const { blocks } = props;
  // A creature already in the fight kept as a stat block (the same list and checks as the add form's).
  const keepAsBlock = blocks
    ? (creature: TrackerCreature, origin: Origin) => {
        try {
          const block = statBlockOfCreature(creature);
          blocks.save(block);
          tracker.report(t('tracker.blocks.saved', { name: block.name }), origin);
        } catch (error) {
          tracker.fail(errorResultOf(error), origin);
        }
      }
    : undefined;
  return (
    <section aria-labelledby="tracker-order" class="tracker-order">
      <div class="tracker-order__head">
        <h2 id="tracker-order">{t('tracker.initiative.label')}</h2>
        <div class="tracker-buttons">
          <CalcButton
            label={t('tracker.initiative.rollAll')}
            disabled={empty}
            onClick={() => props.onRoll()}
          />
          {missing.length > 0 && missing.length < state.creatures.length ? (
            <CalcButton label={t('tracker.initiative.rollMissing')} onClick={() => props.onRoll(missing)} />
          ) : null}
        </div>
      </div>
      <RoundStartLine state={state} text={text} />
      <OrderNotes state={state} text={text} onClear={props.onClearRolls} />
      {empty ? (
        <p class="calc-hint">{ready ? t('tracker.add.empty') : t('tracker.loading')}</p>
      ) : (
        <ol class="tracker-creatures" data-testid="tracker-creatures">
          {state.creatures.map((creature) => (
            <CreatureRow
              key={creature.id}
              creature={creature}
              state={state}
              conditions={props.conditions}
              text={text}
              selected={props.selected.includes(creature.id)}
              onSelect={(on) => props.onSelect(creature.id, on)}
              apply={apply}
              report={tracker.report}
              notice={tracker.noticeFor(`creature-${creature.id}`)}
              keepAsBlock={keepAsBlock}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The round from which the Initiative lines and tie notes fold into one line (the order is settled). */
const FOLD_FROM_ROUND = 2;

/**
 * Why the order is what it is: the Initiative lines and who decides each tie. In round 1 they
 * stand above the list; from round 2 they fold into one closed line that opens them (on a phone
 * they would push the list and the tools a screen down for the rest of the fight).
 */
function OrderNotes(props: {
  state: TrackerState;
  text: TrackerText;
  onClear?: () => void;
}): JSX.Element | null {
  const { state, text } = props;
  const { t } = text;
  // The Initiative lines still true, in the order of the list (never another count than the list's).
  const shown = linesInOrder(state).filter(
    (r) => state.creatures.find((one) => one.id === r.creatureId)?.initiative === lineTotal(r),
  );
  const ties = initiativeTies(state);
  if (shown.length === 0 && ties.length === 0) return null;
  const notes = (
    <>
      {/* The Initiative lines kept while true (a roll, or a count typed since), and their hide button. */}
      {shown.length > 0 ? (
        <div class="tracker-rolls">
          <ul class="calc-hint" data-testid="tracker-rolls">
            {shown.map((r) => (
              <li key={r.creatureId} data-creature={r.creatureId}>
                {initiativeLine(text, state, r)}
              </li>
            ))}
          </ul>
          {props.onClear ? (
            <XButton label={t('tracker.initiative.hideRolls')} onClick={props.onClear} />
          ) : null}
        </div>
      ) : null}
      {ties.map((group) => (
        <p class="tracker-tie-note" key={group.map((one) => one.id).join()}>
          {t(tieDecider(group) === 'players' ? 'tracker.ties.players' : 'tracker.ties.gm', {
            initiative: text.n(group[0]!.initiative ?? 0),
            names: text.list(group.map((one) => one.name)),
          })}
        </p>
      ))}
    </>
  );
  if (state.round < FOLD_FROM_ROUND) return notes;
  return (
    <details class="tracker-rolls-fold" data-testid="tracker-rolls-fold">
      <summary>
        {t('tracker.initiative.fold', { lines: text.n(shown.length), ties: text.n(ties.length) })}
      </summary>
      {notes}
    </details>
  );
}

/** At a round's start (from round 2): the round notes and the uses that came back (nextTurn), in one line. */
export function RoundStartLine(props: { state: TrackerState; text: TrackerText }): JSX.Element | null {
  const { state, text } = props;
  const { t, n } = text;
  const news = roundStartNews(state);
  if (!news) return null;
  const { notes } = news;
  const back = news.uses.map((use) =>
    t('tracker.uses.ownerLine', { owner: use.owner, name: use.name, max: n(use.max) }),
  );
  if (notes.length === 0 && back.length === 0) return null;
  return (
    <p class="calc-notice tracker-round-start" data-testid="tracker-round-start" role="status">
      {t('tracker.roundNotes.start', { round: n(news.round), notes: text.list([...notes, ...back]) })}
    </p>
  );
}

export function RoundNotesField(props: {
  state: TrackerState;
  text: TrackerText;
  apply: Apply;
}): JSX.Element {
  const { state, text, apply } = props;
  const { t } = text;
  const [note, setNote] = useState('');
  return (
    <fieldset class="tracker-phone" data-testid="tracker-round-notes">
      <legend>{t('tracker.roundNotes.title')}</legend>
      <ul class="tracker-fights__list">
        {(state.roundNotes ?? []).map((one) => (
          <li key={one.id}>
            <span>{one.text}</span>
            <XButton
              label={t('tracker.roundNotes.remove', { note: one.text })}
              onClick={() => apply((s) => removeRoundNote(s, one.id))}
            />
          </li>
        ))}
      </ul>
      <NamedAction
        id="tracker-round-note"
        label={t('tracker.roundNotes.note')}
        text={text}
        value={note}
        onInput={setNote}
        action={{
          label: t('tracker.roundNotes.add'),
          testId: 'tracker-round-note-add',
          onClick: () => {
            if (apply((s) => addRoundNote(s, note))) setNote('');
          },
        }}
      />
    </fieldset>
  );
}
