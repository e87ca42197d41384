import { addRoundNote, removeRoundNote, roundStartNews, type TrackerState } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { TextField } from '../calculators/shared/fields.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Apply } from './use-tracker.ts';
import { XButton } from './XButton.tsx';

/**
 * As a round begins (its first turn, from round 2), the table's round notes and the uses that
 * came back in full (nextTurn gave them back), in one line above the order.
 */
export function RoundStartLine(props: { state: TrackerState; text: TrackerText }): JSX.Element | null {
  const { state, text } = props;
  const { t, n } = text;
  // What the round start told, and which uses come back then: the core's (roundStartNews).
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

/** The round notes (More tab): each with its remove button, and a field to add one. */
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
      <TextField
        id="tracker-round-note"
        label={t('tracker.roundNotes.note')}
        wording={text}
        value={note}
        onInput={setNote}
      />
      <CalcButton
        label={t('tracker.roundNotes.add')}
        testId="tracker-round-note-add"
        onClick={() => {
          if (apply((s) => addRoundNote(s, note))) setNote('');
        }}
      />
    </fieldset>
  );
}
