/**
 * Several damage types in one hit on the damage calculator (rules DamageTypes,
 * ResistanceandVulnerability): a reader adds a second part, gives Resistance to its type and reads
 * the total (2d6 slashing = 7 + 1d6 fire = 4 against Resistance to Fire: 7 + 2 = 9) in English and
 * Chinese; the parts round-trip through the shared link, a tampered part gives the notice and
 * keeps the other fields; axe light and dark; no horizontal overflow on a 390 px phone. The
 * save-for-half calculator refuses one type in two parts on the part's row (Thai).
 * Screenshots: screenshots/damage-parts-zh-phone.png, screenshots/damage-parts-en-dark.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type CheckContext, expect, type Scenario } from '../harness.ts';
import { describeViolations, seriousAxeViolations } from '../run-axe.ts';
import { openInScheme, type Scheme } from './45-colour-schemes.ts';

const PAGE = '/rules/DamageandHealing/';
const KIND = 'damage-application';
const PHONE = { width: 390, height: 844 };

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
  await slot.scrollIntoViewIfNeeded();
  await slot.locator('input, select').first().focus();
  await slot.locator('astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 10_000 });
  return slot;
}

async function taken(page: Page): Promise<string> {
  const figure = page.locator(`[data-calculator-instance="${KIND}"] [data-testid="damage-taken"]`);
  return ((await figure.textContent()) ?? '').trim();
}

/** Adds 4 fire to the default 7 slashing, ticks Resistance to Fire and checks the receipt. */
async function addFirePart(page: Page, texts: Texts): Promise<void> {
  const slot = await hydrate(page);
  await slot.getByRole('button', { name: texts.addPart }).click();
  const amount = slot.locator(`#${KIND}-parts-2-amount`);
  await amount.waitFor();
  await page.waitForFunction((id) => document.activeElement?.id === id, `${KIND}-parts-2-amount`);
  expect((await slot.locator(`#${KIND}-parts-2-type`).inputValue()) === 'fire', 'the new part is Fire');
  await amount.fill('4');
  await slot.locator(`#${KIND}-resist summary`).click();
  await slot.locator(`#${KIND}-resist input[value="fire"]`).check();
  await page.waitForFunction(
    () => new URLSearchParams(location.search).get('damage-application.parts') === '7:slashing;4:fire',
  );
  expect((await taken(page)) === '9', `damage taken ${await taken(page)}, wanted 9`);
  const steps = ((await slot.locator('[data-testid="damage-steps"]').textContent()) ?? '').trim();
  expect(steps.includes('4 → 2') && steps.includes(texts.total), `receipt "${steps}"`);
}

async function axeIn(context: CheckContext, locale: 'en' | 'zh', scheme: Scheme, viewport?: typeof PHONE) {
  const tracked = await openInScheme(context, `/${locale}${PAGE}`, scheme, viewport);
  try {
    await addFirePart(tracked.page, TEXTS[locale]);
    const violations = await seriousAxeViolations(tracked.page);
    expect(violations.length === 0, `${locale} ${scheme}: ${describeViolations(violations)}`);
    // A type given twice names the part that has it; axe runs with the error showing too.
    const slot = tracked.page.locator(`[data-calculator-instance="${KIND}"]`);
    await slot.locator(`#${KIND}-parts-2-type`).selectOption('slashing');
    await slot.locator(`#${KIND}-parts-2-type-error`).waitFor();
    const withError = await seriousAxeViolations(tracked.page);
    expect(withError.length === 0, `${locale} ${scheme} with an error: ${describeViolations(withError)}`);
    await slot.locator(`#${KIND}-parts-2-type`).selectOption('fire');
    await slot.locator(`#${KIND}-parts-2-type-error`).waitFor({ state: 'detached' });
    return tracked;
  } catch (error) {
    await tracked.close();
    throw error;
  }
}

async function screenshot(context: CheckContext, page: Page, file: string): Promise<void> {
  const dir = path.join(context.siteDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const slot = page.locator(`[data-calculator-instance="${KIND}"]`);
  // The site's sticky header and the phone's table-of-contents bar would cover the scrolled calculator.
  await slot.screenshot({
    path: path.join(dir, file),
    style: 'header.header, mobile-starlight-toc { visibility: hidden !important; }',
  });
}

const scenario: Scenario = {
  name: 'Damage calculator: several damage types in one hit',
  checks: [
    {
      name: 'en: add 4 fire to 7 slashing against Resistance to Fire: 9; the link keeps the parts; remove the part',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en${PAGE}`);
          await addFirePart(page, TEXTS.en);
          await page.reload();
          const again = await hydrate(page);
          await again.locator(`#${KIND}-parts-2-amount`).waitFor();
          expect((await taken(page)) === '9', 'parts restored from the URL');
          await again.getByRole('button', { name: 'Remove part 2' }).click();
          await page.waitForFunction(
            () => new URLSearchParams(location.search).get('damage-application.parts') === null,
          );
          expect((await taken(page)) === '7', `one part left: ${await taken(page)}`);
          await page.waitForFunction((id) => document.activeElement?.id === id, `${KIND}-parts-1-amount`);
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a tampered part in the link gives the notice and keeps the other fields (zh)',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(
            `${context.baseUrl}/zh${PAGE}?damage-application.parts=7:slashing;4:plasma&damage-application.hp=12`,
          );
          const slot = await hydrate(page);
          await slot.locator('.calc-notice').waitFor();
          const notice = (await slot.locator('.calc-notice').textContent()) ?? '';
          expect(notice.includes(TEXTS.zh.notice), `notice "${notice}"`);
          expect((await slot.locator(`#${KIND}-hp`).inputValue()) === '12', 'HP kept from the link');
          expect((await slot.locator(`#${KIND}-parts-1-amount`).inputValue()) === '7', 'default part');
          expect((await slot.locator(`#${KIND}-parts-2-amount`).count()) === 0, 'the bad parts dropped');
        } finally {
          await close();
        }
      },
    },
    {
      name: 'save-for-half (th): a new part takes a type no part has; the same type twice is refused on its row and the results wait',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/th${PAGE}`);
          const slot = page.locator('[data-calculator-instance="save-half"]');
          await slot.scrollIntoViewIfNeeded();
          await slot.locator('input, select').first().focus();
          await slot.locator('astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 10_000 });
          const expected = slot.locator('[data-testid="save-expected"]').first();
          await expected.waitFor();
          // 8d6 fire (the Fireball preset) + a new part: Acid, the first type no part has.
          await slot.getByRole('button', { name: 'เพิ่มประเภทความเสียหาย' }).click();
          const type2 = slot.locator('#save-half-damage-2-type');
          await type2.waitFor();
          expect((await type2.inputValue()) === 'acid', `new part type ${await type2.inputValue()}`);
          await type2.selectOption('fire');
          const rowError = slot.locator('#save-half-damage-2-type-error');
          await rowError.waitFor();
          const said = ((await rowError.textContent()) ?? '').trim();
          expect(said.includes('ส่วนที่ 1') && said.includes('ไฟ'), `row error "${said}"`);
          await expected.waitFor({ state: 'detached' });
          // The calculator's own alert names the field in Thai, not by its parameter name.
          const alerts = await slot.locator('[role="alert"]').allTextContents();
          expect(
            alerts.length > 0 && alerts.every((text) => !/[A-Za-z]/.test(text)),
            `alerts ${alerts.join(' | ')}`,
          );
          await type2.selectOption('cold');
          await rowError.waitFor({ state: 'detached' });
          await expected.waitFor();
          await page.waitForFunction(
            () => new URLSearchParams(location.search).get('save-half.damage')?.endsWith(':cold') === true,
          );
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'zh phone (390 px), light and dark: the total is 9, axe finds nothing serious, nothing overflows',
      run: async (context) => {
        for (const scheme of ['light', 'dark'] as const) {
          const tracked = await axeIn(context, 'zh', scheme, PHONE);
          try {
            const overflow = await tracked.page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow <= 0, `${scheme}: page scrolls sideways by ${overflow}px`);
            const wide = await tracked.page
              .locator(`[data-calculator-instance="${KIND}"] .calc-part *`)
              .evaluateAll(
                (els, limit) =>
                  els.filter((el) => el.getBoundingClientRect().right > limit + 0.5).map((el) => el.tagName),
                PHONE.width,
              );
            expect(wide.length === 0, `${scheme}: past the phone's edge: ${wide.join(', ')}`);
            if (scheme === 'light') await screenshot(context, tracked.page, 'damage-parts-zh-phone.png');
          } finally {
            await tracked.close();
          }
        }
      },
    },
    {
      name: 'en desktop, light and dark: axe finds nothing serious (screenshot in dark)',
      run: async (context) => {
        for (const scheme of ['light', 'dark'] as const) {
          const tracked = await axeIn(context, 'en', scheme);
          try {
            if (scheme === 'dark') await screenshot(context, tracked.page, 'damage-parts-en-dark.png');
          } finally {
            await tracked.close();
          }
        }
      },
    },
  ],
};

export default scenario;
