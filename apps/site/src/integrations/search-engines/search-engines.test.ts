import { describe, expect, it } from 'vitest';
import { absolute, robotsTxt, sitemapIndexXml, sitemapXml } from './files.ts';
import { isIndexable } from './indexable.ts';
import { builtWithoutSiteUrl, NO_SITE_URL_WARNING } from './no-site-url-warning.ts';

const SITE = 'https://rules.example.org';

describe('robots.txt', () => {
  it('names the sitemap by its full address when the build knows the site', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://rules.example.org/sitemap-index.xml\n',
    );
  });

  it('says why there is no sitemap when it does not', () => {
    const text = robotsTxt(undefined);
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).not.toMatch(/^Sitemap:/m);
    expect(text).toContain('POLYHEDRAL_SITE_URL');
  });
});

describe('sitemap', () => {
  it('lists each page with its versions in every built language and x-default (English)', () => {
    const xml = sitemapXml(SITE, ['/en/rules/Dice/', '/th/rules/Dice/', '/zh/rules/Dice/', '/']);
    expect(xml).toContain('<loc>https://rules.example.org/th/rules/Dice/</loc>');
    expect(xml).toContain('<loc>https://rules.example.org/</loc>');
    const thai = xml.split('</url>').find((url) => url.includes('<loc>https://rules.example.org/th/')) ?? '';
    expect(thai).toContain('hreflang="en" href="https://rules.example.org/en/rules/Dice/"');
    expect(thai).toContain('hreflang="zh-CN" href="https://rules.example.org/zh/rules/Dice/"');
    expect(thai).toContain('hreflang="x-default" href="https://rules.example.org/en/rules/Dice/"');
    // zh-hant was not built here: no alternate for it.
    expect(xml).not.toContain('zh-Hant');
  });

  it('keeps a path under the site address (a site served from a folder)', () => {
    expect(absolute('https://example.org/rules', '/en/')).toBe('https://example.org/rules/en/');
    expect(sitemapIndexXml('https://example.org/rules/')).toContain(
      '<loc>https://example.org/rules/sitemap-0.xml</loc>',
    );
  });

  it('leaves out redirect pages (noindex, meta refresh) and keeps rule pages', () => {
    const redirect =
      '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/en/rules/Dice/#D3"><meta name="robots" content="noindex"></head><body></body></html>';
    expect(isIndexable(redirect)).toBe(false);
    expect(
      isIndexable('<!doctype html><html><head><title>Dice</title></head><body><p>x</p></body></html>'),
    ).toBe(true);
  });
});

describe('a build without the site address', () => {
  it('is recognised from its robots.txt, and the warning names the variable and what is missing', () => {
    expect(builtWithoutSiteUrl(robotsTxt(undefined))).toBe(true);
    expect(builtWithoutSiteUrl(robotsTxt(SITE))).toBe(false);
    for (const missing of ['POLYHEDRAL_SITE_URL=https://', 'canonical', 'hreflang', 'sitemap'])
      expect(NO_SITE_URL_WARNING).toContain(missing);
  });
});
