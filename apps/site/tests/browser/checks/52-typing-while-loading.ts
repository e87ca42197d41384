/**
 * Typing into a calculator while its code is still on the way loses nothing: for every calculator
 * kind, its island's JavaScript is held back (0, 150, 300, 600 ms) while a reader clicks a field,
 * selects it and types a new value key by key. The field must end with exactly what was typed,
 * without a "values in the link were invalid" notice, and the results must be those of the same
 * value opened as a shared link. POLYHEDRAL_TYPING_TRIALS repeats each case (default 1).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, type Site, test } from '../fixtures.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';

interface TypingCase {
  kind: string;
  page: string;
  /** Which text field of the calculator (0-based, among its text inputs). */
  field: number;
  typed: string;
  /** The field's URL value after the typing, when the field holds more than the typed text (a damage part). */
  linked?: string;
}

const TYPING_CASES: readonly TypingCase[] = [
  { kind: 'ability-modifier', page: '/en/rules/TheSixAbilities/', field: 0, typed: '17' },
  { kind: 'attack-damage', page: '/th/rules/DamageandHealing/', field: 2, typed: '2d6+4' },
  { kind: 'd20-test', page: '/en/rules/D20Tests/', field: 0, typed: '7' },
  // The first damage part's amount: its field is the parts list, `13:slashing`.
  {
    kind: 'damage-application',
    page: '/en/rules/DamageandHealing/',
    field: 3,
    typed: '13',
    linked: '13:slashing',
  },
  { kind: 'death-saves', page: '/en/rules/DamageandHealing/', field: 0, typed: '2' },
  { kind: 'dice', page: '/en/rules/DamageandHealing/', field: 0, typed: '10d6+5' },
  { kind: 'level-from-xp', page: '/th/rules/LevelAdvancement/', field: 0, typed: '6500' },
  { kind: 'point-buy', page: '/en/rules/CreateYourCharacter/', field: 0, typed: '15' },
  { kind: 'proficiency-bonus', page: '/en/rules/D20Tests/', field: 0, typed: '11' },
  { kind: 'save-half', page: '/zh/rules/DamageandHealing/', field: 1, typed: '17' },
  { kind: 'travel-pace', page: '/en/rules/Exploration/', field: 0, typed: '24' },
];

const DELAYS_MS = [0, 150, 300, 600] as const;

const TRIALS = Number(process.env.POLYHEDRAL_TYPING_TRIALS ?? '1');

function slotOf(page: Page, kind: string) {
  return page.locator(`[data-calculator="${kind}"]`).first();
}

/** The URL paths of a calculator's island code (component and renderer), read from the built page. */
function islandCodePaths(site: Site, pagePath: string, kind: string): string[] {
  const html = readFileSync(path.join(site.distDir, pagePath, 'index.html'), 'utf8');
  const slot = html.indexOf(`data-calculator="${kind}"`);
  const island = slot < 0 ? '' : (/<astro-island\b[^>]*>/.exec(html.slice(slot))?.[0] ?? '');
  const urls = ['component-url', 'renderer-url'].map(
    (name) => new RegExp(`${name}="([^"]+)"`).exec(island)?.[1] ?? '',
  );
  if (urls.includes('')) throw new Error(`${pagePath}: no island for ${kind}`);
  return urls.map((url) => new URL(url, 'http://x').pathname);
}

/**
 * Holds back this calculator's island code on this page by the returned holder's `delay` ms
 * (0: not held), for every load of the page. The code is fetched again on each load: the test
 * server sends no cache headers, and Playwright turns the cache off for a page with a route.
 */
async function holdIslandCode(page: Page, site: Site, pagePath: string, kind: string) {
  const paths = islandCodePaths(site, pagePath, kind);
  const escaped = paths.map((one) => one.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const holder = { delay: 0 };
  // A pattern, not a function: only these requests go through the test's process.
  await page.route(new RegExp(`^[^?#]*(${escaped.join('|')})([?#].*)?$`), async (route) => {
    // Holding the code back is the point of the check: the reader types while it is on the way.
    if (holder.delay > 0) await new Promise((resolve) => setTimeout(resolve, holder.delay));
    await route.continue();
  });
  return holder;
}

async function resultsText(page: Page, kind: string): Promise<string> {
  const results = slotOf(page, kind).locator('.calc-results');
  if ((await results.count()) === 0) return '';
  return (await results.allTextContents()).join(' | ').replace(/\s+/g, ' ').trim();
}

async function waitHydrated(page: Page, kind: string): Promise<void> {
  await expect(
    slotOf(page, kind).locator('astro-island:not([ssr])').first(),
    `${kind} hydrated`,
  ).toBeAttached();
}

/** The query string as the page sees it (written by the island with history.replaceState). */
async function searchOf(page: Page): Promise<URLSearchParams> {
  return new URLSearchParams(await page.evaluate(() => location.search));
}

/** The results the calculator shows for `typed` opened as a shared link (in a tab of its own). */
async function linkedResults(page: Page, c: TypingCase, fieldName: string): Promise<string> {
  const url = new URL(c.page, 'http://x');
  url.searchParams.set(fieldName, c.linked ?? c.typed);
  await page.goto(`${url.pathname}${url.search}`);
  const slot = slotOf(page, c.kind);
  await scrollIntoView(slot);
  await waitHydrated(page, c.kind);
  // Rendered afresh from the link: the field shows the linked value once its results are drawn.
  await expect(slot.locator('input[type="text"]').nth(c.field), 'the linked value shown').toHaveValue(
    c.typed,
  );
  return resultsText(page, c.kind);
}

/**
 * One trial: the page loaded afresh, island code held back by `delay`, click, select all, type key by key.
 * Soft assertions: every delay is tried and every failing one reported.
 */
async function typingTrial(
  page: Page,
  c: TypingCase,
  delay: number,
  expected: (fieldName: string) => Promise<string>,
): Promise<void> {
  await page.goto(c.page, { waitUntil: 'domcontentloaded' });
  const field = slotOf(page, c.kind).locator('input[type="text"]').nth(c.field);
  await scrollIntoView(field);
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(c.typed, { delay: 35 });
  await waitHydrated(page, c.kind);
  // The hydrated island replays the typing (one task per edit) and writes it to the URL.
  const fieldNameOf = async () => {
    const search = await searchOf(page);
    return [...search.keys()].find((key) => search.get(key) === (c.linked ?? c.typed)) ?? '';
  };
  await expect.soft
    .poll(fieldNameOf, `${delay} ms: the typed value "${c.linked ?? c.typed}" in the URL`)
    .not.toBe('');
  const fieldName = await fieldNameOf();
  if (!fieldName) return;
  const want = await expected(fieldName);
  const id = (await field.getAttribute('id')) ?? '';
  const problems = async () => {
    const value = await field.inputValue();
    const caret = await field.evaluate((el) => {
      const input = el as HTMLInputElement;
      return document.activeElement === input ? input.selectionStart : -1;
    });
    const notices = await slotOf(page, c.kind).locator('.calc-notice').count();
    const shown = await resultsText(page, c.kind);
    return [
      value === c.typed ? '' : `field "${value}" (typed "${c.typed}", id ${id})`,
      caret === c.typed.length ? '' : `caret at ${caret} (focus lost or moved), not after the typing`,
      notices === 0 ? '' : 'a shared-link notice appeared',
      shown === want ? '' : `results "${shown}", the link ${fieldName} gives "${want}"`,
    ].filter(Boolean);
  };
  await expect.soft.poll(problems, `${delay} ms`).toEqual([]);
}

test.describe('Typing while a calculator loads: every keystroke kept, never read back as a shared link', () => {
  // Each case loads its page five times (once per delay and trial, and the shared link): twice
  // the suite's 60 s, times POLYHEDRAL_TYPING_TRIALS.
  test.describe.configure({ timeout: 120_000 * Math.max(1, TRIALS) });

  for (const c of TYPING_CASES) {
    test(`${c.kind} on ${c.page}: "${c.typed}" typed with the code held back ${DELAYS_MS.join('/')} ms`, async ({
      page,
      site,
    }) => {
      // One tab for the trials, its island code held back; the shared link in a second tab.
      const held = await holdIslandCode(page, site, c.page, c.kind);
      const cache = new Map<string, string>();
      const expected = async (fieldName: string) => {
        if (!cache.has(fieldName)) {
          const linkTab = await page.context().newPage();
          cache.set(fieldName, await linkedResults(linkTab, c, fieldName));
          await linkTab.close();
        }
        return cache.get(fieldName) as string;
      };
      for (const delay of DELAYS_MS) {
        held.delay = delay;
        for (let trial = 0; trial < TRIALS; trial += 1) await typingTrial(page, c, delay, expected);
      }
    });
  }

  /** A shared link, and typing into another field of the same calculator while its code loads. */
  test('a shared link (save-half 4d6) and a DC typed while the code is held back 600 ms: both kept, focus and caret too', async ({
    page,
    site,
  }) => {
    const held = await holdIslandCode(page, site, '/en/rules/DamageandHealing/', 'save-half');
    held.delay = 600;
    await page.goto('/en/rules/DamageandHealing/?save-half.damage=4d6', { waitUntil: 'domcontentloaded' });
    const slot = slotOf(page, 'save-half');
    // Text fields in order: the first damage part's dice, the DC, then each target's save bonus.
    const dc = slot.locator('input[type="text"]').nth(1);
    await scrollIntoView(dc);
    await dc.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12', { delay: 35 });
    await waitHydrated(page, 'save-half');
    // Rendered afresh from the link, the island gets the typing back, then the focus and the caret.
    await expect.poll(async () => (await searchOf(page)).get('save-half.dc'), 'URL save-half.dc').toBe('12');
    await expect(slot.locator('input[type="text"]').nth(0), 'damage from the link').toHaveValue('4d6');
    await expect(dc, 'DC typed').toHaveValue('12');
    await expect
      .poll(
        () =>
          dc.evaluate((el) => (document.activeElement === el ? (el as HTMLInputElement).selectionStart : -1)),
        'caret after the DC',
      )
      .toBe(2);
    await expect(slot.locator('.calc-notice'), 'no invalid-link notice').toHaveCount(0);
  });
});
