import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@polyhedral/i18n';
import type { AstroIntegration } from 'astro';
import { type GenerateSWOptions, generateSW } from 'workbox-build';
import { manifestPath, webAppManifest } from '../lib/web-app-manifest.ts';

/** Cache names; public/sw-pages.js uses the same. */
export const PAGES_CACHE = 'pages';
export const ASSETS_CACHE = 'assets';

/**
 * Workbox `generateSW` options for a built site in `root`. How the site works offline and how an
 * update takes effect (docs/DECISIONS.md):
 * - precached at install, versioned by content hash per build: every JS and CSS file (calculators
 *   and the dice popover work on any opened page even if never used online), Pagefind's entry files
 *   (script, wasm, entry and per-language meta), icons and manifests;
 * - pages: network first (4 s), the cached copy when offline, whatever the query string;
 * - Pagefind index chunks and fragments (hashed names): cached when a search first fetches them;
 * - subset font files and older hashed assets: cache first.
 * An update activates at once (skipWaiting, clientsClaim); open pages reload when the new worker
 * takes over (scripts/register-service-worker.ts), and the pages kept for offline use are fetched
 * again so they name the new build's assets (public/sw-pages.js, which also keeps the page the
 * worker was installed from: no route saw that first navigation).
 */
export function serviceWorkerOptions(root: string): GenerateSWOptions {
  return {
    swDest: path.join(root, 'sw.js'),
    globDirectory: root,
    globPatterns: [
      '_astro/**/*.{js,css}',
      'pagefind/pagefind.js',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind-entry.json',
      'pagefind/*.pf_meta',
      'pagefind/wasm.*.pagefind',
      'icons/*.png',
      'favicon.svg',
      '*/manifest.webmanifest',
    ],
    // Vite and the font subsetter put content hashes in these names: no revision needed.
    dontCacheBustURLsMatching: /^(_astro|fonts)\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // Pagefind asks for its entry file with a cache-busting `?ts=`: the precached copy answers.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/],
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    importScripts: ['/sw-pages.js'],
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: 4,
          matchOptions: { ignoreSearch: true },
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300 },
        },
      },
      {
        urlPattern: /\/pagefind\/(index|fragment)\//,
        handler: 'CacheFirst',
        options: {
          cacheName: 'search',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 1000 },
        },
      },
      {
        urlPattern: /\/(fonts|_astro|icons)\//,
        handler: 'CacheFirst',
        options: {
          cacheName: ASSETS_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300 },
        },
      },
    ],
  };
}

/**
 * After the build: a web app manifest per locale and the service worker (`/sw.js`, Workbox).
 * Runs after Pagefind and the font subsetter so their files are in the precache.
 */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'polyhedral:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        for (const locale of LOCALES) {
          const file = path.join(root, manifestPath(locale));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, `${JSON.stringify(webAppManifest(locale), null, 2)}\n`);
        }
        const { count, size, warnings } = await generateSW(serviceWorkerOptions(root));
        for (const warning of warnings) logger.warn(warning);
        logger.info(`sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
      },
    },
  };
}
