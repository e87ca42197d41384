/**
 * Issue 71 item 3 (a script on another same-origin page could sign with the reviewer's key, which
 * IndexedDB holds for the whole origin): every built page carries a policy meta whose script-src
 * lists hashes and no 'unsafe-inline', placed before any script, and browsers enforce it beside
 * the deploy header (which still allows 'unsafe-inline' outside the review pages): so on a rule
 * page, the home page, the tracker and the 404 page alike, an injected inline
 * script and an injected inline event handler do not run, and cannot reach the key.
 */
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
