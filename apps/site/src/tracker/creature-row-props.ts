import type { TrackerCreature, TrackerState } from '@polyhedral/core/tracker';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Notice, Origin } from './use-tracker.ts';

/** What a creature's row and its details get from the page. */
export interface CreatureRowProps {
  creature: TrackerCreature;
  state: TrackerState;
  conditions: readonly ConditionText[];
  text: TrackerText;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  apply: Apply;
  report: (line: string, origin?: Origin) => void;
  notice: Notice | null;
  /** Keeps this creature as one of the table's stat blocks (its details' button); absent: no button. */
  keepAsBlock?: (creature: TrackerCreature, origin: Origin) => void;
}
