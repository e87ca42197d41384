/**
 * The audits a reader's browser runs, over the build (the validator's and the link checker's, the
 * glyph coverage and the dice buttons of every built page need no browser: the built-HTML suite's
 * tests/built/build-audit.built.ts, over one parse of each page):
 * - axe-core's WCAG 2.2 AA rules (target size included) and best practices (heading order, unique
 *   region names) on a page of every kind, in every locale, on a phone, in light; in dark the
 *   rules a colour scheme can change (SCHEME_RULES: contrast, links told by colour), on the same
 *   load switched in place (tools/audit/sample-pages.ts; the 40-page sample is `pnpm audit-axe`).
 */

import type { Page } from '@playwright/test';
import { axeFindings, describeFindings, SCHEME_RULES } from '../../../tools/audit/axe-wcag22.ts';
import { SUITE_PAGES } from '../../../tools/audit/sample-pages.ts';
import { expect, test } from '../fixtures.ts';
import { switchScheme } from '../support/colour-schemes.ts';
import type { Lease } from '../support/context-pool.ts';
import { PHONE } from '../support/phone.ts';

test.describe('Audits: WCAG 2.2 AA', () => {
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
