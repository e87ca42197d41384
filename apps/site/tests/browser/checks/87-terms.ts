/**
 * Terms in use: on a touch phone a tap on a term shows its definition in place, with a link
 * onward, and the page stays; switching language without a #hash keeps the section being read.
 * (That glossary names are term links on most rule pages in every locale is a fact of the built
 * HTML: tests/built/terms.built.ts.)
 */
import { termDefinitionText } from '../../../src/lib/glossary.ts';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';

test.describe('Terms: a tap shows the definition in place, the language switch keeps the section', () => {
  test('touch (hasTouch, isMobile): a tap on a term shows its definition and a glossary link, the page stays', async ({
    newPage,
    site,
  }) => {
    const { page } = await newPage(PHONE);
    const url = `${site.baseUrl}/th/rules/Combat/`;
    await page.goto(url);
    await expect(page.locator('html'), 'the term tooltip script ran').toHaveAttribute('data-term-tooltips');
    const term = page.locator('.sl-markdown-content a.term[data-term="ProneCondition"]').first();
    await scrollIntoView(term);
    await term.tap();
    const tip = page.locator('.term-tooltip');
    await expect(tip).toBeVisible();
    expect(page.url(), 'the tap left the page').toBe(url);
    const definition = termDefinitionText('ProneCondition', 'th');
    await expect(tip, 'the box shows the definition').toContainText(definition.slice(0, 20));
    const onward = tip.locator('a.term-tooltip__more');
    await expect(onward, 'the onward link').toHaveAttribute('href', '/th/glossary/ProneCondition/');
    const box = await tip.boundingBox();
    expect(box, 'the box has a size').not.toBeNull();
    expect(box!.x, `the box leaves the screen: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `the box leaves the screen: ${JSON.stringify(box)}`).toBeLessThanOrEqual(
      PHONE.viewport.width,
    );
    // A tap elsewhere closes it; the page is still the same.
    await page.locator('h1').first().tap();
    await expect(tip).toBeHidden();
    expect(page.url(), 'closing the box left the page').toBe(url);
    // The onward link works.
    await scrollIntoView(term);
    await term.tap();
    await onward.tap();
    await page.waitForURL('**/th/glossary/ProneCondition/');
  });

  for (const [device, viewport, menu] of [
    ['desktop', { width: 1280, height: 900 }, ''],
    ['phone', PHONE.viewport, ' from the menu'],
  ] as const) {
    test(`${device}: switching en -> th${menu} without a #hash lands on the section being read`, async ({
      newPage,
    }) => {
      const { page } = await newPage({ viewport });
      await page.goto('/en/rules/Combat/');
      await page.waitForLoadState('load');
      await page.evaluate(() => {
        const heading = document.getElementById('Initiative');
        const header = document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0;
        if (heading) window.scrollBy(0, heading.getBoundingClientRect().top - header - 8);
      });
      expect(page.url(), 'the URL has a hash before the switch').not.toContain('#');
      const select = page.locator('starlight-lang-select select:visible').first();
      if ((await select.count()) === 0) {
        // On a phone the picker is inside the menu.
        await page.locator('button.sl-menu-button').click();
      }
      await page
        .locator('starlight-lang-select select:visible')
        .first()
        .selectOption({ value: '/th/rules/Combat/' });
      await page.waitForURL('**/th/rules/Combat/**');
      await expect(page, 'landed on the section').toHaveURL(/\/th\/rules\/Combat\/#Initiative$/);
      await page.waitForLoadState('load');
      const initiativeTop = () =>
        page.evaluate(() => document.getElementById('Initiative')?.getBoundingClientRect().top ?? -1);
      await expect
        .poll(
          async () => {
            const top = await initiativeTop();
            return top >= 0 && top < viewport.height / 2 ? 'in the top half' : `at ${top} px`;
          },
          { message: '#Initiative after the switch' },
        )
        .toBe('in the top half');
    });
  }
});
