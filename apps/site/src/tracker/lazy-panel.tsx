import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TrackerText } from './tracker-text.ts';

/*
 * A tool's panel whose code is fetched when its tab is first opened (issue 73 item 7: the tracker
 * loads what a tab needs when it is opened), then kept: the module is imported once per page.
 */

const loaded = new Map<string, ComponentType<never>>();

/** A panel component loaded by `load` (a dynamic import) the first time it is drawn. */
export function lazyPanel<P extends object>(
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
