/**
 * `pnpm --filter @polyhedral/bench tap-to-ready [distDir] [runs]`: how long a calculator takes from
 * a tap to being interactive (its island hydrated) on the phone of phone-profile.ts (390x844
 * touch screen, slow 4G, CPU 4x). The tap comes
 * 2 s after the page's load event, as a reader who scrolls to a calculator and taps it.
 * Prints the median and worst time per calculator and PASS/FAIL against 300 ms.
 */
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { median } from '@polyhedral/browser-testing/measure';
import { startStaticServer } from '@polyhedral/site/static-server';
import { PHONE_PROFILE_LABEL, phonePage } from './phone-profile.ts';

const TARGET_MS = 300;
const TAP_AFTER_LOAD_MS = 2000;
const dist = process.argv[2] ?? fileURLToPath(new URL('../apps/site/dist/', import.meta.url));
const runs = Number(process.argv[3] ?? '3');

const CASES: ReadonlyArray<readonly [kind: string, path: string]> = [
  ['save-half', '/zh/rules/DamageandHealing/'],
  ['damage-application', '/en/rules/DamageandHealing/'],
  ['d20-test', '/th/rules/D20Tests/'],
  ['point-buy', '/en/rules/CreateYourCharacter/'],
  ['travel-pace', '/th/rules/Exploration/'],
];

const server = await startStaticServer(dist);
const browser = await launchChromium('timing');

async function tapToReady(kind: string, path: string): Promise<number> {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: 'load', timeout: 60_000 });
    const field = page.locator(`[data-calculator="${kind}"] input[type="text"]`).first();
    await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.evaluate((k) => {
      const island = document.querySelector(`[data-calculator="${k}"] astro-island`);
      const w = window as unknown as { tapAt?: number; readyAt?: number };
      document.addEventListener('touchstart', (event) => (w.tapAt ??= event.timeStamp), { capture: true });
      island?.addEventListener('astro:hydrate', () => (w.readyAt = performance.now()), { once: true });
    }, kind);
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
    const rect = await field.boundingBox();
    if (!rect) throw new Error(`${kind}: field not displayed`);
    await page.touchscreen.tap(rect.x + rect.width / 2, rect.y + rect.height / 2);
    await page.waitForFunction(
      () => (window as unknown as { readyAt?: number }).readyAt !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    return await page.evaluate(() => {
      const w = window as unknown as { tapAt: number; readyAt: number };
      return w.readyAt - w.tapAt;
    });
  } finally {
    await context.close();
  }
}

let failed = false;
try {
  console.log(`tap -> interactive, ${PHONE_PROFILE_LABEL}, ${runs} runs each (target <= ${TARGET_MS} ms)`);
  for (const [kind, path] of CASES) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await tapToReady(kind, path));
    const med = median(times);
    const worst = Math.max(...times);
    const pass = med <= TARGET_MS;
    failed ||= !pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} ${kind.padEnd(20)} ${path.padEnd(32)} median ${med.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
