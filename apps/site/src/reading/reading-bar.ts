/**
 * The reading bar's controls (components/ReadingBar.astro), loaded with every translated rule page
 * and kept small: the heavy parts load on first use only. "Show the English" turns the English view
 * on or off (english-view.ts), keeps the choice on the device and in the address; "Terms in English"
 * sets the term glosses (CSS reads `data-terms`; every-term-gloss.ts adds the glosses of every use).
 * On a phone, with the English off, a tap on a block's text reveals that block's English alone.
 */

import { pageSections, sectionEnglish } from './english-data.ts';
import {
  type EnglishView,
  parseStoredPrefs,
  READING_STORAGE_KEY,
  type ReadingPrefs,
  searchWithEnglish,
  type TermGloss,
} from './reading-prefs.ts';
import { isRevealTap } from './reveal-tap.ts';

const root = document.documentElement;
const bar = document.querySelector<HTMLElement>('[data-reading-bar]');
const toggle = bar?.querySelector<HTMLButtonElement>('[data-english-toggle]');
const setting = bar?.querySelector<HTMLSelectElement>('[data-term-setting]');
/** Below this width the English goes under each block and a tap reveals one block (matches the CSS). */
const WIDE = '(min-width: 62.5rem)';

function store(change: Partial<ReadingPrefs>): void {
  try {
    const prefs = { ...parseStoredPrefs(localStorage.getItem(READING_STORAGE_KEY)), ...change };
    localStorage.setItem(READING_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Storage refused (private mode, quota): the view still changes for this page.
  }
}

const englishView = () => import('./english-view.ts');

async function showEnglish(english: EnglishView, keep: boolean): Promise<void> {
  if (english === 'on') root.dataset.english = 'on';
  else delete root.dataset.english;
  toggle?.setAttribute('aria-pressed', String(english === 'on'));
  if (keep) {
    store({ english });
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${searchWithEnglish(location.search, english)}${location.hash}`,
    );
  }
  if (english === 'on') {
    // The documents are asked for now, while the view's code loads: one round trip, not two.
    const locale = location.pathname.split('/')[1] ?? '';
    for (const { id, stale } of pageSections()) void sectionEnglish(locale, id, stale).catch(() => undefined);
  }
  const view = await englishView();
  if (english === 'on') await view.showAllEnglish(bar!);
  else view.hideAllEnglish();
}

function setTerms(terms: TermGloss, keep: boolean): void {
  if (terms === 'first') delete root.dataset.terms;
  else root.dataset.terms = terms;
  if (keep) store({ terms });
  if (terms === 'always') void import('./every-term-gloss.ts').then((module) => module.glossEveryTerm());
}

if (bar && setting) {
  setting.value = root.dataset.terms ?? 'first';
  if (toggle && root.dataset.english === 'on') void showEnglish('on', false);
  if (root.dataset.terms === 'always') setTerms('always', false);
  toggle?.addEventListener('click', () => {
    void showEnglish(root.dataset.english === 'on' ? 'off' : 'on', true);
  });
  setting.addEventListener('change', () => setTerms(setting.value as TermGloss, true));
  if (toggle)
    document.addEventListener('click', (event) => {
      const block = isRevealTap(event, root.dataset.english === 'on', matchMedia(WIDE).matches);
      if (block) void englishView().then((view) => view.toggleBlockEnglish(block, bar));
    });
}
