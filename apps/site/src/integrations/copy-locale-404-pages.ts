import { copyFile, readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Static hosts that look for the nearest `404.html` (Cloudflare Pages, the test server) serve a
 * localized "not found" page for a mistyped `/th/...` address. Astro writes `/th/404/index.html`;
 * this copies it to `/th/404.html` after the build.
 */
export function copyLocale404Pages(): AstroIntegration {
  return {
    name: 'polyhedral:copy-locale-404-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        for (const entry of await readdir(root)) {
          const source = `${root}/${entry}/404/index.html`;
          const exists = await stat(source).then(
            (s) => s.isFile(),
            () => false,
          );
          if (!exists) continue;
          await copyFile(source, `${root}/${entry}/404.html`);
          logger.info(`${entry}/404.html`);
        }
      },
    },
  };
}
