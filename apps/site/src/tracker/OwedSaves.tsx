import { owingConcentration } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { ConcentrationOwed } from './ConcentrationOwed.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';

/**
 * Every Concentration save owed, in one place that stays in view at the bottom of the screen
 * (sticky) until each is rolled, recorded or dismissed: the game master's eyes are on the tool
 * they just used, not on the caster's row two screens above. The outcome of a settled save shows
 * in the caster's row (its notice), as before.
 */
export function OwedSaves(props: { tracker: Tracker; text: TrackerText }): JSX.Element | null {
  const { tracker, text } = props;
  const owing = owingConcentration(tracker.state);
  if (owing.length === 0) return null;
  return (
    <section
      class="tracker-owed"
      aria-label={text.t('tracker.concentration.owedTitle')}
      data-testid="tracker-owed"
    >
      {owing.map((creature) => (
        <ConcentrationOwed
          key={creature.id}
          creature={creature}
          text={text}
          apply={tracker.apply}
          report={tracker.report}
        />
      ))}
    </section>
  );
}
