/**
 * The quick reference (/<locale>/quick/) in a browser: one card per screen on a phone, the topic
 * bar's jump, Thai and Chinese glyphs drawn (axe: 41-audits' /th/quick/, light and dark). Its cards from keyed data in every locale, their
 * rule links, the 15 conditions, its calculators and the sidebar and home links are facts of the
 * built HTML (tests/built/quick-reference.built.ts). Screenshots (POLYHEDRAL_SCREENSHOTS=1): th
 * phone light, zh desktop dark (screenshots/quick/).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type NewPage, test } from '../fixtures.ts';
import { openInScheme } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import { SCREENSHOTS_WANTED } from '../support/screenshots.ts';

async function screenshot(
  newPage: NewPage,
  siteDir: string,
  locale: 'th' | 'zh',
  scheme: 'light' | 'dark',
  viewport: { width: number; height: number },
  name: string,
): Promise<void> {
  const { page } = await openInScheme(newPage, `/${locale}/quick/`, scheme, viewport);
  await page.evaluate(() => document.fonts.ready);
  const family = locale === 'th' ? 'Noto Sans Thai' : 'Noto Sans SC';
  const sample = locale === 'th' ? 'สภาวะ' : '状态';
  const glyphs = await page.evaluate(
    async ({ family, sample }) => {
      await document.fonts.load(`16px "${family}"`, sample);
      return document.fonts.check(`16px "${family}"`, sample);
    },
    { family, sample },
  );
  expect(glyphs, `${locale}: ${family} does not draw ${sample}`).toBe(true);
  if (viewport.width < 800) {
    // One card per screen: every card is at least the screen below the header.
    const heights = await page
      .locator('.quick-card')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
    const header = await page.evaluate(
      () => document.querySelector('header.header')?.getBoundingClientRect().height ?? 0,
    );
    const short = heights.filter((height) => height < viewport.height - header - 20);
    expect(short, `${locale}: cards shorter than a screen: ${short.map(Math.round).join(', ')} px`).toEqual(
      [],
    );
    // The topic bar jumps to a card.
    await page.locator('.quick-topics a[href="#Conditions"]').click();
    const conditionsTop = () =>
      page.evaluate(() => document.getElementById('Conditions')?.getBoundingClientRect().top ?? 9999);
    await expect
      .poll(
        async () => {
          const top = await conditionsTop();
          return top >= 0 && top < 200 ? 'within 200 px of the top' : `at ${top} px`;
        },
        { message: 'the topic bar jumps to #Conditions' },
      )
      .toBe('within 200 px of the top');
  }
  if (!SCREENSHOTS_WANTED) return;
  const dir = path.join(siteDir, 'screenshots', 'quick');
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
  // One screen per card (phone) or the two-column part (desktop), to look at.
  for (const id of viewport.width < 800
    ? ['Conditions', 'TypicalDifficultyClasses', 'DeathSavingThrows']
    : ['Cover']) {
    // Scrolled, then two frames so the page has painted where it now is.
    await page.evaluate(async (id) => {
      document.getElementById(id)?.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, id);
    await page.screenshot({ path: path.join(dir, `${name}-${id}.png`) });
  }
}

test.describe('Quick reference: one card per screen on a phone, glyphs (screenshots/quick/)', () => {
  test('th on a phone, light: Thai glyphs, one card per screen, the topic bar jumps (th-phone-light.png)', async ({
    newPage,
    site,
  }) => {
    await screenshot(newPage, site.siteDir, 'th', 'light', PHONE.viewport, 'th-phone-light');
  });

  test('zh on a desktop, dark: Chinese glyphs (zh-desktop-dark.png)', async ({ newPage, site }) => {
    await screenshot(newPage, site.siteDir, 'zh', 'dark', { width: 1280, height: 900 }, 'zh-desktop-dark');
  });
});
