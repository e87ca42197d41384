import type { ClientDirective } from 'astro';
import { hasInstanceFields, sharedLinkSearch } from '../calculators/shared/url-state.ts';
import { captureEdits, replayEdits, restoreEdits } from './pending-edits.ts';

/**
 * `client:interact`: a calculator island hydrates when the reader first reaches for it (pointer,
 * focus, touch, key); the server render already shows the default result.
 *
 * The code is fetched and evaluated ahead of the tap, but only after the load event (the first
 * paint has the network to itself): at once when the calculator is within NEAR_VIEWPORT, else when
 * it comes near or the page is idle (unless saving data). A tap before load fetches it itself.
 *
 * A shared link (`?<instance>.<field>=…`) is captured once when this first runs (sharedLinkSearch);
 * such an island renders from it as soon as it is on screen. Typing before hydration is captured
 * and handed to the island as input / change events; a plain island keeps its server DOM and caret.
 */
const INTERACTIONS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;
/** How far outside the screen a calculator starts fetching its code. */
const NEAR_VIEWPORT = '800px 0px';
/** Fetch anyway after this long if the page never goes idle. */
const IDLE_TIMEOUT_MS = 4000;

type Hydrate = () => Promise<void>;

function instanceOf(el: HTMLElement): string | undefined {
  const wrapper = el.closest<HTMLElement>('[data-calculator-instance], [data-calculator]');
  return wrapper?.dataset.calculatorInstance ?? wrapper?.dataset.calculator;
}

/** The reader asked to save data (Save-Data / Data Saver): fetch only what comes near the screen. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** After the page's load, so a prefetch never shares the network with the first paint. */
function whenLoaded(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1500);
}

function whenNear(el: HTMLElement, task: () => void, rootMargin: string): () => void {
  if (!('IntersectionObserver' in window)) {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin },
  );
  // A rule section far from the screen is not laid out (content-visibility, site.css), so what
  // the island renders has no box to intersect: watch its section, whose box is always there.
  // Elsewhere astro-island is display: contents; observe what it renders.
  const section = el.closest('.rule-section');
  for (const target of section ? [section] : el.children) observer.observe(target);
  return () => observer.disconnect();
}

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  const instance = instanceOf(el);
  const fromLink = instance !== undefined && hasInstanceFields(sharedLinkSearch(), instance);

  let code: Promise<Hydrate> | undefined;
  const fetchCode = (): Promise<Hydrate> => {
    code ??= load().catch((error: unknown) => {
      code = undefined; // let the next interaction try again
      throw error;
    });
    return code;
  };
  const prefetch = (): void => {
    fetchCode().catch(() => {});
  };

  let started = false;
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, start);
    let hydrate: Hydrate;
    try {
      hydrate = await fetchCode();
    } catch (error) {
      started = false;
      for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
      throw error;
    }
    const edits = captureEdits(el);
    if (fromLink) {
      // The link's values differ from the server-rendered defaults: render afresh rather than
      // hydrate markup that does not match, then put back anything typed meanwhile.
      el.replaceChildren();
      await hydrate();
      await restoreEdits(el, edits);
    } else {
      await hydrate();
      await replayEdits(el, edits);
    }
  };

  if (fromLink) {
    whenNear(el, () => void start(), '0px');
    return;
  }
  for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
  whenLoaded(() => {
    const stopWatching = whenNear(el, prefetch, NEAR_VIEWPORT);
    if (savingData()) return;
    whenIdle(() => {
      stopWatching();
      prefetch();
    });
  });
};

export default hydrateOnInteraction;
