import type { TrackerState } from '@polyhedral/core/tracker';
import { namesOf } from './receipt-lines.ts';
import type { PanelAction } from './SelectionPanel.tsx';
import type { TrackerText } from './tracker-text.ts';

/** The tab's "repeat on the next group" button, when there is a next group (none: no button). */
export function repeatAction(
  text: TrackerText,
  state: TrackerState,
  next: readonly string[],
  run: (ids: readonly string[]) => void,
): PanelAction[] {
  if (next.length === 0) return [];
  return [
    {
      label: text.t('tracker.group.repeat', { names: namesOf(text, state, next) }),
      onClick: () => run(next),
      ownTargets: true,
    },
  ];
}
