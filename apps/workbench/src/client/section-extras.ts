/**
 * Two panes of the section editor: its **history** (the commits that changed it, who and when,
 * from git where present; the review record otherwise) and its **notes** (questions for the next
 * reviewer, kept in content/notes/<locale>.yaml; anyone with a name can add one).
 */
import type { HistoryResponse, NotesResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { h } from './dom.ts';
import { refusalText } from './refusal-text.ts';
import { reviewerName } from './reviewer-name.ts';
import type { T } from './strings.ts';

export function renderHistoryPane(locale: string, id: string, ui: string, t: T): HTMLElement {
  const list = h('ul', { class: 'history', 'data-history': '' });
  const pane = h('section', { class: 'pane' }, h('h2', {}, t('workbench.history.title')), list);
  void api<HistoryResponse>('GET', `/api/history/${locale}/${encodeURIComponent(id)}`).then((result) => {
    if (!result.ok) return;
    const { git, changes, review } = result.data;
    const items = changes.map((change) =>
      h(
        'li',
        { 'data-commit': change.commit.slice(0, 12) },
        h('time', { datetime: change.date }, new Date(change.date).toLocaleDateString(ui)),
        ` ${change.author}: ${change.subject} `,
        h('code', {}, change.commit.slice(0, 8)),
      ),
    );
    if (review?.state === 'reviewed' || review?.state === 'edited') {
      // Edited after review: the earlier reviewer stays in the history, with the text they read.
      const key =
        review.state === 'reviewed'
          ? 'workbench.history.reviewed'
          : review.why === 'english-changed'
            ? 'workbench.history.englishChanged'
            : 'workbench.history.edited';
      items.unshift(
        h(
          'li',
          { 'data-review': review.state, 'data-review-text': review.text ?? '' },
          t(key, { by: review.by ?? '—', on: review.on ?? '?', text: review.text ?? '?' }),
        ),
      );
    }
    if (!git) items.push(h('li', { class: 'hint' }, t('workbench.history.noGit')));
    if (items.length === 0) items.push(h('li', { class: 'hint' }, t('workbench.history.none')));
    list.replaceChildren(...items);
  });
  return pane;
}

export function renderNotesPane(locale: string, id: string, t: T): HTMLElement {
  const list = h('ul', { class: 'notes', 'data-notes': '' });
  const text = h('textarea', { name: 'note', rows: '2', maxlength: '2000', lang: locale });
  const message = h('p', { class: 'notes-error', role: 'alert', hidden: true });
  const show = (notes: NotesResponse['notes']) =>
    list.replaceChildren(
      ...(notes.length === 0
        ? [h('li', { class: 'hint' }, t('workbench.notes.none'))]
        : notes.map((note) =>
            h(
              'li',
              {},
              h('strong', {}, note.by),
              ` (${note.date}): `,
              h('span', { lang: locale }, note.text),
            ),
          )),
    );
  const add = h('button', { type: 'button', 'data-action': 'add-note' }, t('workbench.notes.add'));
  add.addEventListener('click', async () => {
    message.hidden = true;
    const by = reviewerName();
    if (!by) {
      message.hidden = false;
      message.textContent = t('workbench.notes.nameFirst');
      return;
    }
    const result = await api<NotesResponse>('POST', `/api/notes/${locale}/${encodeURIComponent(id)}`, {
      by,
      text: text.value,
    });
    if (!result.ok) {
      message.hidden = false;
      message.textContent = refusalText(t, result.error);
      return;
    }
    text.value = '';
    show(result.data.notes);
  });
  void api<NotesResponse>('GET', `/api/notes/${locale}/${encodeURIComponent(id)}`).then((result) => {
    if (result.ok) show(result.data.notes);
  });
  return h(
    'section',
    { class: 'pane' },
    h('h2', {}, t('workbench.notes.title')),
    list,
    h('label', {}, t('workbench.notes.label'), ' ', text),
    ' ',
    add,
    message,
  );
}
