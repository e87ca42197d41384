/**
 * The section cards above Pagefind's results: the locale's search document (fetched once) searched
 * by searchSections (@polyhedral/i18n/search, the CLI's and the API's search too). A card names
 * the section in the page's language and in English, and the glossary name the query matched; it
 * opens the section's anchor and closes the dialog.
 */

import { intlLocale } from '@polyhedral/i18n/locales';
import type { SearchDocument, SearchHit } from '@polyhedral/i18n/search';
import { searchSections } from '@polyhedral/i18n/search';
import { element } from './element.ts';

/** The strings and address the page hands over (Search.astro's template). */
interface CardStrings {
  url?: string;
  sections?: string;
  term?: string;
  /** "Glossary: {name}" with `{name}` to fill. */
  matched?: string;
}

/** How many cards are shown above Pagefind's results. */
const SHOWN = 5;

let loaded: Promise<SearchDocument | null> | null = null;

function loadDocument(url: string): Promise<SearchDocument | null> {
  loaded ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<SearchDocument>) : null))
    .catch(() => null);
  return loaded;
}

/** The cards' box, placed after the search field so Pagefind's results follow it. */
function boxIn(form: HTMLElement, label: string): HTMLElement {
  const existing = form.querySelector<HTMLElement>('[data-section-results]');
  if (existing) return existing;
  const box = element('div', { class: 'section-results', 'data-section-results': '' });
  box.hidden = true;
  box.append(
    element('p', { class: 'section-results__label' }, label),
    element('ul', { class: 'section-results__list' }),
  );
  const clear = form.querySelector('.pagefind-ui__search-clear') ?? form.querySelector('input');
  clear?.after(box);
  return box;
}

function card(hit: SearchHit, strings: CardStrings): HTMLLIElement {
  const link = element('a', { class: 'section-result', href: hit.path, 'data-kind': hit.kind });
  if (hit.kind === 'term')
    link.append(element('span', { class: 'section-result__kind' }, strings.term ?? ''));
  link.append(element('span', { class: 'section-result__title' }, hit.title));
  if (hit.english && hit.english !== hit.title)
    link.append(element('span', { class: 'section-result__english', lang: 'en' }, hit.english));
  const name = hit.matched.term ? hit.matched.text : null;
  if (hit.kind === 'section' && name && !hit.title.includes(name) && name !== hit.english) {
    const [before = '', after = ''] = (strings.matched ?? '{name}').split('{name}');
    const line = element('span', { class: 'section-result__matched' }, before);
    // The name in its own language, so that it takes its language's font (styles/fonts.css).
    line.append(element('span', { lang: intlLocale(hit.matched.locale ?? 'en') }, name), after);
    link.append(line);
  }
  link.addEventListener('click', () => link.closest('dialog')?.close());
  const item = element('li');
  item.append(link);
  return item;
}

/**
 * The whole fonts' slices for what the query and the matched names hold that the page's fonts do
 * not draw (a Thai term typed on a Chinese page): the tracker's typed-text faces, loaded only then.
 * The characters are found by drawing them (missing-glyphs.ts): a page's subset face can claim by
 * its unicode-range characters its file lacks (the bold Thai subset on /zh/), which the typed faces'
 * own range test would take as drawn.
 */
async function drawTyped(input: HTMLInputElement, hits: readonly SearchHit[]): Promise<void> {
  const chars = [...new Set([input.value, ...hits.map((hit) => hit.matched.text)].join(''))].filter((char) =>
    /[\p{Script=Han}\p{Script=Thai}]/u.test(char),
  );
  if (chars.length === 0) return;
  const family = getComputedStyle(input).fontFamily;
  const [typed, glyphs] = await Promise.all([
    import('../tracker/typed-faces.ts'),
    import('../tracker/missing-glyphs.ts'),
  ]);
  await document.fonts.load(`16px ${family}`, chars.join(''));
  const lacking = glyphs.glyphlessCharacters(chars, family);
  if (lacking.length === 0) return;
  const typedOnly = typed
    .stackFamilies(family)
    .filter((one) => one.endsWith(' Typed'))
    .map((one) => `"${one}"`)
    .join(', ');
  await typed.loadTypedFaces(lacking, typedOnly);
}

let typed = 0;

/** Shows the cards for the input's query (the latest query wins when answers cross). */
export async function showSections(input: HTMLInputElement, strings: CardStrings): Promise<void> {
  const form = input.closest<HTMLElement>('form') ?? input.parentElement;
  if (!form || !strings.url) return;
  const mine = ++typed;
  const document = await loadDocument(strings.url);
  if (mine !== typed) return;
  const box = boxIn(form, strings.sections ?? '');
  const hits = document ? searchSections(document, input.value, SHOWN) : [];
  box.querySelector('ul')?.replaceChildren(...hits.map((hit) => card(hit, strings)));
  box.hidden = hits.length === 0;
  // After the cards are drawn: the glyph check draws on a canvas, off the keystroke's frame.
  requestAnimationFrame(() => setTimeout(() => drawTyped(input, hits).catch(() => undefined), 0));
}
