import type { ComponentChildren, JSX } from 'preact';
import { useWideScreen } from './MoreOptions.tsx';
import type { TrackerText } from './tracker-text.ts';

/**
 * The selected targets of a tool (issue 100 item 4): the numbers the table types for each (its
 * d20, its bonus) always in view, two to a row; each one's odds, reasons and other sources folded
 * under one line on a phone (open on a wider screen), so a round's tool fits the phone's screen.
 */
export function TargetFields(props: {
  text: TrackerText;
  selected: readonly string[];
  testId: string;
  /** The fields typed for one target (shown). */
  typed: (id: string) => ComponentChildren;
  /** One target's odds, reasons, Advantage or Disadvantage, effect dice (folded on a phone). */
  more: (id: string) => ComponentChildren;
}): JSX.Element | null {
  const { text, selected } = props;
  const wide = useWideScreen();
  if (selected.length === 0) return null;
  return (
    <>
      <ul class="tracker-typed" data-testid={props.testId}>
        {selected.map((id) => (
          <li key={id}>{props.typed(id)}</li>
        ))}
      </ul>
      <details class="tracker-targets-fold" open={wide}>
        <summary>{text.t('tracker.targets.fold', { count: text.n(selected.length) })}</summary>
        <ul class="tracker-save-targets">
          {selected.map((id) => (
            <li key={id} data-testid={`${props.testId}-${id}`}>
              {props.more(id)}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
