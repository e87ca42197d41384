// @ts-check
import { fileURLToPath } from 'node:url';
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import { installZhHant } from '@polyhedral/i18n/zh-hant';
import { defineConfig } from 'astro/config';
import { apiDatesFromContent } from './src/integrations/api-dates-from-content.ts';
import { endingFaultsInALine } from './src/integrations/build-faults.ts';
import { calculatorIslands } from './src/integrations/calculator-islands.ts';
import { clientChunks } from './src/integrations/client-chunks.ts';
import { copyLocale404Pages } from './src/integrations/copy-locale-404-pages.ts';
import { derivedLocales } from './src/integrations/derived-locales.ts';
import {
  isEditionsCheckBuild,
  searchIndexUnlessCheckBuild,
} from './src/integrations/editions-check-build.ts';
import { subsetFonts } from './src/integrations/fonts/subset-fonts.ts';
import { interactionHydration } from './src/integrations/interaction-hydration.ts';
import { readingCode } from './src/integrations/reading-code.ts';
import { searchEngines } from './src/integrations/search-engines.ts';
import { searchOnOpen } from './src/integrations/search-on-open.ts';
import { contentSecurityPolicy } from './src/integrations/security/csp-integration.ts';
import { deployHeaders } from './src/integrations/security/deploy-headers-integration.ts';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { noFullZodInBrowser } from './src/integrations/zod-flavour/no-full-zod-in-browser.ts';
import { siteTitles, starlightLocales } from './src/lib/starlight-locales.ts';

/**
 * The repo's content/ folder (the built bundle cannot find it from its own location), or another
 * tree given as POLYHEDRAL_CONTENT_ROOT (to build from a copy, or to see the build refuse a broken one).
 */
const contentRoot =
  process.env.POLYHEDRAL_CONTENT_ROOT || fileURLToPath(new URL('../../content/', import.meta.url));
/** `POLYHEDRAL_EDITION=open`: the open-licence edition (only open-licensed text) in dist-open/. */
const edition = process.env.POLYHEDRAL_EDITION === 'open' ? 'open' : 'full';
// `build:open:check`: the open edition for the editions check alone (editions-check-build.ts).
const checkBuild = isEditionsCheckBuild();
/** The deployed address (`https://...`): canonical and hreflang links and a sitemap are written only with it. */
const siteUrl = process.env.POLYHEDRAL_SITE_URL || undefined;

// zh-hant's strings are made from zh's in Node (the site titles below read them); the pages get
// them through derivedLocales().
installZhHant();

/**
 * In a worker there is no `document`: decode-named-character-reference's "browser" build decodes
 * with a DOM element (the Markdown parser under the checks uses it), so the worker takes its plain
 * build (the package's own "worker" condition; Vite resolves a worker with the page's conditions).
 */
function plainBuildInWorker() {
  return {
    name: 'polyhedral:plain-build-in-worker',
    // Before Vite's own resolver, which would pick the "browser" build.
    enforce: /** @type {const} */ ('pre'),
    /**
     * @this {{ resolve: (source: string, importer: string | undefined, options: object) => Promise<{ id: string } | null> }}
     * @param {string} source
     * @param {string | undefined} importer
     * @param {object} options
     */
    async resolveId(source, importer, options) {
      if (source !== 'decode-named-character-reference') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(/index\.dom\.js$/, 'index.js') };
    },
  };
}

export default defineConfig({
  // tools/build-and-swap.ts builds into a fresh folder and swaps it in only on success.
  outDir: process.env.POLYHEDRAL_OUT_DIR || (edition === 'open' ? './dist-open' : './dist'),
  // Each edition keeps its own content cache, so `pnpm test` can build both at once, and so does
  // `astro check` (POLYHEDRAL_CACHE_DIR, set by the typecheck script), which runs beside the build.
  cacheDir:
    process.env.POLYHEDRAL_CACHE_DIR ||
    (edition === 'open' ? './node_modules/.astro-open' : './node_modules/.astro'),
  site: siteUrl,
  trailingSlash: 'always',
  // Astro 7's default ('jsx') drops the whitespace between inline elements on separate lines
  // ("English Arcana" became "EnglishArcana" on the glossary pages); `true` keeps Astro 5's
  // lossless compression, so readers see the same text.
  compressHTML: true,
  server: { host: '127.0.0.1', port: 4321 },
  // Starlight's default is every link prefetched on hover, which sets up two listeners per link of
  // every page at load (a task in a phone's first seconds, issue 73 item 7) and does nothing on a
  // touch screen. A link is prefetched when pressed (touchstart / mousedown), a moment before its
  // click, on phones and desktops alike. Site-wide.
  prefetch: { prefetchAll: true, defaultStrategy: 'tap' },
  devToolbar: { enabled: false },
  integrations: [
    derivedLocales(),
    // robots.txt, and the sitemap when the site's address is known (in Starlight's sitemap's place).
    searchEngines(siteUrl),
    // Pagefind's index is not written by `build:open:check` (its markup stays: editions-check-build.ts).
    searchIndexUnlessCheckBuild(
      starlight({
        title: siteTitles(),
        description: 'SRD 5.2 rules in English, Thai, Simplified and Traditional Chinese',
        defaultLocale: 'en',
        locales: starlightLocales(),
        disable404Route: true,
        // On a phone the on-screen keyboard resizes the page instead of covering it, so a
        // calculator's sticky result summary stays visible while a field is edited.
        head: [
          {
            tag: 'meta',
            attrs: {
              name: 'viewport',
              content: 'width=device-width, initial-scale=1, interactive-widget=resizes-content',
            },
          },
        ],
        customCss: [
          './src/styles/fonts.css',
          './src/styles/site.css',
          './src/styles/narrow-header.css',
          './src/styles/scroll-cue.css',
          './src/styles/print.css',
        ],
        components: {
          Footer: './src/components/overrides/Footer.astro',
          Search: './src/components/overrides/Search.astro',
          Head: './src/components/overrides/Head.astro',
          PageTitle: './src/components/overrides/PageTitle.astro',
        },
        credits: false,
      }),
    ),
    // Babel (which @astrojs/preact always turns on) only for files that can hold JSX: on a `.ts`
    // file it parses and prints the module again and changes nothing (esbuild strips the types).
    preact({ include: [/\.[jt]sx$/] }),
    interactionHydration(),
    // Pagefind's UI built when the search opens, not on every page's load.
    searchOnOpen(),
    calculatorIslands(),
    clientChunks(),
    // The reading bar's code: a chunk no page script imports, its address written into the pages.
    readingCode(),
    // Before the policy and the service worker, which read or hash the pages: it also wraps the Thai
    // pages' borrowed words (thai-borrowed-words.ts) from its one parse of each page, and the policy
    // hashes the font-load script it adds to every page (and only inline scripts the project ships:
    // an unknown one stops the build). It is left out only by `build:open:check`, the open edition
    // the editions check reads (editions-check-build.ts): no page links a font file, nothing there
    // reads the spans, and the full edition's fonts and spans are the browser checks'.
    ...(checkBuild ? [] : [subsetFonts()]),
    contentSecurityPolicy(),
    copyLocale404Pages(),
    serviceWorker(),
    // zod/mini only in what a browser loads (zod-flavour/full-zod-markers.ts).
    noFullZodInBrowser(),
    deployHeaders(),
    // Last: the API files' times made from their content, so the hosts' ETags are (after every write).
    apiDatesFromContent(),
    // A full disk, a read-only folder, no permission or an I/O error under any of them: one line
    // naming the file and exit 2, not a stack (build-faults.ts).
  ].map((integration) => endingFaultsInALine(integration)),
  vite: {
    // The gzip sizes in the build log cost a compression of every client file and change nothing built.
    build: { reportCompressedSize: false },
    // The review page's checks' worker (src/review/section-check.worker.ts) is a module worker: its
    // code splits into chunks like the page's (an IIFE worker cannot). A worker has no DOM: a
    // package's DOM build for browsers is swapped for its plain one there.
    worker: { format: 'es', plugins: () => [plainBuildInWorker()] },
    define: {
      'import.meta.env.POLYHEDRAL_CONTENT_ROOT': JSON.stringify(contentRoot),
      'import.meta.env.POLYHEDRAL_EDITION': JSON.stringify(edition),
    },
  },
});
