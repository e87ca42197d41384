import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';

/**
 * A short tour of pages, and proof that the automatic `hygiene` fixture (which fails any test whose
 * pages log a console error, throw uncaught or request another host) sees what it must see.
 */
const TOUR = ['/en/', '/th/rules/Combat/', '/zh/rules/Conditions/', '/en/glossary/', '/th/attribution/'];

/** A documentation address (TEST-NET-1, RFC 5737): never a real host; the tests abort it anyway. */
const OTHER_HOST = 'http://192.0.2.1/';

test.describe('Hygiene: no console errors, no request to another host', () => {
  test('a tour of pages loads without console errors', async ({ newPage }) => {
    const { page, close, consoleErrors } = await newPage();
    for (const path of TOUR) {
      await page.goto(path);
      // Late scripts (fonts, the service worker, lazy islands) get their chance to fail.
      await page.waitForLoadState('networkidle');
    }
    await close();
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  test('no console errors on any page a test opens: the hygiene guard records them', async ({
    page,
    newPage,
    hygiene,
  }) => {
    const other = await newPage();
    for (const [name, opened] of [
      ['the built-in page', page],
      ['a newPage() page', other.page],
    ] as const) {
      await opened.goto('/en/');
      const logged = `hygiene probe: console.error on ${name}`;
      const thrown = `hygiene probe: uncaught error on ${name}`;
      await opened.evaluate(
        ([logged, thrown]) => {
          console.error(logged);
          setTimeout(() => {
            throw new Error(thrown);
          });
        },
        [logged, thrown] as const,
      );
      for (const text of [logged, thrown]) {
        await expect
          .poll(() => hygiene.consoleErrors.some((error) => error.endsWith(`: ${text}`)), {
            message: `the guard recorded "${text}": ${hygiene.consoleErrors.join(' | ')}`,
          })
          .toBe(true);
      }
    }
    expect(
      other.consoleErrors.filter((error) => error.includes('hygiene probe')),
      "the newPage() page's own list",
    ).toHaveLength(2);
    // Nothing more can arrive once the pages are closed: then this test's own errors are forgotten.
    await page.close();
    await other.close();
    expect(hygiene.consoleErrors, 'only the provoked errors were recorded').toHaveLength(4);
    hygiene.consoleErrors.length = 0;
  });

  test('no request to any host other than 127.0.0.1 from any test: the hygiene guard records them', async ({
    newPage,
    hygiene,
  }) => {
    // The site's CSP would block the fetch before it is a request: bypass it, abort the request.
    const { page, close } = await newPage({ bypassCSP: true });
    await page.route(`${OTHER_HOST}**`, (route) => route.abort());
    await page.goto('/en/');
    const outcome = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'answered',
          () => 'failed',
        ),
      OTHER_HOST,
    );
    expect(outcome, 'the request to another host was aborted').toBe('failed');
    await expect
      .poll(() => hygiene.externalRequests, { message: 'the guard recorded the request to another host' })
      .toContain(OTHER_HOST);
    await close();
    expect(hygiene.externalRequests, 'only the provoked request was recorded').toEqual([OTHER_HOST]);
    // The aborted fetch may also log "Failed to load resource": forget this test's own records.
    expect(
      hygiene.consoleErrors.filter((error) => !/: Failed to load resource: net::ERR_FAILED$/.test(error)),
      'no other console error',
    ).toEqual([]);
    hygiene.externalRequests.length = 0;
    hygiene.consoleErrors.length = 0;
  });
});

/**
 * Kept contexts (support/context-pool.ts) leave nothing behind: the first test stores something
 * in every place a page can, on the same worker the second finds none of it.
 */
test.describe('Kept contexts: a test starts with no state of the one before', () => {
  test.describe.configure({ mode: 'serial' });
  const STATE_PAGE = '/en/attribution/';

  test('a test leaves local and session storage, a cookie, IndexedDB and the cache storage behind', async ({
    page,
    newPage,
  }) => {
    const phone = await newPage(PHONE);
    for (const opened of [page, phone.page]) {
      await opened.goto(STATE_PAGE);
      await opened.evaluate(async () => {
        localStorage.setItem('probe', '1');
        sessionStorage.setItem('probe', '1');
        // biome-ignore lint/suspicious/noDocumentCookie: the plainest way a page sets a cookie is the one to clear.
        document.cookie = 'probe=1; path=/';
        await caches.open('probe').then((cache) => cache.put('/probe', new Response('1')));
        await new Promise((resolve, reject) => {
          const request = indexedDB.open('probe');
          request.onupgradeneeded = () => request.result.createObjectStore('probe');
          request.onsuccess = () => resolve(request.result.close());
          request.onerror = () => reject(request.error);
        });
      });
    }
    await page.context().setOffline(true);
  });

  test('the next test on that worker finds none of it, and is online', async ({ page, newPage }) => {
    const phone = await newPage(PHONE);
    for (const opened of [page, phone.page]) {
      await opened.goto(STATE_PAGE);
      const left = await opened.evaluate(async () => ({
        local: localStorage.getItem('probe'),
        session: sessionStorage.getItem('probe'),
        cookie: document.cookie.includes('probe'),
        caches: await caches.keys(),
        databases: (await indexedDB.databases()).map((database) => database.name),
      }));
      expect(left).toEqual({ local: null, session: null, cookie: false, caches: [], databases: [] });
    }
  });
});
