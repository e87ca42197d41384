/**
 * When the search text is a glossary term's name (page language or English), its entry is offered
 * above Pagefind's results: Pagefind ranks some names below longer pages (Thai เรนเจอร์ not in its
 * first ten). Names from /<locale>/glossary/names.json, fetched on the first search.
 */
import { type GlossaryNameList, termNamedBy } from '../lib/glossary-search-key.ts';

const config = document.querySelector<HTMLTemplateElement>('template[data-glossary-shortcut]');

let names: Promise<GlossaryNameList | null> | null = null;

function loadNames(url: string): Promise<GlossaryNameList | null> {
  names ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<GlossaryNameList>) : null))
    .catch(() => null);
  return names;
}

/** The shortcut's element, placed after the search field so Pagefind's results follow it. */
function shortcutIn(form: HTMLElement, label: string): HTMLElement {
  const existing = form.querySelector<HTMLElement>('[data-glossary-match]');
  if (existing) return existing;
  const box = document.createElement('div');
  box.className = 'glossary-match';
  box.dataset.glossaryMatch = '';
  box.hidden = true;
  const title = document.createElement('p');
  title.className = 'glossary-match__label';
  title.textContent = label;
  const link = document.createElement('a');
  link.className = 'glossary-match__link';
  box.append(title, link);
  const clear = form.querySelector('.pagefind-ui__search-clear') ?? form.querySelector('input');
  clear?.after(box);
  return box;
}

if (config) {
  const { url = '', label = '', locale = 'en' } = config.dataset;
  let typed = 0;
  document.addEventListener('input', async (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.closest('#starlight__search')) return;
    const form = input.closest<HTMLElement>('form') ?? input.parentElement;
    if (!form) return;
    const mine = ++typed;
    const list = await loadNames(url);
    if (mine !== typed) return;
    const box = shortcutIn(form, label);
    const term = list ? termNamedBy(list, input.value) : undefined;
    box.hidden = term === undefined;
    if (term) {
      const link = box.querySelector<HTMLAnchorElement>('a')!;
      link.href = `/${locale}/glossary/${term.id}/`;
      link.textContent = term.name;
    }
  });
}
