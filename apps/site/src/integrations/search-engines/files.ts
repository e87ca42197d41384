/** The text of robots.txt and of the sitemap files (sitemaps.org protocol, with hreflang alternates). */
import { intlLocale, LOCALES, type Locale } from '@polyhedral/i18n';
import { escapeHtml } from '@polyhedral/markdown';

export const SITEMAP_INDEX_FILE = 'sitemap-index.xml';
export const SITEMAP_FILE = 'sitemap-0.xml';

/** `path` on the site: `https://example.org/docs/` + `/en/` -> `https://example.org/docs/en/`. */
export function absolute(siteUrl: string, path: string): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return new URL(path.replace(/^\//, ''), base).href;
}

/** Every crawler may read everything; the sitemap's address when the build knows the site's. */
export function robotsTxt(siteUrl: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (siteUrl) lines.push('', `Sitemap: ${absolute(siteUrl, `/${SITEMAP_INDEX_FILE}`)}`);
  else
    lines.push(
      '',
      '# No sitemap: this build had no POLYHEDRAL_SITE_URL (a sitemap lists full https:// addresses).',
    );
  return `${lines.join('\n')}\n`;
}

/** The locale a path is in (`/th/rules/Dice/` -> th), undefined outside the languages. */
function localeOf(path: string): Locale | undefined {
  const first = path.split('/')[1];
  return LOCALES.find((locale) => locale === first);
}

/**
 * One `<url>` per path; a path in a language lists itself and its versions in the other languages
 * that were built (`hreflang`, and `x-default` for the English one).
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const built = new Set(paths);
  const urls = [...paths].sort().map((path) => {
    const locale = localeOf(path);
    const lines = [`  <url>`, `    <loc>${escapeHtml(absolute(siteUrl, path))}</loc>`];
    if (locale) {
      const rest = path.slice(locale.length + 1);
      const versions = LOCALES.filter((other) => built.has(`/${other}${rest}`));
      for (const other of versions) {
        const href = escapeHtml(absolute(siteUrl, `/${other}${rest}`));
        lines.push(`    <xhtml:link rel="alternate" hreflang="${intlLocale(other)}" href="${href}"/>`);
      }
      if (versions.includes('en')) {
        const href = escapeHtml(absolute(siteUrl, `/en${rest}`));
        lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${href}"/>`);
      }
    }
    lines.push('  </url>');
    return lines.join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndexXml(siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <sitemap><loc>${escapeHtml(absolute(siteUrl, `/${SITEMAP_FILE}`))}</loc></sitemap>`,
    '</sitemapindex>',
    '',
  ].join('\n');
}
