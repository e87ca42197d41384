/**
 * `pnpm --filter @polyhedral/bench search-timing [distDir] [runs]`: the search dialog's section index
 * per locale (`/<locale>/search.json`: bytes, gzip bytes; budget 40 KB gzip) and, on the phone of
 * phone-profile.ts (390x844, slow 4G, CPU 4x) in Debian's chromium, the time from a keystroke to
 * the section cards drawn once the index is loaded (a first query loads it): the input event set
 * off in the page, then the next frame after the cards changed. Median of `runs` (default 5) per
 * query; PASS/FAIL against 100 ms.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@polyhedral/browser-testing';
import { median } from '@polyhedral/browser-testing/measure';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { LOCALES } from '@polyhedral/i18n';
import { PHONE_PROFILE_LABEL, phonePage } from './phone-profile.ts';
import { startStaticServer } from '@polyhedral/site/static-server';

const BUDGET_BYTES = 40 * 1024;
const TARGET_MS = 100;
const { positionals } = toolOptions('search-timing', { allowPositionals: true });
const dist = path.resolve(positionals[0] ?? fileURLToPath(new URL('../apps/site/dist/', import.meta.url)));
const runs = Number(positionals[1] ?? '5');
/** A query per locale of each kind the issue names: an English term, the other script, a Thai compound. */
const QUERIES: Record<string, string[]> = {
  en: ['opportunity attack', 'การโจมตีเมื่อสบโอกาส', '借機攻擊'],
  th: ['opportunity attack', 'การทอยป้องกันความตาย', 'อินนิชิเอทีฟ'],
  zh: ['opportunity attack', '借機攻擊', '生命值降到0'],
  'zh-hant': ['opportunity attack', '借机攻击', '死亡豁免'],
};

let failed = false;
console.log('Section index per locale (/<locale>/search.json):');
for (const locale of LOCALES) {
  const bytes = readFileSync(path.join(dist, locale, 'search.json'));
  const gzip = gzipSync(bytes).length;
  failed ||= gzip > BUDGET_BYTES;
  console.log(
    `  ${locale.padEnd(8)} ${String(bytes.length).padStart(7)} B  ${String(gzip).padStart(6)} B gzip  ${gzip <= BUDGET_BYTES ? 'PASS' : 'FAIL'} (<= ${BUDGET_BYTES})`,
  );
}

const server = await startStaticServer(dist, { gzip: true });
const browser = await launchChromium('timing');
console.log(`\nKeystroke to section cards drawn, index loaded (${PHONE_PROFILE_LABEL}), median of ${runs}:`);
try {
  for (const locale of LOCALES) {
    const { context, page } = await phonePage(browser, { serviceWorkers: 'block' });
    await page.goto(`${server.url}/${locale}/rules/RhythmofPlay/`, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('site-search button[data-open-modal]').click();
    const input = page.locator('#starlight__search input');
    await input.waitFor({ timeout: 60_000 });
    await input.fill('attack');
    await page.locator('[data-section-results] li').first().waitFor({ timeout: 60_000 });
    for (const query of QUERIES[locale]!) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        times.push(
          await page.evaluate(async (text) => {
            const field = document.querySelector<HTMLInputElement>('#starlight__search input')!;
            const list = document.querySelector('[data-section-results] ul')!;
            field.value = '';
            field.dispatchEvent(new Event('input', { bubbles: true }));
            await new Promise((resolve) => setTimeout(resolve, 50));
            const changed = new Promise<void>((resolve) => {
              const watch = new MutationObserver(() => {
                watch.disconnect();
                resolve();
              });
              watch.observe(list, { childList: true });
            });
            const start = performance.now();
            field.value = text;
            field.dispatchEvent(new Event('input', { bubbles: true }));
            await changed;
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
            return performance.now() - start;
          }, query),
        );
      }
      const ms = median(times);
      const first = (await page.locator('[data-section-results] li').first().textContent()) ?? '';
      failed ||= ms > TARGET_MS;
      console.log(
        `  ${locale.padEnd(8)} ${query.padEnd(22)} ${ms.toFixed(1).padStart(6)} ms  ${ms <= TARGET_MS ? 'PASS' : 'FAIL'}  first card: ${first.replace(/\s+/g, ' ')}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = failed ? 1 : 0;
