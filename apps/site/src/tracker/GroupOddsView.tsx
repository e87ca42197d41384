import type { GroupOdds } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { type GroupKind, groupOddsLines } from './group-lines.ts';
import type { TrackerText } from './tracker-text.ts';

/**
 * The selected creatures' roll as a group before it is made (two or more selected): the core's
 * exact group odds in words, under a heading that says how many. Nothing while the fields do not read.
 */
export function GroupOddsView(props: {
  odds: GroupOdds | null;
  kind: GroupKind;
  text: TrackerText;
  testId: string;
}): JSX.Element | null {
  const { odds, text } = props;
  if (!odds || odds.members.length < 2) return null;
  return (
    <section class="tracker-group" data-testid={props.testId} aria-live="polite">
      <h3>{text.t('tracker.group.title', { count: text.n(odds.members.length) })}</h3>
      {groupOddsLines(text, odds, props.kind).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
