/**
 * "Hand back my work": for a reviewer without git. Downloads this language's changes since the
 * starting point as one bundle file (server: POST /api/handback/:locale, the same bundle as
 * `pnpm content export`) and says what to do with it next. The reviewer's name, put on review
 * marks, is remembered in this browser.
 */
import type { HandbackResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { h } from './dom.ts';
import type { T } from './strings.ts';

const NAME_KEY = 'polyhedral-workbench-reviewer';

function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = h('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function renderHandbackPanel(locale: string, t: T): HTMLElement {
  const message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
  const name = h('input', {
    type: 'text',
    name: 'reviewer',
    maxlength: '120',
    autocomplete: 'name',
    value: localStorage.getItem(NAME_KEY) ?? '',
    oninput: (event) => localStorage.setItem(NAME_KEY, (event.target as HTMLInputElement).value),
  });
  const button = h('button', { type: 'button', 'data-action': 'handback' }, t('workbench.handback.button'));
  button.addEventListener('click', async () => {
    const reviewer = name.value.trim();
    localStorage.setItem(NAME_KEY, reviewer);
    button.disabled = true;
    message.className = 'message';
    message.textContent = '';
    const result = await api<HandbackResponse>('POST', `/api/handback/${locale}`, { reviewer });
    button.disabled = false;
    if (!result.ok) {
      message.className = 'message error';
      message.textContent =
        result.error === 'network'
          ? t('workbench.error.network')
          : t(`workbench.refused.${result.error}`, result.params ?? {});
      return;
    }
    const { file, text, count, reviewed } = result.data;
    saveFile(file, text);
    message.dataset.file = file;
    message.textContent = t('workbench.handback.done', { file, count, reviewed });
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
  );
}
