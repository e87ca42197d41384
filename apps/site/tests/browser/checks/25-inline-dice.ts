import type { Page } from '@playwright/test';
import { distributionOf, probabilityAtLeast } from '@polyhedral/dice';
import { TRANSLATED_LOCALES } from '@polyhedral/i18n';
import { formatShare } from '../../../src/calculators/shared/format.ts';
import { expect, test } from '../fixtures.ts';
import { AXE_RUN_OPTIONS, injectAxe, SCHEME_SWITCH_RUN_OPTIONS } from '../support/axe.ts';
import { switchScheme } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';
import { sharedPage } from '../support/shared-page.ts';

/**
 * What a dice button does: its popover's odds, rolls, history, focus, place on a phone and axe.
 * That every dice expression of every page is a button is read from the built pages without a
 * browser (tests/built/build-audit.built.ts, dice-coverage.ts).
 */
async function openPopover(page: Page, selector: string) {
  const trigger = page.locator(selector).first();
  await scrollIntoView(trigger);
  await trigger.click();
  const popover = page.locator('.dice-popover[role="dialog"]');
  await expect(popover).toBeVisible({ timeout: 5000 });
  return { trigger, popover };
}

const activeInPopover = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.dice-popover') !== null);

test.describe('Inline dice: the popover reads, rolls and traps focus', () => {
  // In order in one worker and one tab (support/shared-page.ts) for the tests that take no page
  // of their own: each loads its own page; storage is cleared between tests.
  // Session storage (the roll history) is cleared too.
  test.describe.configure({ mode: 'default' });
  const shared = sharedPage();

  test('popover odds: exact mean/min/max, a tapped bar reads its chance, "N or more" / "N or less" follow the field', async () => {
    const page = shared();
    await page.goto('/en/rules/DamageandHealing/');
    const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="2d4"]');
    const dist = distributionOf('2d4');
    await expect
      .poll(async () => Number(await popover.getAttribute('data-mean')), { message: 'data-mean' })
      .toBe(dist.mean);
    await expect(popover.locator('.dice-min'), 'lowest 2').toHaveText('2');
    await expect(popover.locator('.dice-max'), 'highest 8').toHaveText('8');
    const bars = popover.locator('.dice-chart > button.dice-bar');
    await expect(bars, '7 bars for 2d4').toHaveCount(7);
    await bars.nth(3).click();
    const five = formatShare('en', 4 / 16);
    await expect(popover.locator('.dice-bar-readout'), 'readout of the 5 bar').toHaveText(`5: ${five}`);
    const field = popover.locator('input.dice-target-input');
    await expect(field, 'a tapped bar sets the target').toHaveValue('5');
    await field.fill('7');
    const expectedAtLeast = `7 or more: ${formatShare('en', probabilityAtLeast(dist, 7))}`;
    const expectedAtMost = `7 or less: ${formatShare('en', 1 - probabilityAtLeast(dist, 8))}`;
    await expect(popover.locator('.dice-at-least'), 'N or more').toHaveText(expectedAtLeast);
    await expect(popover.locator('.dice-at-most'), 'N or less').toHaveText(expectedAtMost);
    // The one integer reader: Thai and full-width digits read as 7; hex and exponent forms refused.
    for (const typed of ['๗', '７']) {
      await field.fill(typed);
      await expect(popover.locator('.dice-at-least'), `${typed} reads as 7`).toHaveText(expectedAtLeast);
    }
    for (const typed of ['0x10', '1e1']) {
      await field.fill(typed);
      await expect(field, `${typed} is flagged`).toHaveAttribute('aria-invalid', 'true');
    }
    await field.fill('');
    await expect(field, 'empty target is flagged').toHaveAttribute('aria-invalid', 'true');
    await expect(popover.locator('.dice-target-error'), 'error').toContainText('whole number');
    await bars.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(popover.locator('.dice-bar-readout'), 'arrow key readout').toHaveText(
      `3: ${formatShare('en', 2 / 16)}`,
    );
  });

  test('a d20 rolls with Advantage / Disadvantage (both dice shown, the kept one marked), history of 10 with Clear', async () => {
    const page = shared();
    await page.goto('/en/rules/D20Tests/');
    const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
    await expect(popover.locator('button.dice-mode'), 'normal / advantage / disadvantage').toHaveCount(3);
    await popover.locator('button.dice-mode[data-mode="advantage"]').click();
    const advantageMean = distributionOf('2d20kh1').mean;
    await expect
      .poll(async () => Math.abs(Number(await popover.getAttribute('data-mean')) - advantageMean), {
        message: `advantage mean vs ${advantageMean}`,
      })
      .toBeLessThan(1e-12);
    const roll = popover.locator('button.dice-roll');
    const history = popover.locator('.dice-history-list li');
    let rolls = 0;
    for (const [mode, pick] of [
      ['advantage', Math.max],
      ['disadvantage', Math.min],
    ] as const) {
      await popover.locator(`button.dice-mode[data-mode="${mode}"]`).click();
      for (let i = 0; i < 6; i += 1) {
        await roll.click();
        rolls += 1;
        // A roll is drawn and added to the history (up to 10) in its click handler.
        await expect(history).toHaveCount(Math.min(rolls, 10));
        const faces = (await popover.locator('.dice-d20-faces .dice-face').allTextContents()).map(Number);
        const kept = Number(await popover.locator('.dice-face--kept').textContent());
        expect(faces, `${mode}: two dice`).toHaveLength(2);
        expect(kept, `${mode} kept ${kept} of ${faces}`).toBe(pick(...faces));
      }
    }
    await expect(popover.locator('.dice-d20-pair'), 'pair text').toContainText('Disadvantage');
    await expect(history, 'history keeps 10').toHaveCount(10);
    await expect(history.first(), 'newest first').toHaveText(/^1d20 \(Disadvantage\)/);
    await page.keyboard.press('Escape');
    await expect(popover).not.toBeAttached();
    const again = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
    await expect(again.popover.locator('.dice-history-list li'), 'history kept in the session').toHaveCount(
      10,
    );
    await again.popover.locator('button.dice-history-clear').click();
    await expect(again.popover.locator('.dice-history-list li'), 'cleared').toHaveCount(0);
    await expect(again.popover.locator('.dice-history-empty'), 'empty note shown').toBeVisible();
  });

  test('focus stays in the popover (Tab after Roll), and returns to the dice button on Escape, Close and an outside tap', async () => {
    const page = shared();
    await page.goto('/th/rules/D20Tests/');
    const { trigger, popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
    await popover.locator('button.dice-roll').click();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => activeInPopover(page), { message: `Tab ${i + 1} after Roll left the popover` })
        .toBe(true);
    }
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect
        .poll(() => activeInPopover(page), { message: `Shift+Tab ${i + 1} left the popover` })
        .toBe(true);
    }
    const scroll = await page.evaluate(() => window.scrollY);
    expect(scroll > 0 || (await trigger.boundingBox()) !== null, 'page did not jump to the top').toBe(true);
    await page.keyboard.press('Escape');
    await expect(popover).not.toBeAttached();
    await expect(trigger, 'Escape returns focus').toBeFocused();
    await trigger.click();
    await expect(popover).toBeVisible();
    await popover.locator('button.dice-popover-close').click();
    await expect(popover).not.toBeAttached();
    await expect(trigger, 'Close returns focus').toBeFocused();
    await trigger.click();
    await expect(popover).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(popover).not.toBeAttached();
    await expect(trigger, 'an outside tap returns focus').toBeFocused();
    await expect(trigger, 'aria-expanded false').toHaveAttribute('aria-expanded', 'false');
  });

  // The translated locales: their labels are the ones that could push the popover off a phone.
  for (const locale of TRANSLATED_LOCALES) {
    test(`on a phone (390x844, ${locale}) the popover stays on screen, near the bottom too`, async ({
      newPage,
    }) => {
      const { page } = await newPage({ viewport: PHONE.viewport, hasTouch: true });
      await page.goto(`/${locale}/rules/D20Tests/`);
      const trigger = page.locator('main button.dice-inline').nth(2);
      await scrollIntoView(trigger);
      await trigger.evaluate((el) =>
        window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 20),
      );
      await trigger.tap();
      const popover = page.locator('.dice-popover[role="dialog"]');
      await expect(popover).toBeVisible({ timeout: 5000 });
      // 'on screen' once placed; otherwise where the popover is.
      const placement = async (
        check: (box: { x: number; y: number; width: number; height: number }) => boolean,
      ) => {
        const box = await popover.boundingBox();
        return box !== null && check(box) ? 'on screen' : `at ${JSON.stringify(box)}`;
      };
      await expect
        .poll(
          () =>
            placement(
              (box) =>
                box.x >= 0 &&
                box.y >= 0 &&
                box.x + box.width <= PHONE.viewport.width &&
                box.y + box.height <= PHONE.viewport.height,
            ),
          {
            message: 'the popover leaves the 390x844 viewport',
          },
        )
        .toBe('on screen');
      await expect(popover, 'no raw i18n keys').not.toContainText('ui.dice.');
      const script = locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\u4E00-\u9FFF]/;
      await expect(popover, `popover text in ${locale}`).toHaveText(script);
      await popover.locator('.dice-chart > button.dice-bar').nth(10).tap();
      await expect(popover.locator('.dice-bar-readout'), 'tap reads a bar').toContainText('%');
      await popover.locator('button.dice-mode[data-mode="advantage"]').tap();
      for (let i = 0; i < 4; i += 1) await popover.locator('button.dice-roll').tap();
      await expect(popover.locator('.dice-history-list li'), 'four rolls in the history').toHaveCount(4);
      await expect
        .poll(() => placement((grown) => grown.y >= 0 && grown.y + grown.height <= 844), {
          message: 'after rolls the popover leaves the viewport',
        })
        .toBe('on screen');
    });
  }

  test('axe: 0 serious/critical with the popover open after an Advantage roll, in light and dark', async ({
    newPage,
  }) => {
    // One load: checked in light, then switched in place to dark (the theme picker's way).
    const { page } = await newPage({ colorScheme: 'light', bypassCSP: true });
    await page.goto('/zh/rules/D20Tests/');
    const { popover } = await openPopover(page, 'main button.dice-inline[data-dice="1d20"]');
    await popover.locator('button.dice-mode[data-mode="advantage"]').click();
    await popover.locator('button.dice-roll').click();
    await popover.locator('.dice-chart > button.dice-bar').nth(5).click();
    await injectAxe(page, true);
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      await expect(page.locator('html'), 'Starlight theme').toHaveAttribute('data-theme', scheme);
      const violations = await page.evaluate(
        async (options) => {
          type Result = {
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          };
          const axe = (
            window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }
          ).axe;
          if (!document.querySelector('.dice-popover')) return ['the popover closed'];
          // The calculators are checked by their own suite; here: the page and the open popover.
          const result = await axe.run({ include: [['html']], exclude: [['[data-calculator]']] }, options);
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
          // Dark is the same load switched in place: the rules a scheme can change (support/axe.ts).
        },
        scheme === 'dark' ? SCHEME_SWITCH_RUN_OPTIONS : AXE_RUN_OPTIONS,
      );
      expect(violations.length, `${scheme}:\n${violations.join('\n')}`).toBe(0);
    }
  });
});
