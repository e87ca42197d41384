/**
 * "Hand back my work": for a reviewer without git. Downloads this language's changes since the
 * starting point as one bundle file (server: POST /api/handback/:locale, the same bundle as
 * `pnpm content export`) and says what to do with it next. The reviewer's name, put on review
 * marks, is remembered in this browser. And the other way: open a hand-back file to see what
 * importing it would do here, and open both versions of a section changed on both sides to merge.
 */
import type { HandbackOpenResponse, HandbackResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { h } from './dom.ts';
import { storeIncoming } from './handback-incoming.ts';
import { refusalText } from './refusal-text.ts';
import { rememberReviewerName, reviewerName } from './reviewer-name.ts';
import { say } from './status-message.ts';
import type { T } from './strings.ts';

function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = h('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function renderHandbackPanel(locale: string, t: T): HTMLElement {
  const message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite', hidden: true });
  const name = h('input', {
    type: 'text',
    name: 'reviewer',
    maxlength: '80',
    autocomplete: 'name',
    value: reviewerName(),
    oninput: (event) => rememberReviewerName((event.target as HTMLInputElement).value),
  });
  const button = h('button', { type: 'button', 'data-action': 'handback' }, t('workbench.handback.button'));
  button.addEventListener('click', async () => {
    const reviewer = name.value.trim();
    rememberReviewerName(reviewer);
    button.disabled = true;
    message.className = 'message';
    message.textContent = '';
    message.hidden = true;
    const result = await api<HandbackResponse>('POST', `/api/handback/${locale}`, { reviewer });
    button.disabled = false;
    if (!result.ok) return say(message, refusalText(t, result.error), true);
    const { file, text, count, reviewed } = result.data;
    saveFile(file, text);
    message.dataset.file = file;
    say(message, t('workbench.handback.done', { file, count, reviewed }));
  });
  return h(
    'section',
    { class: 'handback', 'aria-labelledby': 'handback-title' },
    h('h2', { id: 'handback-title' }, t('workbench.handback.title')),
    h('p', {}, t('workbench.handback.explain')),
    h('label', {}, t('workbench.handback.reviewer'), ' ', name),
    ' ',
    button,
    message,
    renderOpenHandback(t),
  );
}

/** Open a hand-back file: what importing it would do here; both versions of a conflict, to merge. */
function renderOpenHandback(t: T): HTMLElement {
  const results = h('div', { class: 'handback-results', 'aria-live': 'polite' });
  const input = h('input', { type: 'file', name: 'handback-file', accept: '.json,application/json' });
  input.addEventListener('change', async () => {
    const chosen = input.files?.[0];
    results.replaceChildren();
    if (!chosen) return;
    const text = await chosen.text();
    const opened = await api<HandbackOpenResponse>('POST', '/api/handback-open', { text });
    if (!opened.ok) {
      results.append(h('p', { class: 'message error' }, refusalText(t, opened.error)));
      return;
    }
    const { locale, sections } = opened.data;
    const conflicts = sections.filter((section) => section.action === 'conflict').length;
    results.append(
      h(
        'p',
        { class: 'message', 'data-opened': chosen.name },
        t('workbench.handback.opened', { file: chosen.name, count: sections.length, locale, conflicts }),
      ),
      h(
        'ul',
        {},
        ...sections.map((section) => {
          const merge =
            section.action === 'conflict' && section.current !== null
              ? h('button', { type: 'button', 'data-action': 'merge' }, t('workbench.handback.merge'))
              : null;
          merge?.addEventListener('click', () => {
            storeIncoming(locale, section.id, {
              file: chosen.name,
              incoming: section.incoming,
              parts: section.parts ?? [],
              review: section.review,
            });
            location.hash = `#/${locale}/${section.id}`;
          });
          return h(
            'li',
            { 'data-id': section.id, 'data-action': section.action },
            h('code', {}, section.id),
            ` ${section.title}: ${t(`workbench.handback.action.${section.action}`)}`,
            section.review
              ? ` (${t('workbench.handback.reviewMark', { by: section.review.by ?? '—', date: section.review.date })})`
              : '',
            merge ? ' ' : '',
            merge,
          );
        }),
      ),
      h('p', {}, t('workbench.handback.apply', { file: chosen.name })),
    );
  });
  return h(
    'details',
    { class: 'handback-open' },
    h('summary', {}, t('workbench.handback.openTitle')),
    h('p', {}, t('workbench.handback.openExplain')),
    h('label', {}, t('workbench.handback.openLabel'), ' ', input),
    results,
  );
}
