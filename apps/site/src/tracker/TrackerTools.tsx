import type { ComponentChildren, ComponentType, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { HitPointsPanel } from './HitPointsPanel.tsx';
import type { QuickChoice } from './QuickSelect.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Tracker } from './use-tracker.ts';

// The tools other than hit points (the first tab in a fight) load their code when first opened.
const AttackPanel = lazyPanel('attack', () => import('./AttackPanel.tsx').then((m) => m.AttackPanel));
const CheckPanel = lazyPanel('check', () => import('./CheckPanel.tsx').then((m) => m.CheckPanel));
const SaveHalfPanel = lazyPanel('save-half', () =>
  import('./SaveHalfPanel.tsx').then((m) => m.SaveHalfPanel),
);
const EffectsPanel = lazyPanel('effects', () => import('./EffectsPanel.tsx').then((m) => m.EffectsPanel));
const MorePanel = lazyPanel('more', () => import('./MorePanel.tsx').then((m) => m.MorePanel));

/** The tools that act on the selected creatures, in tab order (each keeps its own notice). */
const SELECTION_TOOLS = [
  { id: 'hp', words: 'hp', Panel: HitPointsPanel },
  { id: 'attack', words: 'attack', Panel: AttackPanel },
  { id: 'check', words: 'check', Panel: CheckPanel },
  { id: 'save-half', words: 'saveHalf', Panel: SaveHalfPanel },
  { id: 'effects', words: 'effects', Panel: EffectsPanel },
] as const;

/** The tools under tabs once there is a creature: the add form first before combat, hit points after. */
export function TrackerTools(props: {
  tracker: Tracker;
  text: TrackerText;
  selected: readonly string[];
  /** Apply for the tools that act on the selection: it clears the selection once done. */
  applyToSelected: Apply;
  /** One tap to whom the next action goes (a group, all living monsters, the last targets). */
  quick: QuickChoice;
  addForm: JSX.Element;
  importButton: JSX.Element;
  /** Phone mode's settings (text size, taps, the screen kept awake), shown with the other settings. */
  phoneFields: JSX.Element;
  /** What stays under the open tool (the owed Concentration saves): in the phone's sheet with it. */
  after?: JSX.Element;
}): JSX.Element {
  const { tracker, text } = props;
  const { state } = tracker;
  const { t } = text;
  const added = useAddedInFight(state.creatures.length, state.round > 0);
  return (
    <ToolTabs
      text={text}
      initial={state.round === 0 ? 'add' : 'hp'}
      leave={{ from: 'add', to: 'hp', key: added }}
      after={props.after}
      tabs={[
        ...SELECTION_TOOLS.map(({ id, words, Panel }) => ({
          id,
          label: t(`tracker.tabs.${words}`),
          title: t(`tracker.${words}.title`),
          panel: (
            <Panel
              state={state}
              selected={props.selected}
              text={text}
              apply={props.applyToSelected}
              notice={tracker.noticeFor(id)}
              quick={props.quick}
            />
          ),
        })),
        { id: 'add', label: t('tracker.tabs.add'), title: t('tracker.add.title'), panel: props.addForm },
        {
          id: 'more',
          label: t('tracker.tabs.more'),
          title: t('tracker.more.title'),
          panel: (
            <MorePanel
              tracker={tracker}
              text={text}
              importButton={props.importButton}
              phoneFields={props.phoneFields}
            />
          ),
        },
      ]}
    />
  );
}

/** How many times a creature joined during a fight (the add tab then gives way to hit points). */
function useAddedInFight(count: number, inFight: boolean): number {
  const before = useRef(count);
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (count > before.current && inFight) setAdded((times) => times + 1);
    before.current = count;
  }, [count]);
  return added;
}

/*
 * A tool's panel whose code is fetched when its tab is first opened (issue 73 item 7: the tracker
 * loads what a tab needs when it is opened), then kept: the module is imported once per page.
 */

const loaded = new Map<string, ComponentType<never>>();

function lazyPanel<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
): (props: P & { text: TrackerText }) => JSX.Element {
  return function LazyPanel(props) {
    const [Panel, setPanel] = useState<ComponentType<P> | undefined>(
      () => loaded.get(key) as ComponentType<P> | undefined,
    );
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Panel) return;
      load().then(
        (component) => {
          loaded.set(key, component as ComponentType<never>);
          setPanel(() => component);
        },
        () => setFailed(true),
      );
    }, []);
    if (Panel) return <Panel {...props} />;
    return (
      <p class={failed ? 'calc-notice' : 'calc-hint'} role={failed ? 'alert' : undefined}>
        {props.text.t(failed ? 'tracker.panel.loadFailed' : 'tracker.panel.loading')}
      </p>
    );
  };
}

export interface ToolTab {
  id: string;
  /** The tab's short label (one row of tabs on a phone). */
  label: string;
  /** The tool's full name, shown on hover and read after the label. */
  title?: string;
  panel: ComponentChildren;
}

/** The tools under one row of WAI-ARIA tabs; a panel once drawn stays mounted: what was typed survives. */
export function ToolTabs(props: {
  tabs: readonly ToolTab[];
  text: TrackerText;
  /** The tab shown first (else the first tab). */
  initial?: string;
  /** The tab `from` gives way to `to` each time `key` changes (the add tab after a creature joins a fight). */
  leave?: { from: string; to: string; key: number };
  /** Under the open panel, inside the tools (on a phone in a fight, the sheet: tracker-sheet.css). */
  after?: ComponentChildren;
}): JSX.Element {
  const [active, setShown] = useState(props.initial ?? props.tabs[0]?.id ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  const setActive = (id: string) => {
    setShown(id);
    setOpened((ids) => (ids.has(id) ? ids : new Set([...ids, id])));
  };
  const leave = props.leave;
  useEffect(() => {
    if (leave && leave.key > 0 && active === leave.from) setActive(leave.to);
  }, [leave?.key]);
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
      {props.after}
    </div>
  );
}

/** Which sides of a sideways-scrolling row hide something: `start`, `end`, both or none. */
export function hiddenSides(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): string {
  // Right-to-left rows scroll to negative offsets; the distance from the start is what counts.
  const from = Math.abs(box.scrollLeft);
  const room = box.scrollWidth - box.clientWidth;
  if (room <= 1) return '';
  return [from > 1 ? 'start' : '', from < room - 1 ? 'end' : ''].filter(Boolean).join(' ');
}

/**
 * A row of tabs that scrolls sideways: `data-hidden` names the side that hides tabs (the styles fade
 * that edge, the cue that there is more); the chosen tab scrolls into view when `active` changes.
 */
export function useOverflowCue<T extends HTMLElement>(active: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const mark = () => {
      box.dataset.hidden = hiddenSides(box);
    };
    mark();
    box.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', mark);
      resize?.disconnect();
    };
  }, []);
  useEffect(() => {
    // Sideways only (scrollIntoView would also scroll the page to a strip below the fold).
    const box = ref.current;
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !tab) return;
    const left = tab.offsetLeft; // the strip is its tabs' offset parent (position: relative)
    if (left < box.scrollLeft) box.scrollLeft = left;
    else if (left + tab.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = left + tab.offsetWidth - box.clientWidth;
  }, [active]);
  return ref;
}
