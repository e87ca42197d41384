/**
 * What search engines read besides the pages: `robots.txt` (always) and a sitemap (only with the
 * site's public address, POLYHEDRAL_SITE_URL: a sitemap lists full `https://` addresses, and so
 * do the canonical and `hreflang` links Starlight and components/overrides/Head.astro write with
 * it). The sitemap lists every page a search engine should index (never a sub-section's redirect
 * page, which says `noindex`, nor a not-found page), each with its versions in the other
 * languages. Without the address the build ends with a warning block (NO_SITE_URL_WARNING), printed
 * as the process exits so no later line of the build log hides it.
 *
 * Named like @astrojs/sitemap, which Starlight would otherwise add (and which would list the
 * redirect pages).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { filesEndingIn, integration, pagePath } from './integration.ts';
import {
  robotsTxt,
  SITEMAP_FILE,
  SITEMAP_INDEX_FILE,
  sitemapIndexXml,
  sitemapXml,
} from './search-engines/files.ts';
import { isIndexable } from './search-engines/indexable.ts';
import { NO_SITE_URL_WARNING } from './search-engines/no-site-url-warning.ts';
import { writeBuildFile } from './write-build-file.ts';

export function searchEngines(siteUrl: string | undefined): AstroIntegration {
  return integration('@astrojs/sitemap', {
    afterBuild: async (root, logger) => {
      await writeBuildFile(path.join(root, 'robots.txt'), robotsTxt(siteUrl));
      if (!siteUrl) {
        logger.warn(
          'no POLYHEDRAL_SITE_URL: no sitemap, canonical or hreflang links (they need the public https:// address); robots.txt without a Sitemap line',
        );
        // The last thing the build prints (stderr writes to a pipe or terminal are synchronous).
        process.once('exit', () => process.stderr.write(`${NO_SITE_URL_WARNING}\n`));
        return;
      }
      const files = await filesEndingIn(root, '.html');
      const paths: string[] = [];
      for (const file of files) {
        // Not-found pages (`404.html`, `/<locale>/404/`) are for readers who mistyped an address.
        if (file.split(path.sep).includes('404') || path.basename(file) === '404.html') continue;
        if (isIndexable(await readFile(path.join(root, file), 'utf8'))) paths.push(pagePath(file));
      }
      await writeBuildFile(path.join(root, SITEMAP_FILE), sitemapXml(siteUrl, paths));
      await writeBuildFile(path.join(root, SITEMAP_INDEX_FILE), sitemapIndexXml(siteUrl));
      logger.info(`sitemap: ${paths.length} pages for ${siteUrl}`);
    },
  });
}
