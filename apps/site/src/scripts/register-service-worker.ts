/**
 * Registers the service worker (/sw.js, built by integrations/service-worker.ts) once the page has
 * loaded, so its precache does not compete with the page's own downloads, and asks it to keep
 * this page (public/sw-pages.js). When an updated worker
 * takes over a page that an older one controlled, the page reloads so it never runs the old
 * build's HTML against the new build's assets; a reader typing in a field is not interrupted: the
 * reload waits until focus leaves the field or the page is hidden (calculator inputs are kept in
 * the URL, so a reload restores them).
 */
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

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const updating = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updating) reloadWhenIdle();
  });
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // This page and its fonts loaded before any worker could see them: ask for them to be kept.
        const fonts = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/fonts/'));
        registration.active?.postMessage({ type: 'keep-page', url: window.location.href, assets: fonts });
      })
      .catch(() => {
        // No offline copy (private mode, storage full): the site works online as before.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
