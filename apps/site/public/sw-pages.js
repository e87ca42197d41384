// Loaded by the service worker (/sw.js, importScripts): the offline copies of pages, beyond what
// Workbox's routes do.
// - The page the worker was installed from was fetched before any worker controlled it, so no
//   route saw it, nor the font files it loaded: that page asks for them to be kept
//   ({ type: 'keep-page', url, assets }).
// - When an updated worker takes over, the kept pages still name the previous build's hashed
//   assets, which the new precache no longer holds: each is fetched again, in the background
//   (a page that cannot be fetched is kept as it is; one the new build no longer has is dropped).
const PAGES = 'pages';
const ASSETS = 'assets';

async function keep(url, cache) {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (response.ok) await cache.put(url, response);
  else if (response.status === 404 || response.status === 410)
    await cache.delete(url, { ignoreSearch: true });
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'keep-page' || typeof data.url !== 'string') return;
  const sameOrigin = (value) => {
    try {
      const url = new URL(value, self.location.origin);
      return url.origin === self.location.origin ? url.href : null;
    } catch {
      return null;
    }
  };
  const page = sameOrigin(data.url);
  if (!page) return;
  // The font files that page loaded: hashed names, kept with the other assets.
  const assets = (Array.isArray(data.assets) ? data.assets : []).map(sameOrigin).filter(Boolean);
  event.waitUntil(
    Promise.all([
      caches.open(PAGES).then((cache) => keep(page, cache).catch(() => undefined)),
      caches.open(ASSETS).then((cache) => cache.addAll(assets).catch(() => undefined)),
    ]),
  );
});

self.addEventListener('activate', () => {
  const refresh = async () => {
    const cache = await caches.open(PAGES);
    for (const request of await cache.keys()) {
      try {
        await keep(request.url, cache);
      } catch {
        // offline: keep the copy we have
      }
    }
  };
  refresh();
});
