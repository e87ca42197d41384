import {
  endCombat,
  nextTurn,
  owingConcentration,
  previousTurn,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { UndoStep } from './use-tracker.ts';

export function TurnBar(props: {
  state: TrackerState;
  text: TrackerText;
  apply: (change: (state: TrackerState) => TrackerState, origin?: 'top', label?: string) => unknown;
  expired: string | null;
}): JSX.Element {
  const { state, text, apply } = props;
  const { t } = text;
  const current = state.creatures.find((one) => one.id === state.currentId);
  const started = state.round > 0 && current !== undefined;
  // "Next turn" with a Concentration save still owed asks first (the save is easy to leave behind).
  const [asking, setAsking] = useState(false);
  const owing = owingConcentration(state);
  const next = () => {
    setAsking(false);
    apply(nextTurn, 'top', t('tracker.undo.action.nextTurn'));
  };
  return (
    <div class="tracker-turn" data-testid="tracker-turn">
      {/* One live region: a screen reader hears the new turn and what it ended, together. */}
      <div aria-live="polite" aria-atomic="true" data-testid="tracker-turn-live">
        <p class="tracker-turn__status">
          {started
            ? t('tracker.turn.status', { round: text.n(state.round), name: current.name })
            : t('tracker.turn.notStarted')}
        </p>
        {props.expired ? (
          <p class="calc-hint" data-testid="tracker-expired">
            {props.expired}
          </p>
        ) : null}
      </div>
      <div class="tracker-buttons">
        {started ? (
          <>
            <CalcButton
              label={t('tracker.turn.previous')}
              disabled={state.history.length === 0}
              onClick={() => apply(previousTurn, 'top', t('tracker.undo.action.previousTurn'))}
            />
            <CalcButton
              label={t('tracker.turn.next')}
              testId="tracker-next-turn"
              primary
              onClick={() => (owing.length > 0 ? setAsking(true) : next())}
            />
            <CalcButton
              label={t('tracker.turn.end')}
              onClick={() => apply(endCombat, 'top', t('tracker.undo.action.endCombat'))}
            />
          </>
        ) : (
          <CalcButton
            label={t('tracker.turn.start')}
            disabled={state.creatures.length === 0}
            primary
            onClick={() => apply(nextTurn, 'top', t('tracker.undo.action.startCombat'))}
          />
        )}
      </div>
      {asking && owing.length > 0 ? (
        <div class="tracker-ask" role="alertdialog" aria-live="assertive" data-testid="tracker-next-ask">
          <p>{t('tracker.turn.owedFirst', { names: text.list(owing.map((one) => one.name)) })}</p>
          <div class="tracker-buttons">
            <CalcButton label={t('tracker.turn.stay')} onClick={() => setAsking(false)} />
            <CalcButton label={t('tracker.turn.nextAnyway')} testId="tracker-next-anyway" onClick={next} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Undo of the last actions: one button naming the action it takes back, and the others, newest first. */
export function UndoBar(props: {
  steps: readonly UndoStep[];
  text: TrackerText;
  onUndo: () => void;
}): JSX.Element | null {
  const { steps, text } = props;
  const { t, n } = text;
  const last = steps[0];
  if (!last) return null;
  return (
    <div class="tracker-undo" data-testid="tracker-undo">
      <CalcButton
        label={t('tracker.undo.button', { action: last.label })}
        testId="tracker-undo-button"
        onClick={props.onUndo}
      />
      {steps.length > 1 ? (
        <details class="tracker-undo__list">
          <summary>{t('tracker.undo.list', { count: n(steps.length) })}</summary>
          <ol data-testid="tracker-undo-list">
            {steps.map((step, index) => (
              <li key={index}>{step.label}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

/** The conditions that the last turn change ended, as one line (null when it ended none). */
export function expiredLine(
  text: TrackerText,
  conditionNames: Readonly<Record<string, string>>,
  before: TrackerState,
  next: TrackerState,
): string | null {
  const change = next.history.at(-1);
  if (!change || next.history.length <= before.history.length || change.expired.length === 0) return null;
  const items = change.expired.map((one) => {
    const creature = next.creatures.find((c) => c.id === one.creatureId);
    return `${creature?.name ?? one.creatureId}: ${conditionNames[one.condition.condition] ?? one.condition.condition}`;
  });
  return text.t('tracker.turn.expired', { list: text.list(items) });
}
