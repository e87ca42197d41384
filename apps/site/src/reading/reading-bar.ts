/**
 * The reading bar's controls, a chunk of their own with the English view, loaded on first use
 * (reading-loader.ts): "Show the English" (kept on the device and in the address) and "Terms in
 * English"; on a phone, with the English off, a tap reveals one block's English.
 */
import { pageEnglish } from './english-data.ts';
import { hideAllEnglish, showAllEnglish, toggleBlockEnglish } from './english-view.ts';
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

function setTerms(terms: TermGloss, keep: boolean): void {
  if (terms === 'first') delete root.dataset.terms;
  else root.dataset.terms = terms;
  if (keep) store({ terms });
  if (terms === 'always') void import('./every-term-gloss.ts').then((module) => module.glossEveryTerm());
}

let started = false;

/** Makes the bar work once and answers the loading event; `fetching` is the script's English request. */
export function useReadingBar(first?: Event, fetching?: Promise<Response>): void {
  const bar = document.querySelector<HTMLElement>('[data-reading-bar]');
  if (started || !bar) return;
  started = true;
  const toggle = bar.querySelector<HTMLButtonElement>('[data-english-toggle]');
  const setting = bar.querySelector<HTMLSelectElement>('[data-term-setting]');
  let headStart = fetching;
  const english = () => {
    const page = pageEnglish(headStart);
    headStart = undefined;
    return page;
  };

  const showEnglish = async (view: EnglishView, keep: boolean) => {
    if (view === 'on') root.dataset.english = 'on';
    else delete root.dataset.english;
    toggle?.setAttribute('aria-pressed', String(view === 'on'));
    if (keep) {
      store({ english: view });
      history.replaceState(
        history.state,
        '',
        `${location.pathname}${searchWithEnglish(location.search, view)}${location.hash}`,
      );
    }
    if (view === 'on') await showAllEnglish(bar, english());
    else hideAllEnglish();
  };
  const onToggle = () => void showEnglish(root.dataset.english === 'on' ? 'off' : 'on', true);
  const onTap = (event: Event) => {
    const block = isRevealTap(event, root.dataset.english === 'on', matchMedia(WIDE).matches);
    if (block) void toggleBlockEnglish(block, bar, english());
  };
  const onTerms = () => setting && setTerms(setting.value as TermGloss, true);

  if (setting && first?.type !== 'change') setting.value = root.dataset.terms ?? 'first';
  if (toggle && root.dataset.english === 'on') void showEnglish('on', false);
  if (root.dataset.terms === 'always') setTerms('always', false);
  toggle?.addEventListener('click', onToggle);
  setting?.addEventListener('change', onTerms);
  if (toggle) document.addEventListener('click', onTap);

  // The event that loaded this code: the handler it would have reached.
  if (!first) return;
  if (first.type === 'change') onTerms();
  else if (toggle && first.target instanceof Element && first.target.closest('[data-english-toggle]'))
    onToggle();
  else if (toggle) onTap(first);
}
