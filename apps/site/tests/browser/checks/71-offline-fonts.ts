import { type StaticServer, startStaticServer } from '../../../tools/static-server.ts';
import { test as base, expect } from '../fixtures.ts';
import { waitForWorker } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';

/**
 * A font fetched on demand is cached only when it is the font its name hashes (issue: pre-release
 * probe, round 4: a font cached once from a wrong answer stayed wrong offline). The server answers
 * the page's late font file with a proxy's error page and status 200 first, then with the font.
 */
const test = base.extend<{ server: StaticServer }>({
  server: async ({ site }, use) => {
    const server = await startStaticServer(site.distDir, { headers: { vary: 'Origin' } });
    await use(server);
    await server.close();
  },
});

const PAGE = '/zh-hant/rules/CreateYourCharacter/';

test('a late font answered with an error page is not cached; the real one is, and is served offline', async ({
  newPage,
  server,
}) => {
  const html = await (await fetch(`${server.url}${PAGE}`)).text();
  const late = /data-late-fonts="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(late, 'the page names one late font file').toMatch(/^\/fonts\/[^ ]+\.[0-9a-f]{10}\.woff2$/);
  // Before the worker is installed (it keeps the page's fonts at once): the font's address
  // answers a proxy's page with status 200.
  server.wrongBodyPaths.set(late, '<html><body>502 Bad Gateway (proxy)</body></html>');
  const { page, context } = await newPage({ ...PHONE, serviceWorkers: 'allow' });
  await page.goto(`${server.url}${PAGE}`);
  await waitForWorker(page);
  // The page asks for the font through the worker (the route a font request takes).
  const ask = () =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, head: String.fromCharCode(...bytes.slice(0, 4)) };
    }, late);
  const cached = () => page.evaluate((url) => caches.match(url).then((hit) => hit !== undefined), late);
  expect(await ask(), 'the proxy page reaches the page').toEqual({ status: 200, head: '<htm' });
  // The worker decides before it answers: the wrong body is in no cache.
  expect(await cached(), 'the proxy page is not cached').toBe(false);

  server.wrongBodyPaths.clear();
  expect(await ask()).toEqual({ status: 200, head: 'wOF2' });
  await expect.poll(cached, { message: `${late} kept once it is the font`, timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  expect(await ask(), `${late} offline, from the worker`).toEqual({ status: 200, head: 'wOF2' });
});
