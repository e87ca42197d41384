/** The English side of the editor: the section rendered, or its Markdown on demand. */
import type { SectionResponse } from '../shared/api-types.ts';
import { h, html } from './dom.ts';
import type { T } from './strings.ts';

export function renderEnglishPane(english: SectionResponse['english'], t: T): HTMLElement {
  const body = h('div', {}, html(english.html));
  let showingMarkdown = false;
  const toggle = h(
    'button',
    { type: 'button', 'data-action': 'toggle-english' },
    t('workbench.showMarkdown'),
  );
  toggle.addEventListener('click', () => {
    showingMarkdown = !showingMarkdown;
    body.replaceChildren(showingMarkdown ? h('pre', { lang: 'en' }, english.markdown) : html(english.html));
    toggle.textContent = t(showingMarkdown ? 'workbench.showRendered' : 'workbench.showMarkdown');
  });
  return h('section', { class: 'pane', lang: 'en' }, h('h2', {}, t('workbench.english'), toggle), body);
}
