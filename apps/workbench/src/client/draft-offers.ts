/**
 * The section's unsaved drafts on the editor page: kept as the text changes (dropped when it is
 * the saved text again), and offered back after a reload: this tab's draft first, then those other
 * tabs left for the section, each with Restore and Discard. A draft begun on other text than the
 * section has now (the file moved on: a save elsewhere, an imported correction) says so and shows
 * the text now beside the draft before anything is restored: Restore then replaces text the
 * translator has seen, never text they did not know was there (issue 72).
 */
import type { EditorView } from 'codemirror';
import { h } from './dom.ts';
import { dropDraft, loadDrafts, storeDraft } from './drafts.ts';
import type { SavedText } from './save-section.ts';
import type { T } from './strings.ts';

/** Keep the text as this tab's draft, or drop the draft when the text is the saved one. */
export function keepDraft(locale: string, id: string, text: string, saved: SavedText): void {
  if (text === saved.text) dropDraft(locale, id);
  else storeDraft(locale, id, { text, base: saved.base, time: Date.now() });
}

/** The section changed since the draft began: both texts, so Restore overwrites nothing unseen. */
function movedNotice(t: T, now: string, draft: string): HTMLElement[] {
  return [
    h('p', { class: 'warning' }, t('workbench.restore.moved')),
    h(
      'div',
      { class: 'conflict' },
      h('div', {}, h('h3', {}, t('workbench.conflict.disk')), h('pre', { 'data-restore-now': '' }, now)),
      h('div', {}, h('h3', {}, t('workbench.restore.yourDraft')), h('pre', {}, draft)),
    ),
  ];
}

/** One prompt per stored draft that differs from the saved text. */
export function renderDraftOffers(
  locale: string,
  id: string,
  ui: string,
  t: T,
  saved: SavedText,
  view: EditorView,
): HTMLElement[] {
  return loadDrafts(locale, id)
    .filter((stored) => stored.text !== saved.text)
    .map((stored) =>
      h(
        'div',
        {
          class: 'message',
          'data-restore': stored.own ? 'own' : 'other',
          ...(stored.base !== saved.base ? { 'data-restore-moved': '' } : {}),
        },
        t(stored.own ? 'workbench.restore.prompt' : 'workbench.restore.otherTab', {
          time: new Date(stored.time).toLocaleString(ui),
        }),
        ...(stored.base !== saved.base ? movedNotice(t, saved.text, stored.text) : []),
        ' ',
        h(
          'button',
          {
            type: 'button',
            'data-action': 'restore',
            onclick: (event) => {
              view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: stored.text } });
              if (!stored.own) dropDraft(locale, id, stored.tab);
              (event.target as HTMLElement).closest('[data-restore]')?.remove();
            },
          },
          t('workbench.restore.yes'),
        ),
        ' ',
        h(
          'button',
          {
            type: 'button',
            'data-action': 'discard',
            onclick: (event) => {
              dropDraft(locale, id, stored.tab);
              (event.target as HTMLElement).closest('[data-restore]')?.remove();
            },
          },
          t('workbench.restore.discard'),
        ),
      ),
    );
}
