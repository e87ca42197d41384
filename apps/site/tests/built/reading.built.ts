import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { intlLocale, TRANSLATED_LOCALES, WRITTEN_LOCALES } from '@polyhedral/i18n';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { all, attribute, builtSite, distDir, one, textOf, textsOf } from './built-site.ts';

/**
 * Reading, as built: permalinks, sections in the reader's language, a localized core table, the
 * status figures, the 404 page, the redirect page without JavaScript and the footer (moved from
 * the browser checks' 10-reading, which keeps the language switcher, the sub-section permalink,
 * landing on a section and the chooser); the playtest box and a playtest-only page (moved from
 * 20-interactive); and the rule pages' "Suggest a correction" links (moved from 63-review).
 */
const site = builtSite();

/** The first rule page of a locale in dist/ whose HTML contains a marker, as a site path. */
function firstRulePageWith(locale: string, marker: string): string | null {
  const rulesDir = path.join(distDir, locale, 'rules');
  for (const id of readdirSync(rulesDir).sort()) {
    if (readFileSync(path.join(rulesDir, id, 'index.html'), 'utf8').includes(marker))
      return `/${locale}/rules/${id}/`;
  }
  return null;
}

/**
 * English pages have no "Suggest a correction"; Thai and Chinese rule pages have one per section,
 * each leading to the section on the review page of its language (moved from 63-review).
 */
function suggestsCorrections(document: Root, locale: string): void {
  const links = all(document, '.suggest-correction a');
  if (locale === 'en') {
    expect(all(document, '.suggest-correction'), 'no "Suggest a correction" in English').toHaveLength(0);
    return;
  }
  expect(links.length, `${locale}: "Suggest a correction" links`).toBeGreaterThan(1);
  expect(attribute(links[0]!, 'href')).toMatch(new RegExp(`^/${locale}/review/\\?section=[A-Za-z0-9]+$`));
}

describe('Reading: permalinks, sections, tables, status, 404, footer', () => {
  for (const locale of WRITTEN_LOCALES) {
    it(`permalink /${locale}/rules/D20Tests/ is the rule page in ${locale}`, async () => {
      const { status, root: document } = await site.load(`/${locale}/rules/D20Tests/`);
      expect(status, 'status').toBe(200);
      expect(attribute(one(document, 'html'), 'lang'), 'html lang').toBe(intlLocale(locale));
      expect(textsOf(document, 'main h1')[0] ?? '', 'page title').not.toBe('');
      expect(all(document, 'main [data-section]').length, 'sections rendered').toBeGreaterThan(0);
      expect(all(document, '#AbilityChecks'), 'sub-section anchor #AbilityChecks').toHaveLength(1);
      suggestsCorrections(document, locale);
    });
  }

  it('/zh-hant/rules/D20Tests/ has "Suggest a correction" per section', async () => {
    const { root: document } = await site.load('/zh-hant/rules/D20Tests/');
    suggestsCorrections(document, 'zh-hant');
  });

  it('a translated Thai page mixes per section: Thai sections carry no notice', async () => {
    const { root: document } = await site.load('/th/rules/D20Tests/');
    const sections = all(document, 'main [data-section]');
    const fallback = all(document, 'main .rule-section--fallback').length;
    expect(sections.length, 'sections rendered').toBeGreaterThan(0);
    expect(
      fallback,
      `some translated sections (total ${sections.length}, fallback ${fallback})`,
    ).toBeLessThan(sections.length);
    expect(attribute(sections[0]!, 'lang'), 'a translated section inherits lang="th"').toBeUndefined();
  });

  it('every Thai and Chinese rule page is in its own language (no English fallback section left)', async () => {
    // Which sections fall back is covered by the content package's resolvePage tests.
    for (const path of [
      '/th/rules/Exploration/',
      '/th/rules/DamageandHealing/',
      '/th/rules/LevelAdvancement/',
      '/zh/rules/LevelAdvancement/',
      '/zh/rules/Combat/',
    ]) {
      const { root: document } = await site.load(path);
      expect(all(document, '.rule-section--fallback'), `${path}: English fallback`).toHaveLength(0);
      expect(all(document, 'main [data-section]').length, `${path}: sections`).toBeGreaterThan(0);
    }
  });

  it('a core table renders with localized headers and U+2212 minus signs (/zh/rules/TheSixAbilities/)', async () => {
    const { root: document } = await site.load('/zh/rules/TheSixAbilities/');
    const table = one(document, '[data-table="AbilityModifiersTable"] table');
    const headers = textsOf(table, 'thead th');
    expect(headers.length, 'table headers').toBeGreaterThan(0);
    for (const text of headers)
      expect(text, `Chinese headers: ${headers.join(' | ')}`).toMatch(/[\u4E00-\u9FFF]/);
    // SRD 5.2 AbilityModifiersTable: score 1 -> modifier −5.
    expect(textsOf(table, 'tbody tr:first-child td'), 'score 1 modifier').toContain('\u22125');
  });

  it("the status page shows the content package's figures (/th/status/)", async () => {
    const { contentStatus, loadContent } = await import('@polyhedral/content');
    const expected = contentStatus(loadContent());
    const { root: document } = await site.load('/th/status/');
    const figure = (selector: string) => Number(textOf(one(document, selector)).replace(/\D/g, ''));
    for (const locale of TRANSLATED_LOCALES) {
      const figures = expected.locales[locale];
      const row = `tr[data-status-locale="${locale}"]`;
      expect(figure(`${row} [data-missing]`), `${locale} missing`).toBe(figures.missing);
      expect(figure(`${row} [data-stale]`), `${locale} stale`).toBe(figures.stale);
    }
    const figures = expected.locales.th;
    expect(all(document, '#pending-th + ul > li'), 'the Thai list').toHaveLength(
      figures.missing + figures.stale,
    );
  });

  it('the redirect page works without JavaScript (meta refresh, canonical, visible link)', async () => {
    const { status, html } = await site.load('/zh/rules/AbilityChecks/');
    expect(status, 'status').toBe(200);
    expect(html, 'meta refresh').toMatch(
      /http-equiv="refresh" content="0; url=\/zh\/rules\/D20Tests\/#AbilityChecks"/,
    );
    expect(html, 'canonical link').toMatch(/rel="canonical" href="\/zh\/rules\/D20Tests\/#AbilityChecks"/);
    expect(html, 'visible link').toMatch(/<a href="\/zh\/rules\/D20Tests\/#AbilityChecks">/);
  });

  it('playtest text sits in a collapsed, localized "Playtest rules (older)" box marked lang="en"', async () => {
    const pagePath = firstRulePageWith('th', '<details class="playtest"');
    expect(pagePath, 'a Thai rule page in dist with a playtest box').not.toBeNull();
    const { root: document } = await site.load(pagePath!);
    const box = one(document, 'details.playtest');
    expect(attribute(box, 'lang'), 'lang').toBe('en');
    expect(attribute(box, 'open'), 'collapsed by default').toBeUndefined();
    expect(textOf(one(box, 'summary')), 'Thai summary').toMatch(/[\u0E00-\u0E7F]/);
  });

  it('a playtest-only topic has its own page: English text under a localized notice, out of the Thai index', async () => {
    const { status, root: document } = await site.load('/th/rules/PlaytestContests/');
    expect(status, 'status').toBe(200);
    const wrapper = one(document, '.playtest-only');
    expect(attribute(wrapper, 'lang'), 'lang').toBe('en');
    expect(attribute(wrapper, 'data-pagefind-ignore'), 'kept out of the Thai index').toBeDefined();
    expect(textOf(one(wrapper, '.notice--playtest')), 'Thai notice').toMatch(/[\u0E00-\u0E7F]/);
  });

  it('a mistyped address /th/rules/NoSuchRule/ gives the Thai 404 page', async () => {
    const { status, root: document } = await site.load('/th/rules/NoSuchRule/');
    expect(status, 'status').toBe(404);
    expect(attribute(one(document, 'html'), 'lang'), 'html lang th').toBe('th');
    expect(textsOf(document, '[data-not-found]')[0], 'Thai message').toMatch(/[\u0E00-\u0E7F]/);
  });

  it('the footer links the attribution page, and carries the CC-BY line where the page shows SRD text', async () => {
    const { root: document } = await site.load('/zh/glossary/');
    expect(all(document, '.site-attribution a[href="/zh/attribution/"]'), 'footer link').toHaveLength(1);
    expect(textsOf(document, '.site-attribution')[0], 'CC-BY line').toContain('CC-BY-4.0');
    const attribution = await site.load('/zh/attribution/');
    expect(textsOf(attribution.root, '.attribution-statement')[0], 'SRD statement').toContain(
      'Creative Commons Attribution 4.0 International License',
    );
  });
});
