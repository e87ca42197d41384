import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { TrackerText } from './tracker-text.ts';

/** Wider than a phone held upright: what a phone folds starts unfolded. */
const WIDE = '(min-width: 50rem)';

/** Whether the screen was wider than a phone held upright when the part was first drawn. */
export function useWideScreen(): boolean {
  const [wide] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE).matches);
  return wide;
}

/**
 * A tool's rarer fields under one "More options" line (issue 100 item 4, decision 521): folded on a
 * phone so a round's usual action needs no scroll in the tools' sheet, open on a wider screen. The
 * fields stay drawn while folded (a native disclosure only hides them), so what was typed is kept;
 * `invalid` opens it, so a refused field's error is never hidden.
 */
export function MoreOptions(props: {
  text: TrackerText;
  testId: string;
  invalid?: boolean;
  children: ComponentChildren;
}): JSX.Element {
  const wide = useWideScreen();
  return (
    <details class="tracker-options" open={wide || props.invalid === true} data-testid={props.testId}>
      <summary>{props.text.t('tracker.moreOptions')}</summary>
      {props.children}
    </details>
  );
}
