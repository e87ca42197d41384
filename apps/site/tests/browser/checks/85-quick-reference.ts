/**
 * The quick reference (/<locale>/quick/): every card from keyed data, in every locale; all 15
 * conditions with their glossary definitions; each card's link to its full rule lands on a page
 * holding that rule ID; its calculators are there; one card per screen on a phone; linked from
 * the home page and the sidebar. Screenshots (POLYHEDRAL_SCREENSHOTS=1): th phone light, zh desktop dark
 * (screenshots/quick/).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { glossaryTerms, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { QUICK_CARDS } from '../../../src/lib/quick-reference-cards.ts';
import { expect, type NewPage, test } from '../fixtures.ts';
import { describeViolations, seriousAxeViolations } from '../support/axe.ts';
import { openInScheme } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import { SCREENSHOTS_WANTED } from '../support/screenshots.ts';
import { sharedPage } from '../support/shared-page.ts';

const CONDITIONS = glossaryTerms.filter((term) => term.category === 'condition');

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

test.describe('Quick reference: cards from keyed data in every locale, linked to their rules (screenshots/quick/)', () => {
  // The locales in order in one worker and one tab (support/shared-page.ts): each test loads its
  // own pages; nothing here writes storage.
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    const shared = sharedPage({ viewport: { width: 1280, height: 900 } });

    for (const locale of WRITTEN_LOCALES) {
      test(`${locale}: 8 cards linked to their rules, 15 conditions with definitions, calculators, sidebar and home links`, async () => {
        const page = shared();
        await page.goto(`/${locale}/quick/`);
        const cards = await page.locator('[data-quick-card]').evaluateAll((elements) =>
          elements.map((card) => ({
            id: card.getAttribute('data-quick-card'),
            title: card.querySelector('h2')?.textContent?.trim() ?? '',
            rule:
              card.querySelector<HTMLAnchorElement>('.quick-card__rule a[data-rule]')?.getAttribute('href') ??
              '',
            text: (card.textContent ?? '').trim().length,
          })),
        );
        expect(cards.map((card) => card.id).join(), `${locale}: cards`).toBe(
          QUICK_CARDS.map((card) => card.ruleId).join(),
        );
        for (const card of cards) {
          expect(card.title, `${locale}: card ${card.id} is empty`).not.toBe('');
          expect(card.text, `${locale}: card ${card.id} is empty`).toBeGreaterThan(80);
          const [pathname, hash] = card.rule.split('#');
          const response = await page.request.get(pathname ?? '');
          expect(response.ok(), `${locale}: ${card.id} links to ${card.rule}: ${response.status()}`).toBe(
            true,
          );
          const id = hash ?? card.id;
          expect(await response.text(), `${locale}: ${card.rule} has no #${id}`).toContain(`id="${id}"`);
        }
        await expect(page.locator('.quick-condition'), `${locale}: conditions`).toHaveCount(15);
        // The glossary's 17: the SRD 5.2's 15 (on the card) and the Playtest's own Ethereal and Intoxicated.
        expect(CONDITIONS.length, 'conditions in the glossary').toBe(17);
        const conditions = await page.locator('.quick-condition').evaluateAll((elements) =>
          elements.map((element) => ({
            id: element.getAttribute('data-term-id'),
            definition: element.querySelector('dd')?.textContent?.trim() ?? '',
          })),
        );
        expect(
          conditions
            .map((condition) => condition.id)
            .filter((id) => /^(Ethereal|Intoxicated)/.test(id ?? '')),
          `${locale}: a Playtest-only condition on the SRD card`,
        ).toEqual([]);
        for (const condition of conditions) {
          expect(condition.definition.length, `${locale}: ${condition.id} has no definition`).toBeGreaterThan(
            5,
          );
        }
        const calculators = await page
          .locator('[data-calculator]')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-calculator')));
        for (const kind of ['d20-test', 'travel-pace', 'damage-application', 'death-saves']) {
          expect(calculators, `${locale}: no ${kind} calculator (${calculators.join()})`).toContain(kind);
        }
        await expect(
          page.locator(`nav.sidebar a[href="/${locale}/quick/"]`),
          `${locale}: the sidebar has no quick reference link`,
        ).toHaveCount(1);
        await page.goto(`/${locale}/`);
        await expect(
          page.locator(`.home-quick a[href="/${locale}/quick/"]`),
          `${locale}: the home page has no quick reference link`,
        ).toHaveCount(1);
      });
    }
  });

  test('th on a phone, light: Thai glyphs, one card per screen, the topic bar jumps (th-phone-light.png)', async ({
    newPage,
    site,
  }) => {
    await screenshot(newPage, site.siteDir, 'th', 'light', PHONE.viewport, 'th-phone-light');
  });

  test('axe: no serious or critical violations (th light, zh dark, phone)', async ({ newPage }) => {
    for (const [locale, scheme] of [
      ['th', 'light'],
      ['zh', 'dark'],
    ] as const) {
      const { page } = await openInScheme(newPage, `/${locale}/quick/`, scheme, PHONE.viewport);
      const violations = await seriousAxeViolations(page);
      expect(violations, `${locale} ${scheme}:\n${describeViolations(violations)}`).toEqual([]);
    }
  });

  test('zh on a desktop, dark: Chinese glyphs (zh-desktop-dark.png)', async ({ newPage, site }) => {
    await screenshot(newPage, site.siteDir, 'zh', 'dark', { width: 1280, height: 900 }, 'zh-desktop-dark');
  });
});
