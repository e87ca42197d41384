import { owingConcentration } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { ConcentrationOwed } from './ConcentrationOwed.tsx';
import { NoticeLine } from './NoticeLine.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';

/**
 * Every Concentration save owed, in the page's flow right under the tool whose damage caused it
 * (never a box over the rows or the buttons: a tap lands where the finger is). The outcome of a
 * settled save shows in the same place (origin `owed`), so it stays in view where the prompt was.
 */
export function OwedSaves(props: { tracker: Tracker; text: TrackerText }): JSX.Element | null {
  const { tracker, text } = props;
  const owing = owingConcentration(tracker.state);
  const settled = tracker.noticeFor('owed');
  // A save newly owed is brought into view where it sits (the least scroll that shows it).
  const section = useRef<HTMLElement>(null);
  const count = owing.length;
  const seen = useRef(count);
  useEffect(() => {
    if (count > seen.current) section.current?.scrollIntoView({ block: 'nearest' });
    seen.current = count;
  }, [count]);
  if (owing.length === 0)
    return settled ? <NoticeLine notice={settled} testId="tracker-owed-settled" /> : null;
  return (
    <section
      ref={section}
      class="tracker-owed"
      aria-label={text.t('tracker.concentration.owedTitle')}
      data-testid="tracker-owed"
    >
      <NoticeLine notice={settled} testId="tracker-owed-settled" />
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
