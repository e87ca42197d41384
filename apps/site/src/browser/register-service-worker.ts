/**
 * Registers /sw.js after load (its precache waits for the page's downloads) and asks it to keep this
 * page and its fonts. Updates take one reload at most (docs/DECISIONS.md): pages come network
 * first; only a page of an older build reloads when the new worker takes over, once, online, and
 * not while the reader types in a field.
 */
import { announceOfflineWorker } from './offline-worker-state.ts';

function reloadWhenIdle(): void {
  const typing = () => document.activeElement?.matches('input, select, textarea') === true;
  if (!typing() || document.visibilityState === 'hidden') {
    window.location.reload();
    return;
  }
  const retry = () => {
    document.removeEventListener('focusout', retry);
    document.removeEventListener('visibilitychange', retry);
    setTimeout(reloadWhenIdle, 0);
  };
  document.addEventListener('focusout', retry);
  document.addEventListener('visibilitychange', retry);
}

/** The build's hashed assets this page names: its stylesheets, scripts and island components. */
function pageAssets(): string[] {
  const urls = [
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...[...document.querySelectorAll('astro-island')].map(
      (island) => island.getAttribute('component-url') ?? '',
    ),
  ];
  return urls
    .map((url) => new URL(url, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/_astro/'))
    .map((url) => url.href);
}

/** The page's late Chinese font files: requested only when laid out, yet an offline page needs them. */
function lateFonts(): string[] {
  const named = document.querySelector<HTMLElement>('style[data-font-faces]')?.dataset.lateFonts ?? '';
  return named
    .split(' ')
    .filter((url) => url.startsWith('/fonts/'))
    .map((url) => new URL(url, window.location.href).href);
}

/** Asks the worker now in control whether this page belongs to its build. */
function isCurrent(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ current?: boolean }>) =>
      resolve(event.data.current !== false);
    worker.postMessage({ type: 'is-current', assets: pageAssets() }, [channel.port2]);
    setTimeout(() => resolve(true), 3000);
  });
}

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  // The first worker taking over a page it did not serve is no update.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const updating = controlled;
    controlled = true;
    const worker = navigator.serviceWorker.controller;
    if (!updating || !worker || !navigator.onLine) return;
    void isCurrent(worker).then((current) => {
      if (!current) reloadWhenIdle();
    });
  });
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const fonts = [
          ...performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/fonts/')),
          ...lateFonts(),
        ];
        registration.active?.postMessage({ type: 'keep-page', url: window.location.href, assets: fonts });
        announceOfflineWorker('ready');
      })
      .catch(() => {
        // No offline copy (private mode, storage full): the site works online as before, and the
        // offline page offers no download.
        announceOfflineWorker('failed');
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
} else {
  // No service worker here (or a development server): nothing can be kept for offline.
  announceOfflineWorker('failed');
}
