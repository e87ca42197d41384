/**
 * A section of a hand-back file that changed on both sides, kept in this browser until it is
 * merged: the page that opened the file stores it, the section's editor shows it beside the text
 * here (a word diff, here -> the file) with a button that puts the file's version in the editor.
 * Saving the section (or closing the panel) drops it.
 */
import type { EditorView } from '@codemirror/view';
import type { HandbackOpenSection } from '../shared/api-types.ts';
import { diffPre, h } from './dom.ts';
import type { T } from './strings.ts';

const PREFIX = 'polyhedral-workbench-incoming:';

export interface IncomingVersion {
  file: string;
  incoming: string;
  parts: NonNullable<HandbackOpenSection['parts']>;
  review: HandbackOpenSection['review'];
}

const key = (locale: string, id: string) => `${PREFIX}${locale}:${id}`;

export function storeIncoming(locale: string, id: string, version: IncomingVersion): void {
  localStorage.setItem(key(locale, id), JSON.stringify(version));
}

export function loadIncoming(locale: string, id: string): IncomingVersion | null {
  try {
    const value = JSON.parse(localStorage.getItem(key(locale, id)) ?? 'null') as IncomingVersion | null;
    return value && typeof value.incoming === 'string' && Array.isArray(value.parts) ? value : null;
  } catch {
    return null;
  }
}

export function dropIncoming(locale: string, id: string): void {
  localStorage.removeItem(key(locale, id));
}

/** The panel the editor shows while a version from a hand-back file waits for a merge. */
export function renderIncomingPanel(
  locale: string,
  id: string,
  version: IncomingVersion,
  view: EditorView,
  t: T,
): HTMLElement {
  const panel = h(
    'section',
    { class: 'pane diff', 'data-incoming': '' },
    h('h2', {}, t('workbench.incoming.title', { file: version.file })),
    h(
      'p',
      {},
      t('workbench.incoming.explain'),
      version.review
        ? ` ${t('workbench.incoming.review', { by: version.review.by ?? '—', date: version.review.date })}`
        : '',
    ),
    diffPre(version.parts, { lang: locale }),
  );
  const use = h('button', { type: 'button', 'data-action': 'use-incoming' }, t('workbench.incoming.use'));
  use.addEventListener('click', () => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: version.incoming } });
    view.focus();
  });
  const close = h(
    'button',
    { type: 'button', 'data-action': 'close-incoming' },
    t('workbench.incoming.close'),
  );
  close.addEventListener('click', () => {
    dropIncoming(locale, id);
    panel.remove();
  });
  panel.append(h('div', { class: 'actions' }, use, ' ', close));
  return panel;
}
