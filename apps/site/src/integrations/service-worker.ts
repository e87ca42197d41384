import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatInteger, LOCALES } from '@polyhedral/i18n';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { type GetManifestOptions, getManifest } from 'workbox-build';
import { manifestPath, webAppManifest } from '../lib/web-app-manifest.ts';
import { downloadManifestPath } from '../service-worker/offline-rules.ts';
import type { PrecacheEntry } from '../service-worker/worker-types.ts';
import { downloadManifest } from './download-manifests.ts';

/**
 * What every build precaches (service-worker/sw.ts installs it): every JS and CSS file
 * (calculators and the dice popover work on any opened page even if never used online), Pagefind's
 * entry files (script, wasm, entry and per-language meta), icons, manifests, each locale's
 * offline page (shown for an address that is not cached), each locale's combat tracker and its
 * glossary names (the search box's shortcut).
 */
export function precacheOptions(root: string): GetManifestOptions {
  return {
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
      '*/offline/index.html',
      // The combat tracker works at the table with no network even if never opened online.
      '*/tracker/index.html',
      // The search box's glossary shortcut (browser/glossary-shortcut.ts) works offline too.
      '*/glossary/names.json',
    ],
    // Vite and the font subsetter put content hashes in these names: no revision needed.
    dontCacheBustURLsMatching: /^(_astro|fonts)\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  };
}

/** The precache list as sw.ts reads it (absolute paths) and the build's name (a hash of it). */
export async function precacheList(
  root: string,
): Promise<{ entries: PrecacheEntry[]; build: string; size: number; warnings: string[] }> {
  const { manifestEntries, size, warnings } = await getManifest(precacheOptions(root));
  const entries = await Promise.all(
    (manifestEntries ?? []).map(async (entry) => ({
      url: `/${entry.url.replace(/^\//, '')}`,
      revision: entry.revision ?? null,
      sha256: createHash('sha256')
        .update(await readFile(path.join(root, entry.url.replace(/^\//, ''))))
        .digest('hex')
        .slice(0, 16),
    })),
  );
  const build = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12);
  return { entries, build, size, warnings };
}

/**
 * After the build: a web app manifest per locale, the download manifest of each language
 * (`/offline/<locale>.json`) and the service worker (`/sw.js`, service-worker/sw.ts bundled with
 * this build's precache list). Runs after Pagefind and the font subsetter so their files are listed.
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
        for (const locale of LOCALES) {
          const manifest = await downloadManifest(root, locale, LOCALES);
          const file = path.join(root, downloadManifestPath(locale));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, JSON.stringify(manifest));
          const kb = formatInteger('en', Math.round(manifest.bytes / 1024));
          logger.info(
            `${downloadManifestPath(locale)}: ${manifest.pages} pages, ${manifest.files.length} files, ${kb} KB`,
          );
        }
        const { entries, build: buildName, size, warnings } = await precacheList(root);
        for (const warning of warnings) logger.warn(warning);
        await build({
          entryPoints: [fileURLToPath(new URL('../service-worker/sw.ts', import.meta.url))],
          outfile: path.join(root, 'sw.js'),
          bundle: true,
          format: 'iife',
          minify: true,
          target: 'es2022',
          define: {
            __PRECACHE__: JSON.stringify(entries),
            __BUILD__: JSON.stringify(buildName),
            __LOCALES__: JSON.stringify(LOCALES),
          },
          banner: { js: `/* polyhedral build ${buildName} */` },
          logLevel: 'warning',
        });
        logger.info(
          `sw.js precaches ${entries.length} files (${Math.round(size / 1024)} KB), build ${buildName}`,
        );
      },
    },
  };
}
