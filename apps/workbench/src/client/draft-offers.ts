/**
 * The section's unsaved drafts on the editor page: kept as the text changes (dropped when it is
 * the saved text again), and offered back after a reload: this tab's draft first, then those other
 * tabs left for the section, each with Restore and Discard.
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

/** One prompt per stored draft that differs from the saved text. */
export function renderDraftOffers(
  locale: string,
  id: string,
  ui: string,
  t: T,
  saved: string,
  view: EditorView,
): HTMLElement[] {
  return loadDrafts(locale, id)
    .filter((stored) => stored.text !== saved)
    .map((stored) =>
      h(
        'div',
        { class: 'message', 'data-restore': stored.own ? 'own' : 'other' },
        t(stored.own ? 'workbench.restore.prompt' : 'workbench.restore.otherTab', {
          time: new Date(stored.time).toLocaleString(ui),
        }),
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
