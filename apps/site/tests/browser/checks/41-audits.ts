/**
 * The audits a reader's browser, a validator and a link checker run, over the build:
 * - every built page parsed for what the W3C validator and html-validate call errors (content
 *   after `</html>`, parser errors, duplicate ids, headings that skip a level), and every internal
 *   link's page and `#fragment` resolved (tools/audit/, also `pnpm audit-html`);
 * - every character a zh, zh-Hant or Thai page shows in a web-font file the page declares for its
 *   script, and every dice expression in a written locale's rule text a dice button (read from the
 *   same parse of each page);
 * - axe-core's WCAG 2.2 AA rules (target size included) and best practices (heading order, unique
 *   region names) on a page of every kind, in every locale, on a phone, in light; in dark the
 *   rules a colour scheme can change (SCHEME_RULES: contrast, links told by colour), on the same
 *   load switched in place (tools/audit/sample-pages.ts; the 40-page sample is `pnpm audit-axe`).
 */

import type { Page } from '@playwright/test';
import { axeFindings, describeFindings, SCHEME_RULES } from '../../../tools/audit/axe-wcag22.ts';
import { SUITE_PAGES } from '../../../tools/audit/sample-pages.ts';
import { expect, test } from '../fixtures.ts';
import { builtPagesPass } from '../support/built-pages-pass.ts';
import { switchScheme } from '../support/colour-schemes.ts';
import type { Lease } from '../support/context-pool.ts';
import { PHONE } from '../support/phone.ts';

test.describe('Audits: valid HTML, links that land, WCAG 2.2 AA', () => {
  // The three checks that read every built page without a browser share one parse of each page
  // (support/built-pages-pass.ts): in order in one worker, the first makes the pass, the others
  // read it. Parsing the 1,700 pages is most of what any of them costs.
  test.describe(() => {
    test.describe.configure({ mode: 'default' });

    test('every built page: no content after </html>, parser error, duplicate id or skipped heading level; every internal link lands', async ({
      site,
    }) => {
      const { audit } = await builtPagesPass(site.distDir);
      expect(audit.pages, 'pages read').toBeGreaterThan(1000);
      const structure = [...audit.structure].flatMap(([page, findings]) =>
        findings.map((finding) => `${page}: ${finding.code} ${finding.detail}`),
      );
      expect(structure.slice(0, 20), `${structure.length} structural errors`).toEqual([]);
      const broken = audit.broken.map((link) => `${link.from}: ${link.reason} ${link.href}`);
      expect(broken.slice(0, 20), `${broken.length} of ${audit.links} links land nowhere`).toEqual([]);
    });

    // Fifth reading H8: 酶 and 哐 were in no Noto Sans TC file, and drew as blanks on a device without
    // a Chinese font. Every built page is read, not a sample: its visible text and its inline
    // @font-face rules (support/glyph-coverage.ts). Characters shown only after load (island
    // strings) are drawn from the fallback slices, checked by 75-font-subsets.
    test('every character a zh, zh-Hant or Thai page shows is in a web-font file that page declares for its script', async ({
      site,
    }) => {
      const { glyphs } = await builtPagesPass(site.distDir);
      console.log(
        `glyph coverage: ${[...glyphs.read].map(([locale, count]) => `${locale} ${count}`).join(', ')} pages read`,
      );
      expect(glyphs.read.get('zh-hant') ?? 0, 'zh-Hant pages read').toBeGreaterThan(200);
      expect(glyphs.read.get('th') ?? 0, 'Thai pages read').toBeGreaterThan(200);
      expect(glyphs.found).toEqual([]);
    });

    // Rule text, tables and the glossary in every written locale: each dice expression a reader
    // sees is a button (support/dice-coverage.ts); 25-inline-dice checks what the button does.
    test('every dice expression in rule text, tables and glossary, in every locale, is a dice button', async ({
      site,
    }) => {
      const { dice } = await builtPagesPass(site.distDir);
      const problems = [...dice.problems];
      for (const [locale, count] of dice.counts) {
        console.log(
          `${locale}: ${count.pages} pages, ${count.withButtons} with dice buttons, ${count.found} dice expressions found, ${count.buttons} buttons`,
        );
        if (count.found !== count.buttons)
          problems.push(`${locale}: ${count.found} found vs ${count.buttons} buttons`);
        expect(count.withButtons, `${locale}: no page with dice buttons`).toBeGreaterThan(0);
      }
      expect(problems.length, problems.slice(0, 15).join('\n')).toBe(0);
    });
  });

  // A page is loaded once for its two schemes: the light test leaves it open, the dark test
  // switches it in place (prefers-color-scheme, and Starlight's theme as its picker sets it) and
  // closes it. The pair runs in order in one worker; each test's hygiene watches the page while
  // the test uses it.
  const loaded = new Map<string, { page: Page; lease: Lease }>();

  for (const path of SUITE_PAGES) {
    // The language chooser at / is not a Starlight page: it follows prefers-color-scheme alone.
    const chooser = path.startsWith('/?');
    test.describe(() => {
      test.describe.configure({ mode: 'serial' });
      for (const scheme of ['light', 'dark'] as const) {
        const what = scheme === 'light' ? 'WCAG 2.2 AA and best practices' : SCHEME_RULES.join(' and ');
        test(`axe ${what}: ${path} in ${scheme} on a phone`, async ({
          contextPool,
          hygiene,
          site,
          locale,
        }, testInfo) => {
          let held = scheme === 'dark' ? loaded.get(path) : undefined;
          loaded.delete(path);
          if (!held) {
            const lease = contextPool.lease({ fresh: testInfo.retry > 0 });
            const { page } = await lease.open({
              baseURL: site.baseUrl,
              viewport: PHONE.viewport,
              locale,
              colorScheme: scheme,
              bypassCSP: true,
              serviceWorkers: 'block',
            });
            page.setDefaultTimeout(10_000);
            held = { page, lease };
          }
          const { page, lease } = held;
          hygiene.track(page);
          let keep = false;
          try {
            if (page.url() === 'about:blank') {
              if (!chooser) {
                await page.addInitScript((theme) => {
                  window.localStorage.setItem('starlight-theme', theme);
                }, scheme);
              }
              await page.goto(path);
              if (!chooser) {
                await expect(page.locator('html'), `${path}: data-theme`).toHaveAttribute(
                  'data-theme',
                  scheme,
                );
              }
            } else if (chooser) await page.emulateMedia({ colorScheme: scheme });
            else await switchScheme(page, scheme);
            const findings = await axeFindings(page, {
              served: true,
              rules: scheme === 'dark' ? SCHEME_RULES : undefined,
            });
            expect(findings, describeFindings(findings)).toEqual([]);
            keep = scheme === 'light';
          } finally {
            if (keep) loaded.set(path, held);
            else await lease.end();
          }
        });
      }
    });
  }
});
