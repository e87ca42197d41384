/**
 * A translated rule page's reading bar (components/ReadingBar.astro) costs nothing until it is used:
 * this part of the site's head script waits for the first click on the bar, change of the term
 * setting or tap in the text (a phone's tap revealing one block), then loads the bar's code with the
 * English view (reading/reading-bar.ts) and hands it that first event. A click on "Show the English"
 * or a tap in the text asks for the page's English file at once, in parallel with the code (one
 * round trip on a slow network, not two). A kept setting other than the default (the English on,
 * terms never or always) loads the code at once. Pages without the bar: nothing.
 */
import { pageEnglishUrl } from '../reading/page-english-url.ts';

const bar = document.querySelector<HTMLElement>('[data-reading-bar]');
const root = document.documentElement;

if (bar) {
  let english: Promise<unknown> | undefined;
  const fetchEnglish = (): Promise<unknown> =>
    (english ??= Promise.resolve(pageEnglishUrl(location.pathname))
      .then((url) => {
        if (!url) throw new Error('not a rule page');
        return fetch(url);
      })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      })
      .catch((error: unknown) => {
        english = undefined; // asked for again at the next use
        throw error;
      }));
  const use = (event?: Event) => {
    const wantsEnglish = root.dataset.english === 'on' || event?.type === 'click';
    if (wantsEnglish && bar.querySelector('[data-english-toggle]'))
      void fetchEnglish().catch(() => undefined);
    void import('../reading/reading-bar.ts').then((module) => module.useReadingBar(bar, fetchEnglish, event));
  };
  if (root.dataset.english === 'on' || root.dataset.terms) use();
  else {
    /** The toggle, the term setting's change, or a tap on a phone in the text (not on a control or link). */
    const first = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const used =
        event.type === 'change' ||
        target?.closest('[data-english-toggle]') ||
        (target?.closest('.rule-section') &&
          !target.closest('a, button, input, select, textarea, summary, label') &&
          !matchMedia('(min-width: 62.5rem)').matches);
      if (!used) return;
      document.removeEventListener('click', first);
      bar.removeEventListener('change', first);
      use(event);
    };
    document.addEventListener('click', first);
    bar.addEventListener('change', first);
  }
}
