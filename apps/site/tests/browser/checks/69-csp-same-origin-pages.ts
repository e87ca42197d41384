/**
 * Issue 71 item 3 (a script on another same-origin page could sign with the reviewer's key, which
 * IndexedDB holds for the whole origin): every built page carries a policy meta whose script-src
 * lists hashes and no 'unsafe-inline', placed before any script, and browsers enforce it beside
 * the deploy header: so on a rule page, the home page, the tracker and the 404 page alike, an
 * injected inline script and an injected inline event handler do not run, and cannot reach the key.
 * Issue 88 item 5: the deploy header itself (the build's `_headers`, as the preview sends it) has
 * no 'unsafe-inline' on any path either: a page on the origin without the site's meta (a preview,
 * another app) runs no inline script, while the site's own pages run theirs with no violation.
 */
import { previewHeaderRules } from '../../../tools/deploy-header-rules.ts';
import { startStaticServer } from '../../../tools/static-server.ts';
import { expect, test } from '../fixtures.ts';

const PAGES = ['/th/', '/th/rules/Combat/', '/zh/rules/Combat/', '/th/tracker/', '/404.html'];

test.use({
  // No service worker: its first install reloads nothing here, so each page stays the one checked.
  serviceWorkers: 'block',
  expectedConsoleErrors: [/Executing inline (script|event handler) violates|Failed to load resource/],
});

test('an injected inline script or event handler runs on no same-origin page', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.__handlerRan = true');
      image.src = 'data:,not-an-image';
      document.body.append(image);
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), {
        message: `${path}: both blocked`,
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-elem inline/),
          expect.stringMatching(/^script-src-attr inline/),
        ]),
      );
    const ran = await page.evaluate(() => {
      const flags = window as unknown as { __injectedRan?: boolean; __handlerRan?: boolean };
      return [flags.__injectedRan ?? false, flags.__handlerRan ?? false];
    });
    expect(ran, path).toEqual([false, false]);
  }
});

test("under the deploy's headers: the site's pages run their own scripts; a page without the meta runs no inline script", async ({
  page,
  site,
}) => {
  const server = await startStaticServer(site.distDir, { deployHeaders: previewHeaderRules(site.distDir) });
  try {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    for (const path of ['/th/rules/Combat/', '/zh/review/']) {
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      expect(await response!.headerValue('content-security-policy'), path).not.toMatch(
        /script-src [^;,]*'unsafe-inline'/,
      );
      // The font-load script ran (one body on every page, listed by the header): no violation.
      expect(await violations(), `${path}: violations`).toEqual([]);
    }
    // Another page on the origin, served with the deploy's headers but without the site's meta.
    await page.route(`${server.url}/th/preview/`, async (route) => {
      const real = await route.fetch({ url: `${server.url}/th/rules/Combat/` });
      await route.fulfill({
        response: real,
        body: '<!doctype html><html><body><script>window.__foreignRan = true</script></body></html>',
      });
    });
    await page.goto(`${server.url}/th/preview/`, { waitUntil: 'load' });
    await expect
      .poll(violations, { message: 'the foreign inline script blocked' })
      .toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    expect(await page.evaluate(() => (window as { __foreignRan?: boolean }).__foreignRan ?? false)).toBe(
      false,
    );
  } finally {
    await server.close();
  }
});
