import type { JSX } from 'preact';
import type { useGroupTool } from './group-lines.tsx';
import { SelectionPanel, type SelectionPanelProps } from './SelectionPanel.tsx';

/**
 * The one frame of a group tool (attack, check, save for half): its words, its one action and
 * "repeat on the next group" (useGroupTool), the names it acts on, its receipt; every test ID
 * from the tool's `id` (`tracker-<id>`, `-selected`, `-receipt`). The tool fills in its fields.
 */
export function GroupToolPanel(
  props: SelectionPanelProps & {
    id: 'attack' | 'check' | 'save-half';
    words: 'attack' | 'check' | 'saveHalf';
    introParams?: Record<string, string>;
    tool: ReturnType<typeof useGroupTool>;
    /** The action's label and what it runs (on the selection, or on the next group's IDs). */
    action: string;
    run: (ids?: readonly string[]) => void;
    /** Whether the names it acts on are said above its fields. */
    names?: boolean;
    children: JSX.Element | (JSX.Element | null | false)[];
  },
): JSX.Element {
  const { id, tool, action, run, names, children, ...panel } = props;
  return (
    <SelectionPanel
      {...panel}
      testId={`tracker-${id}`}
      actions={tool.actions(action, run)}
      {...(names ? { namesTestId: `tracker-${id}-selected` } : {})}
      receipt={{ lines: tool.lines, testId: `tracker-${id}-receipt` }}
    >
      {children}
    </SelectionPanel>
  );
}
