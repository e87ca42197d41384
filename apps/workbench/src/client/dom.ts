import type { DiffPart } from '../shared/api-types.ts';

/** A tiny element builder: h('button', { class: 'x', onclick }, 'text', child). */
type Child = Node | string | null | undefined | false;
type Props = Record<string, string | boolean | ((event: Event) => void) | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, ''), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** Trusted HTML from the server's Markdown pipeline (which refuses raw HTML in content). */
export function html(markup: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'rendered';
  element.innerHTML = markup;
  return element;
}

/** A word diff as a `<pre>`: added words in `<ins>`, removed ones in `<del>`. */
export function diffPre(parts: readonly DiffPart[], props: Props = {}): HTMLPreElement {
  const shown = parts.map((part) =>
    part.kind === 'same' ? part.value : h(part.kind === 'added' ? 'ins' : 'del', {}, part.value),
  );
  return h('pre', props, ...shown);
}
