/**
 * The maintainer's suggestions in the workbench: what hand-back imports queued for this language
 * (GET /api/suggestions/:locale, the queue `pnpm content suggestions` lists), each with who sent it,
 * the approval that did not count and why, and a word diff of the text before and after, with
 * Accept and Reject (POST .../accept|reject: content's decideSuggestions, as the CLI's).
 */
import type { SuggestionDecisionResponse, SuggestionRow, SuggestionsResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { diffPre, h } from './dom.ts';
import { refusalText } from './refusal-text.ts';
import { say } from './status-message.ts';
import type { T } from './strings.ts';

function entryView(locale: string, row: SuggestionRow, t: T, status: HTMLElement): HTMLElement {
  const item = h('li', { 'data-suggestion': row.id });
  const disable = (disabled: boolean) => {
    for (const button of item.querySelectorAll('button')) button.disabled = disabled;
  };
  const decide = async (action: 'accept' | 'reject') => {
    disable(true);
    const result = await api<SuggestionDecisionResponse>(
      'POST',
      `/api/suggestions/${locale}/${encodeURIComponent(row.id)}/${action}`,
      {},
    );
    if (!result.ok) {
      say(status, refusalText(t, result.error), true);
      disable(false);
      return;
    }
    say(
      status,
      t.data(`workbench.suggestions.${result.data.outcome}`, { id: row.id, by: result.data.by ?? '' }),
    );
    item.remove();
  };
  item.append(
    h('h3', {}, t('workbench.suggestions.entry', { title: row.title, id: row.id, received: row.received })),
    ...(row.sender ? [h('p', {}, t('workbench.suggestions.sender', { sender: row.sender }))] : []),
    ...(row.approval
      ? [
          h(
            'p',
            { 'data-approval': row.approval.reason },
            `${t('workbench.suggestions.approval', {
              by: row.approval.by ?? '—',
              date: row.approval.date,
            })} ${t.data(`handback.import.reason.${row.approval.reason}`)}`,
          ),
        ]
      : []),
    ...(row.changedSince
      ? [h('p', { class: 'message error' }, t('workbench.suggestions.changedSince'))]
      : []),
    row.sameText
      ? h('p', {}, t('workbench.suggestions.sameText'))
      : diffPre(row.parts, { class: 'suggestion-diff', lang: locale }),
    h(
      'p',
      { class: 'actions' },
      h(
        'button',
        { type: 'button', 'data-action': 'accept', onclick: () => decide('accept') },
        t('workbench.suggestions.accept'),
      ),
      ' ',
      h(
        'button',
        { type: 'button', 'data-action': 'reject', onclick: () => decide('reject') },
        t('workbench.suggestions.reject'),
      ),
    ),
  );
  return item;
}

/** The panel for `locale`: filled when the list arrives. */
export function renderSuggestionsPanel(locale: string, t: T): HTMLElement {
  const status = h('p', { class: 'message', role: 'status', 'aria-live': 'polite', hidden: true });
  const list = h('ul', { class: 'suggestions' });
  const panel = h(
    'section',
    { class: 'pane suggestions-panel', 'data-suggestions': locale },
    h('h2', {}, t('workbench.suggestions.title')),
    status,
    list,
  );
  void api<SuggestionsResponse>('GET', `/api/suggestions/${locale}`).then((result) => {
    if (!result.ok) return say(status, refusalText(t, result.error), true);
    if (result.data.suggestions.length === 0) {
      list.replaceWith(h('p', { 'data-suggestions-empty': '' }, t('workbench.suggestions.empty')));
      return;
    }
    for (const row of result.data.suggestions) list.append(entryView(locale, row, t, status));
  });
  return panel;
}
