import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';

/**
 * A disclosure whose content is drawn the first time it is opened, then kept (issue 73 item 7: a
 * closed part of a form costs the page nothing while it loads). Server and first client render
 * agree: closed, summary only. `children` is a function so nothing of the content is computed
 * before it is asked for.
 */
export function DrawnOnOpen(props: {
  class?: string;
  id?: string;
  summary: ComponentChildren;
  children: () => ComponentChildren;
}): JSX.Element {
  const [drawn, setDrawn] = useState(false);
  return (
    <details
      class={props.class}
      id={props.id}
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) setDrawn(true);
      }}
    >
      <summary>{props.summary}</summary>
      {drawn ? props.children() : null}
    </details>
  );
}
