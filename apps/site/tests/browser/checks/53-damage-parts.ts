/**
 * Several damage types in one hit on the damage calculator (rules DamageTypes,
 * ResistanceandVulnerability): a reader adds a second part, gives Resistance to its type and reads
 * the total (2d6 slashing = 7 + 1d6 fire = 4 against Resistance to Fire: 7 + 2 = 9) in English and
 * Chinese; the parts round-trip through the shared link, a tampered part gives the notice and
 * keeps the other fields; axe light and dark (zh, phone); no horizontal overflow on a 390 px phone.
 * The save-for-half calculator refuses one type in two parts on the part's row (Thai).
 * Screenshots (POLYHEDRAL_SCREENSHOTS=1): screenshots/damage-parts-zh-phone-light.png and -dark.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, type NewPage, test } from '../fixtures.ts';
import { describeViolations, seriousAxeViolations } from '../support/axe.ts';
import { openInScheme, type Scheme, switchScheme } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import { SCREENSHOTS_WANTED } from '../support/screenshots.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';

const PAGE = '/rules/DamageandHealing/';
const KIND = 'damage-application';

interface Texts {
  addPart: string;
  /** The receipt line that sums the parts. */
  total: string;
  notice: string;
}

const TEXTS: Record<'en' | 'zh', Texts> = {
  en: { addPart: 'Add a damage type', total: 'Total of 2 damage types: 9', notice: 'invalid' },
  zh: { addPart: '添加一种伤害类型', total: '2 种伤害类型合计：9', notice: '无效' },
};

async function hydrate(page: Page) {
  const slot = page.locator(`[data-calculator-instance="${KIND}"]`);
  await scrollIntoView(slot);
  await slot.locator('input, select').first().focus();
  await expect(slot.locator('astro-island:not([ssr])'), `${KIND} hydrated`).toBeAttached();
  return slot;
}

function taken(page: Page) {
  return page.locator(`[data-calculator-instance="${KIND}"] [data-testid="damage-taken"]`);
}

/** Adds 4 fire to the default 7 slashing, ticks Resistance to Fire and checks the receipt. */
async function addFirePart(page: Page, texts: Texts): Promise<void> {
  const slot = await hydrate(page);
  await slot.getByRole('button', { name: texts.addPart }).click();
  const amount = slot.locator(`#${KIND}-parts-2-amount`);
  await expect(amount, 'the new part takes the focus').toBeFocused();
  await expect(slot.locator(`#${KIND}-parts-2-type`), 'the new part is Fire').toHaveValue('fire');
  await amount.fill('4');
  await slot.locator(`#${KIND}-resist summary`).click();
  await slot.locator(`#${KIND}-resist input[value="fire"]`).check();
  await page.waitForFunction(
    () => new URLSearchParams(location.search).get('damage-application.parts') === '7:slashing;4:fire',
  );
  await expect(taken(page), 'damage taken').toHaveText('9');
  const steps = slot.locator('[data-testid="damage-steps"]');
  await expect(steps, 'receipt').toContainText('4 → 2');
  await expect(steps, 'receipt').toContainText(texts.total);
}

/**
 * Opens the page in light with the fire part added: one load and one hydration serve both
 * schemes' audits (axeIn switches the scheme in place, as Starlight's theme picker does).
 */
async function openWithFirePart(
  newPage: NewPage,
  locale: 'zh',
  viewport?: { width: number; height: number },
): Promise<Page> {
  const { page } = await openInScheme(newPage, `/${locale}${PAGE}`, 'light', viewport);
  await addFirePart(page, TEXTS[locale]);
  return page;
}

async function axeIn(page: Page, locale: 'zh', scheme: Scheme): Promise<Page> {
  await switchScheme(page, scheme);
  // The fire part's result, as the scheme shows it.
  await expect(taken(page), `${scheme}: damage taken`).toHaveText('9');
  await expect(
    page.locator(`[data-calculator-instance="${KIND}"] [data-testid="damage-steps"]`),
    'receipt',
  ).toContainText(TEXTS[locale].total);
  // The calculator alone: the whole page, every calculator showing an error, is 45-colour-schemes'
  // (/zh/rules/DamageandHealing/ in both schemes). Dark is the light load switched in place: the
  // rules a scheme can change (support/axe.ts).
  const run = scheme === 'dark' ? 'scheme-switched' : 'every-rule';
  const violations = await seriousAxeViolations(page, `[data-calculator-instance="${KIND}"]`, run);
  expect(violations, `${locale} ${scheme}: ${describeViolations(violations)}`).toEqual([]);
  // A type given twice names the part that has it; axe runs with the error showing too.
  const slot = page.locator(`[data-calculator-instance="${KIND}"]`);
  await slot.locator(`#${KIND}-parts-2-type`).selectOption('slashing');
  await expect(slot.locator(`#${KIND}-parts-2-type-error`)).toBeVisible();
  const withError = await seriousAxeViolations(page, `[data-calculator-instance="${KIND}"]`, run);
  expect(withError, `${locale} ${scheme} with an error: ${describeViolations(withError)}`).toEqual([]);
  await slot.locator(`#${KIND}-parts-2-type`).selectOption('fire');
  await expect(slot.locator(`#${KIND}-parts-2-type-error`)).not.toBeAttached();
  return page;
}

async function screenshot(siteDir: string, page: Page, file: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const dir = path.join(siteDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const slot = page.locator(`[data-calculator-instance="${KIND}"]`);
  // The site's sticky header and the phone's table-of-contents bar would cover the scrolled calculator.
  await slot.screenshot({
    path: path.join(dir, file),
    style: 'header.header, mobile-starlight-toc { visibility: hidden !important; }',
  });
}

test.describe('Damage calculator: several damage types in one hit', () => {
  test('en: add 4 fire to 7 slashing against Resistance to Fire: 9; the link keeps the parts; remove the part', async ({
    page,
  }) => {
    await page.goto(`/en${PAGE}`);
    await addFirePart(page, TEXTS.en);
    await page.reload();
    const again = await hydrate(page);
    await expect(again.locator(`#${KIND}-parts-2-amount`)).toBeVisible();
    await expect(taken(page), 'parts restored from the URL').toHaveText('9');
    await again.getByRole('button', { name: 'Remove part 2' }).click();
    await page.waitForFunction(
      () => new URLSearchParams(location.search).get('damage-application.parts') === null,
    );
    await expect(taken(page), 'one part left').toHaveText('7');
    await expect(again.locator(`#${KIND}-parts-1-amount`), 'focus back on the first part').toBeFocused();
  });

  test('a tampered part in the link gives the notice and keeps the other fields (zh)', async ({ page }) => {
    await page.goto(`/zh${PAGE}?damage-application.parts=7:slashing;4:plasma&damage-application.hp=12`);
    const slot = await hydrate(page);
    const notice = slot.locator('.calc-notice');
    await expect(notice).toBeVisible();
    await expect(notice, 'notice').toContainText(TEXTS.zh.notice);
    await expect(slot.locator(`#${KIND}-hp`), 'HP kept from the link').toHaveValue('12');
    await expect(slot.locator(`#${KIND}-parts-1-amount`), 'default part').toHaveValue('7');
    await expect(slot.locator(`#${KIND}-parts-2-amount`), 'the bad parts dropped').toHaveCount(0);
  });

  test('save-for-half (th): a new part takes a type no part has; the same type twice is refused on its row and the results wait', async ({
    page,
  }) => {
    await page.goto(`/th${PAGE}`);
    const slot = page.locator('[data-calculator-instance="save-half"]');
    await scrollIntoView(slot);
    await slot.locator('input, select').first().focus();
    await expect(slot.locator('astro-island:not([ssr])'), 'save-half hydrated').toBeAttached();
    const expected = slot.locator('[data-testid="save-expected"]').first();
    await expect(expected).toBeVisible();
    // 8d6 fire (the Fireball preset) + a new part: Acid, the first type no part has.
    await slot.getByRole('button', { name: 'เพิ่มประเภทความเสียหาย' }).click();
    const type2 = slot.locator('#save-half-damage-2-type');
    await expect(type2).toBeVisible();
    await expect(type2, 'new part type').toHaveValue('acid');
    await type2.selectOption('fire');
    const rowError = slot.locator('#save-half-damage-2-type-error');
    await expect(rowError).toBeVisible();
    await expect(rowError, 'row error names part 1').toContainText('ส่วนที่ 1');
    await expect(rowError, 'row error names Fire').toContainText('ไฟ');
    await expect(expected).not.toBeAttached();
    // The calculator's own alert names the field in Thai, not by its parameter name.
    const alerts = await slot.locator('[role="alert"]').allTextContents();
    expect(alerts.length, `alerts ${alerts.join(' | ')}`).toBeGreaterThan(0);
    expect(
      alerts.filter((text) => /[A-Za-z]/.test(text)),
      `alerts ${alerts.join(' | ')}`,
    ).toEqual([]);
    await type2.selectOption('cold');
    await expect(rowError).not.toBeAttached();
    await expect(expected).toBeVisible();
    await page.waitForFunction(
      () => new URLSearchParams(location.search).get('save-half.damage')?.endsWith(':cold') === true,
    );
  });

  // One audit of the parts: the calculator alone, both schemes, on a phone (an English desktop run
  // of the same audits checked the same elements and colours in another width and language). The
  // whole page at desktop width, both schemes, every calculator with an error: 45-colour-schemes.
  test('zh phone (390 px), light and dark: the total is 9, axe finds nothing serious, nothing overflows', async ({
    newPage,
    site,
  }) => {
    const loaded = await openWithFirePart(newPage, 'zh', PHONE.viewport);
    for (const scheme of ['light', 'dark'] as const) {
      const page = await axeIn(loaded, 'zh', scheme);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${scheme}: page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      const wide = await page
        .locator(`[data-calculator-instance="${KIND}"] .calc-part *`)
        .evaluateAll(
          (els, limit) =>
            els.filter((el) => el.getBoundingClientRect().right > limit + 0.5).map((el) => el.tagName),
          PHONE.viewport.width,
        );
      expect(wide, `${scheme}: past the phone's edge: ${wide.join(', ')}`).toEqual([]);
      await screenshot(site.siteDir, page, `damage-parts-zh-phone-${scheme}.png`);
    }
  });
});
