import { livingTargets, type TrackerState } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import type { TrackerText } from './tracker-text.ts';

/** What a tool's quick selection needs: whom to select instead, and the last action's targets. */
export interface QuickChoice {
  /** Selects exactly these creatures (the ticks in the list follow). */
  choose: (ids: readonly string[]) => void;
  /** The creatures the last action of a tool was taken on (none yet: empty). */
  last: readonly string[];
}

/**
 * One tap to whom the next action goes (issue 100 item 2): each group of copies, all living
 * monsters, all characters (the core's livingTargets: none dead or defeated), the last targets
 * again. A choice with nobody in it is not offered.
 */
export function QuickSelect(props: {
  state: TrackerState;
  text: TrackerText;
  quick: QuickChoice;
}): JSX.Element | null {
  const { state, text, quick } = props;
  const { t, n } = text;
  const living = livingTargets(state);
  const inTracker = new Set(state.creatures.map((one) => one.id));
  const last = quick.last.filter((id) => inTracker.has(id));
  const choices = [
    ...living.groups.map((group) => ({
      key: `group-${group.id}`,
      label: t('tracker.select.group', { count: n(group.ids.length), name: group.name }),
      ids: group.ids,
    })),
    { key: 'monsters', label: t('tracker.select.monsters'), ids: living.monsters },
    { key: 'characters', label: t('tracker.select.characters'), ids: living.characters },
    { key: 'last', label: t('tracker.select.last'), ids: last },
  ].filter((one) => one.ids.length > 0);
  if (choices.length === 0) return null;
  return (
    <fieldset class="tracker-quick" aria-label={t('tracker.select.title')}>
      {choices.map((one) => (
        <button
          key={one.key}
          type="button"
          class="tracker-quick__choice"
          data-testid={`tracker-quick-${one.key}`}
          onClick={() => quick.choose(one.ids)}
        >
          {one.label}
        </button>
      ))}
    </fieldset>
  );
}
