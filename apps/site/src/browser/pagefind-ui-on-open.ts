/**
 * Stands in for `@pagefind/default-ui` (integrations/search-on-open.ts): Starlight builds it on every
 * page once idle, 26 KB run read or not (issue 73 item 7). This builds the real UI only when the
 * reader comes for it (search button touched, hovered, focused, or the dialog opened), after
 * starting the engine with retries (pagefind-engine.ts); when all fail, the dialog says so.
 */
import { element } from './element.ts';
import { startPagefindEngine } from './pagefind-engine.ts';

/** Pagefind UI's options as Starlight passes them; `element` is the selector of the dialog's host. */
interface PagefindUIOptions {
  element: string;
  [option: string]: unknown;
}

export class PagefindUI {
  constructor(options: PagefindUIOptions) {
    const host = document.querySelector(options.element);
    const dialog = host?.closest('dialog') ?? null;
    const button = host?.closest('site-search')?.querySelector('button[data-open-modal]') ?? null;
    let started = false;
    const start = (): void => {
      if (started) return;
      started = true;
      watch.disconnect();
      for (const event of HEAD_START) button?.removeEventListener(event, start);
      const bundlePath = typeof options.bundlePath === 'string' ? options.bundlePath : '/pagefind/';
      void Promise.all([import('@pagefind/default-ui'), startPagefindEngine(bundlePath)]).then(
        ([{ PagefindUI: Real }, ready]) => {
          if (!ready) {
            showLoadFailure(host, options.translations);
            return;
          }
          new Real(options);
          // Starlight focused the input when the dialog opened, before the input existed.
          if (dialog?.open) host?.querySelector<HTMLInputElement>('input')?.focus();
        },
        () => showLoadFailure(host, options.translations),
      );
    };
    const watch = new MutationObserver(() => {
      if (dialog?.open) start();
    });
    if (!host || !dialog) {
      start();
      return;
    }
    watch.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    for (const event of HEAD_START) button?.addEventListener(event, start, { passive: true, once: true });
    if (dialog.open) start();
  }
}

/** The button's events that start the fetch before the click opens the dialog. */
const HEAD_START = ['pointerdown', 'pointerenter', 'focus'] as const;

/** The search could not be loaded, and a reload button (Gecko and WebKit keep a failed import until then). */
function showLoadFailure(host: Element | null, translations: unknown): void {
  if (!host) return;
  const strings = (typeof translations === 'object' && translations !== null ? translations : {}) as Record<
    string,
    unknown
  >;
  const text = (key: string) => (typeof strings[key] === 'string' ? strings[key] : '');
  const box = element('div', { class: 'search-load-failed', role: 'alert' });
  const reload = element('button', { type: 'button' }, text('reload'));
  reload.addEventListener('click', () => window.location.reload());
  box.append(element('p', {}, text('load_failed')), reload);
  host.replaceChildren(box);
  // Starlight focused the search box when the dialog opened: the button takes its place.
  if (host.closest('dialog')?.open) reload.focus();
}
