import type { AstroIntegration } from 'astro';

/**
 * Starlight adds @astrojs/sitemap unless an integration of that name is already present, and the
 * sitemap needs the site's public address (`site`), which only a deployment knows. Without
 * POLYHEDRAL_SITE_URL this takes the sitemap's place, so a local or CI build neither writes a
 * sitemap with wrong addresses nor warns; with it, Starlight's sitemap is built as usual.
 */
export function sitemapNeedsSite(siteUrl: string | undefined): AstroIntegration[] {
  if (siteUrl) return [];
  return [{ name: '@astrojs/sitemap', hooks: {} }];
}
