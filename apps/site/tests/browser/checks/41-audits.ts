/**
 * The audits a reader's browser, a validator and a link checker run, over the build:
 * - every built page parsed for what the W3C validator and html-validate call errors (content
 *   after `</html>`, parser errors, duplicate ids, headings that skip a level), and every internal
 *   link's page and `#fragment` resolved (tools/audit/, also `pnpm audit-html`);
 * - axe-core's WCAG 2.2 AA rules (target size included) and best practices (heading order, unique
 *   region names) on a page of every kind, in every locale, in light and dark, on a phone
 *   (tools/audit/sample-pages.ts; the 40-page sample is `pnpm audit-axe`).
 */
import { auditBuild } from '../../../tools/audit/audit-build.ts';
import { axeFindings, describeFindings } from '../../../tools/audit/axe-wcag22.ts';
import { SUITE_PAGES } from '../../../tools/audit/sample-pages.ts';
import { expect, test } from '../fixtures.ts';
import { openInScheme } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';

test.describe('Audits: valid HTML, links that land, WCAG 2.2 AA', () => {
  test('every built page: no content after </html>, parser error, duplicate id or skipped heading level; every internal link lands', async ({
    site,
  }) => {
    const audit = await auditBuild(site.distDir);
    expect(audit.pages, 'pages read').toBeGreaterThan(1000);
    const structure = [...audit.structure].flatMap(([page, findings]) =>
      findings.map((finding) => `${page}: ${finding.code} ${finding.detail}`),
    );
    expect(structure.slice(0, 20), `${structure.length} structural errors`).toEqual([]);
    const broken = audit.broken.map((link) => `${link.from}: ${link.reason} ${link.href}`);
    expect(broken.slice(0, 20), `${broken.length} of ${audit.links} links land nowhere`).toEqual([]);
  });

  for (const path of SUITE_PAGES) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`axe WCAG 2.2 AA and best practices: ${path} in ${scheme} on a phone`, async ({ newPage }) => {
        // The language chooser at / is not a Starlight page: it follows prefers-color-scheme alone.
        const { page } = path.startsWith('/?')
          ? await newPage({ viewport: PHONE.viewport, colorScheme: scheme, bypassCSP: true })
          : await openInScheme(newPage, path, scheme, PHONE.viewport);
        if (path.startsWith('/?')) await page.goto(path);
        const findings = await axeFindings(page);
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    }
  }
});
