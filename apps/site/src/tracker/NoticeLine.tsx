import type { JSX } from 'preact';
import type { Notice } from './use-tracker.ts';

/**
 * A message beside the control that caused it: an error is an alert (read out at once), an
 * outcome a status line (read out when the reader is idle).
 */
export function NoticeLine(props: { notice: Notice | null; testId?: string }): JSX.Element | null {
  const { notice } = props;
  if (!notice) return null;
  const error = notice.kind === 'error';
  return (
    <p
      class={error ? 'calc-error tracker-notice' : 'tracker-notice'}
      role={error ? 'alert' : 'status'}
      data-testid={props.testId ?? `tracker-notice-${notice.origin}`}
      data-notice-origin={notice.origin}
    >
      {notice.text}
    </p>
  );
}
