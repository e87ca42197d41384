import { copyFile, readdir, stat } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { integration } from './integration.ts';
import { redirectsV1Rule } from './security/api-v1-redirect.ts';
import { API_NOT_FOUND } from './security/deploy-headers.ts';
import { writeBuildFile } from './write-build-file.ts';

/** Netlify-style rules: an unknown address under /<locale>/ gets that locale's 404 page. */
export function locale404Rules(locales: readonly string[]): string {
  const lines = locales.map((locale) => `/${locale}/*  /${locale}/404.html  404`);
  return [
    `# Unknown addresses under a language get that language's "not found" page.`,
    ...lines,
    ...redirectsV1Rule(),
    '# Unknown data API addresses get a JSON 404 (with the CORS headers of _headers).',
    `/api/*  ${API_NOT_FOUND}  404`,
    '',
  ].join('\n');
}

/**
 * A mistyped `/th/...` address must get the Thai "not found" page, not the English one. Astro
 * writes `/th/404/index.html`; after the build this copies it to `/th/404.html`, which hosts that
 * look for the nearest `404.html` (Cloudflare Pages, the test server, `pnpm preview`) serve, and
 * writes `_redirects` with one rule per locale for hosts that need them spelled out (Netlify).
 */
export function copyLocale404Pages(): AstroIntegration {
  return integration('polyhedral:copy-locale-404-pages', {
    afterBuild: async (root, logger) => {
      const locales: string[] = [];
      for (const entry of await readdir(root)) {
        const source = `${root}/${entry}/404/index.html`;
        const exists = await stat(source).then(
          (s) => s.isFile(),
          () => false,
        );
        if (!exists) continue;
        await copyFile(source, `${root}/${entry}/404.html`);
        locales.push(entry);
        logger.info(`${entry}/404.html`);
      }
      await writeBuildFile(`${root}/_redirects`, locale404Rules(locales.sort()));
    },
  });
}
