import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatInteger, LOCALES } from '@polyhedral/i18n';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { manifestPath, webAppManifest } from '../lib/web-app-manifest.ts';
import { downloadManifestPath } from '../service-worker/offline-rules.ts';
import { downloadManifest } from './download-manifests.ts';
import { integration } from './integration.ts';
import { precacheList } from './precache-list.ts';
import { writeBuildFile } from './write-build-file.ts';

/**
 * After the build: a web app manifest per locale, the download manifest of each language
 * (`/offline/<locale>.json`) and the service worker (`/sw.js`, service-worker/sw.ts bundled with
 * this build's precache list). Runs after Pagefind and the font subsetter so their files are listed.
 */
export function serviceWorker(): AstroIntegration {
  return integration('polyhedral:service-worker', {
    afterBuild: async (root, logger) => {
      for (const locale of LOCALES) {
        const file = path.join(root, manifestPath(locale));
        await mkdir(path.dirname(file), { recursive: true });
        await writeBuildFile(file, `${JSON.stringify(webAppManifest(locale), null, 2)}\n`);
      }
      for (const locale of LOCALES) {
        const manifest = await downloadManifest(root, locale, LOCALES);
        const file = path.join(root, downloadManifestPath(locale));
        await mkdir(path.dirname(file), { recursive: true });
        await writeBuildFile(file, JSON.stringify(manifest));
        const kb = formatInteger('en', Math.round(manifest.bytes / 1024));
        logger.info(
          `${downloadManifestPath(locale)}: ${manifest.pages} pages, ${manifest.files.length} files, ${kb} KB`,
        );
      }
      const { entries, build: buildName, size, warnings } = await precacheList(root);
      for (const warning of warnings) logger.warn(warning);
      // Written here, not by esbuild, so a full disk is Node's error naming the file (build-faults.ts).
      const worker = await build({
        entryPoints: [fileURLToPath(new URL('../service-worker/sw.ts', import.meta.url))],
        outfile: path.join(root, 'sw.js'),
        write: false,
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
      for (const output of worker.outputFiles) await writeBuildFile(output.path, output.contents);
      logger.info(
        `sw.js precaches ${entries.length} files (${Math.round(size / 1024)} KB), build ${buildName}`,
      );
    },
  });
}
