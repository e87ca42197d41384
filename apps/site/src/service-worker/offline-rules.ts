/**
 * The service worker's decisions that do not need a browser: cache keys, which requests go to
 * which cache, which assets a cached page names, how far a cache is trimmed. Used by
 * service-worker/sw.ts (bundled into /sw.js) and by the build (integrations/service-worker.ts).
 */

/** Cache names. Every cache the worker writes is bounded (see MAX_ENTRIES and docs/DECISIONS.md). */
export const CACHE = {
  /** This build's precache: `precache-<build>`; older builds' are deleted when a new worker activates. */
  precachePrefix: 'precache-',
  /** Pages read online (network first), one entry per address whatever the query string. */
  pages: 'pages',
  /** Fonts and older hashed assets fetched at run time. */
  assets: 'assets',
  /** Pagefind index chunks and fragments fetched by a search. */
  search: 'search',
  /** Hashed CSS/JS that a cached page names and the current precache no longer holds. */
  pageAssets: 'page-assets',
  /** The review page's data (`/<locale>/review/index.json`, `.../review/shared.json`, `.../review/reviewers.json`, `.../review/glossary.json`, `.../review/data/<RuleId>.json`) and the English a rule or glossary page's English view reads (`/<locale>/rules/<PageId>/english.json`, `/<locale>/glossary/<TermId>/english.json`), read online. */
  review: 'review',
  /** A language downloaded for offline use: `offline-<locale>`, exactly the files of its manifest. */
  downloadPrefix: 'offline-',
} as const;

/** Upper bounds (entries) of the caches that grow with reading, least recently used first (cache-bounds.ts); the others are bounded by a manifest. */
export const MAX_ENTRIES = { pages: 200, assets: 300, search: 600, review: 600 } as const;

/** Marks the requests of a download: the worker lets them through to the network, uncached. */
export const DOWNLOAD_HEADER = 'x-polyhedral-download';

/** The URL of a language's offline manifest (written by the build). */
export function downloadManifestPath(locale: string): string {
  return `/offline/${locale}.json`;
}

export function downloadCacheName(locale: string): string {
  return `${CACHE.downloadPrefix}${locale}`;
}

/** The localized "you are offline" page of a locale (precached). */
export function offlinePagePath(locale: string): string {
  return `/${locale}/offline/`;
}

/**
 * The key a page is stored under: the address without query string or fragment. Shared
 * calculator links (`?bonus=5&dc=15`) all name the same HTML; keying by the full URL let 320
 * shared links push every other page out of the cache.
 */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** The locale a same-origin path belongs to (`/th/rules/Dice/` -> th), or null. */
export function localeOfPath(pathname: string, locales: readonly string[]): string | null {
  const first = pathname.split('/')[1] ?? '';
  return locales.includes(first) ? first : null;
}

export type RequestKind = 'font' | 'hashed-asset' | 'search-chunk' | 'review-data' | 'reading-data' | 'other';

/** Which of the worker's routes a same-origin GET that is not a navigation takes. */
export function requestKind(pathname: string): RequestKind {
  if (pathname.startsWith('/fonts/')) return 'font';
  if (pathname.startsWith('/_astro/')) return 'hashed-asset';
  if (/^\/pagefind\/(index|fragment)\//.test(pathname)) return 'search-chunk';
  if (
    /^\/[a-z-]+\/review\/(index|shared|reviewers|glossary|data\/[A-Za-z][A-Za-z0-9]*)\.json$/.test(pathname)
  )
    return 'review-data';
  // A translated rule or glossary page's English file its English view reads (reading/english-data.ts).
  // The open-data rule documents it is made from are read by the build, never by the page: not kept.
  if (/^\/[a-z-]+\/(rules|glossary)\/[A-Za-z][A-Za-z0-9]*\/english\.json$/.test(pathname))
    return 'reading-data';
  // The search dialog's section index (browser/section-search.ts), kept like the English files.
  if (/^\/[a-z-]+\/search\.json$/.test(pathname)) return 'reading-data';
  return 'other';
}

/**
 * The same-origin hashed assets (`/_astro/...`) and font files (`/fonts/...`) an HTML page names:
 * stylesheets, scripts, island component and renderer URLs, font preloads. Deduplicated, in order.
 */
export function assetPathsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/["'(=\s](\/(?:_astro|fonts)\/[^"'()\s<>?#]+)/g)) {
    found.add(match[1]!);
  }
  return [...found];
}

/** The URL a precache entry answers to: `x/index.html` is served for `x/`. */
export function precacheUrl(url: string): string {
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}

/**
 * The locale of a Pagefind index chunk or fragment (`/pagefind/index/th_1a2b.pf_index`,
 * `/pagefind/fragment/zh-cn_3c4d.pf_fragment`, `zh-hant_5e6f…`): Pagefind names them after the
 * page's `lang`, lowercased. The longest locale the tag is or starts with wins: `zh-cn` is zh,
 * `zh-hant` is zh-hant.
 */
export function searchChunkLocale(pathname: string, locales: readonly string[]): string | null {
  const name = pathname.split('/').pop() ?? '';
  const tag = name.split('_')[0] ?? '';
  let found: string | null = null;
  for (const locale of locales) {
    const matches = tag === locale || tag.startsWith(`${locale}-`);
    if (matches && (found === null || locale.length > found.length)) found = locale;
  }
  return found;
}

export function isSearchFileOf(pathname: string, locale: string, locales: readonly string[]): boolean {
  return requestKind(pathname) === 'search-chunk' && searchChunkLocale(pathname, locales) === locale;
}

/**
 * The hashed assets a built JS chunk loads (`from"./x.js"`, `import("./x.js")`, Vite's preload
 * list `"_astro/x.js"`), as `/_astro/` paths: Vite writes every chunk into the one `_astro/` folder.
 */
export function importedAssetPaths(js: string): string[] {
  const found = new Set<string>();
  for (const match of js.matchAll(/["'](?:\.\/|\/?_astro\/)([\w.-]+\.(?:js|css))["']/g)) {
    found.add(`/_astro/${match[1]}`);
  }
  return [...found];
}
