import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useOverflowCue } from './overflow-cue.ts';
import type { TrackerText } from './tracker-text.ts';

export interface ToolTab {
  id: string;
  /** The tab's short label (one row of tabs on a phone). */
  label: string;
  /** The tool's full name, shown on hover and read after the label. */
  title?: string;
  panel: ComponentChildren;
}

/**
 * The tracker's tools, one shown at a time under one row of tabs (WAI-ARIA tabs: arrow keys move
 * between them); a row wider than the phone scrolls sideways, its hidden side faded (useOverflowCue). A panel is drawn the first time its tab is opened (its code is loaded then: see
 * lazy-panel.tsx) and stays mounted after, so what was typed in one survives a look at another.
 */
export function ToolTabs(props: {
  tabs: readonly ToolTab[];
  text: TrackerText;
  /** The tab shown first (else the first tab). */
  initial?: string;
}): JSX.Element {
  const [active, setShown] = useState(props.initial ?? props.tabs[0]?.id ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  const setActive = (id: string) => {
    setShown(id);
    setOpened((ids) => (ids.has(id) ? ids : new Set([...ids, id])));
  };
  const strip = useOverflowCue<HTMLDivElement>(active);
  const move = (from: number, by: number) => {
    const next = props.tabs[(from + by + props.tabs.length) % props.tabs.length]!;
    setActive(next.id);
    document.getElementById(`tracker-tab-${next.id}`)?.focus();
  };
  return (
    <div class="tracker-tools" data-testid="tracker-tools">
      <div class="tracker-tabs" role="tablist" aria-label={props.text.t('tracker.tools')} ref={strip}>
        {props.tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`tracker-tab-${tab.id}`}
            type="button"
            role="tab"
            class="tracker-tab"
            aria-selected={active === tab.id ? 'true' : 'false'}
            aria-controls={`tracker-tabpanel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            data-testid={`tracker-tab-${tab.id}`}
            {...(tab.title && tab.title !== tab.label ? { title: tab.title } : {})}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              else if (event.key === 'ArrowLeft') move(index, -1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {props.tabs.map((tab) => (
        <div
          key={tab.id}
          id={`tracker-tabpanel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tracker-tab-${tab.id}`}
          hidden={active !== tab.id}
        >
          {opened.has(tab.id) || active === tab.id ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
