/**
 * Stands in for `@pagefind/default-ui` where Starlight's search imports it
 * (integrations/search-on-open.ts). Starlight builds Pagefind's UI as soon as every page is idle
 * after its load: 26 KB of script fetched and run on every page, read or not, and on a throttled
 * phone a task in the page's first seconds (issue 73 item 7). This takes the same options and
 * builds the real UI only when the reader comes for it: the search button touched, hovered or
 * focused (a head start on the fetch), or the search dialog opened by any means (Ctrl+K too).
 * Offline it works as before: the service worker precaches every built script.
 */

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
      void import('@pagefind/default-ui').then(({ PagefindUI: Real }) => {
        new Real(options);
        // Starlight focused the input when the dialog opened, before the input existed.
        if (dialog?.open) host?.querySelector<HTMLInputElement>('input')?.focus();
      });
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
