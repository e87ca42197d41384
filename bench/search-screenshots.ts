/**
 * `pnpm --filter @polyhedral/bench search-screenshots [distDir] [outDir]`: the search dialog on a
 * phone (390x844) and a desktop (1280x800), in th, zh, zh-hant and en, for an English term, a
 * Chinese term in the other script (the Simplified one on the Traditional pages, the Traditional one
 * elsewhere) and a Thai compound term: a shot of the cards, then one of the page the first card
 * opens (its URL must end at the section's anchor, or the tool says so and exits 1).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { LOCALES } from '@polyhedral/i18n';
import { startStaticServer } from '@polyhedral/site/static-server';

const { positionals } = toolOptions('search-screenshots', { allowPositionals: true });
const dist = path.resolve(positionals[0] ?? fileURLToPath(new URL('../apps/site/dist/', import.meta.url)));
const out = path.resolve(positionals[1] ?? 'search-shots');
mkdirSync(out, { recursive: true });

const SEARCHES = (locale: string) => [
  { kind: 'english', query: 'opportunity attack', anchor: '#OpportunityAttacks' },
  {
    kind: 'other-script',
    query: locale === 'zh-hant' ? '借机攻击' : '藉機攻擊',
    anchor: '#OpportunityAttacks',
  },
  { kind: 'thai-compound', query: 'การทอยป้องกันความตาย', anchor: '#DeathSavingThrows' },
];
const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

const server = await startStaticServer(dist);
const browser = await launchChromium('suite');
let wrong = 0;
try {
  for (const locale of LOCALES) {
    for (const [screen, options] of Object.entries(SCREENS)) {
      const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const search of SEARCHES(locale)) {
        await page.goto(`${server.url}/${locale}/rules/RhythmofPlay/`, { waitUntil: 'load' });
        await page.locator('site-search button[data-open-modal]').click();
        const input = page.locator('#starlight__search input');
        await input.fill(search.query);
        const first = page.locator('[data-section-results] a').first();
        await first.waitFor();
        // The typed-text faces a foreign script needs (section-search-cards.ts drawTyped), then their fonts.
        await page.waitForTimeout(1000);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const name = `${locale}-${screen}-${search.kind}`;
        await page.screenshot({ path: path.join(out, `${name}-results.png`) });
        await first.click();
        await page.waitForURL((url) => url.hash !== '' || !url.pathname.endsWith('/RhythmofPlay/'));
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(out, `${name}-opened.png`) });
        const url = new URL(page.url());
        const ok = url.hash === search.anchor;
        if (!ok) wrong++;
        console.log(
          `${name}: "${search.query}" -> ${url.pathname}${url.hash} ${ok ? 'OK' : `WRONG (want ${search.anchor})`}`,
        );
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = wrong === 0 ? 0 : 1;
