import type { JSX } from 'preact';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { UndoStep } from './use-tracker.ts';

/**
 * Undo of the last actions: one button naming the action it takes back ("Undo: Damage to Goblin
 * 1"), and the list of the others that can follow, newest first. Undoing puts the whole tracker
 * back (hit points, conditions, effects, Concentration, the turn), saves it and sends it to the
 * players' screen as any change does.
 */
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
