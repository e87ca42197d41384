/**
 * The quick reference (/<locale>/quick/): every card from keyed data, in every locale; all 15
 * conditions with their glossary definitions; each card's link to its full rule lands on a page
 * holding that rule ID; its calculators are there; one card per screen on a phone; linked from
 * the home page and the sidebar. Screenshots: th phone light, zh desktop dark (screenshots/quick/).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { glossaryTerms, LOCALES } from '@polyhedral/i18n';
import { QUICK_CARDS } from '../../../src/lib/quick-reference-cards.ts';
import { type CheckContext, expect, type Scenario } from '../harness.ts';
import { describeViolations, seriousAxeViolations } from '../run-axe.ts';
import { openInScheme } from './45-colour-schemes.ts';

const CONDITIONS = glossaryTerms.filter((term) => term.category === 'condition');

async function cardsIn(context: CheckContext, locale: string): Promise<void> {
  const { page, close } = await context.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${context.baseUrl}/${locale}/quick/`);
    const cards = await page.locator('[data-quick-card]').evaluateAll((elements) =>
      elements.map((card) => ({
        id: card.getAttribute('data-quick-card'),
        title: card.querySelector('h2')?.textContent?.trim() ?? '',
        rule:
          card.querySelector<HTMLAnchorElement>('.quick-card__rule a[data-rule]')?.getAttribute('href') ?? '',
        text: (card.textContent ?? '').trim().length,
      })),
    );
    expect(
      cards.map((card) => card.id).join() === QUICK_CARDS.map((card) => card.ruleId).join(),
      `${locale}: cards ${cards.map((card) => card.id).join()}`,
    );
    for (const card of cards) {
      expect(card.title !== '' && card.text > 80, `${locale}: card ${card.id} is empty`);
      const [pathname, hash] = card.rule.split('#');
      const response = await page.request.get(`${context.baseUrl}${pathname}`);
      expect(response.ok(), `${locale}: ${card.id} links to ${card.rule}: ${response.status()}`);
      const id = hash ?? card.id;
      expect((await response.text()).includes(`id="${id}"`), `${locale}: ${card.rule} has no #${id}`);
    }
    const conditions = await page.locator('.quick-condition').evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.getAttribute('data-term-id'),
        definition: element.querySelector('dd')?.textContent?.trim() ?? '',
      })),
    );
    expect(
      conditions.length === 15 && CONDITIONS.length === 15,
      `${locale}: ${conditions.length} conditions`,
    );
    for (const condition of conditions) {
      expect(condition.definition.length > 5, `${locale}: ${condition.id} has no definition`);
    }
    const calculators = await page
      .locator('[data-calculator]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-calculator')));
    for (const kind of ['d20-test', 'travel-pace', 'damage-application', 'death-saves']) {
      expect(calculators.includes(kind), `${locale}: no ${kind} calculator (${calculators.join()})`);
    }
    const sidebarLink = page.locator(`nav.sidebar a[href="/${locale}/quick/"]`);
    expect((await sidebarLink.count()) === 1, `${locale}: the sidebar has no quick reference link`);
    await page.goto(`${context.baseUrl}/${locale}/`);
    expect(
      (await page.locator(`.home-quick a[href="/${locale}/quick/"]`).count()) === 1,
      `${locale}: the home page has no quick reference link`,
    );
  } finally {
    await close();
  }
}

async function screenshot(
  context: CheckContext,
  locale: 'th' | 'zh',
  scheme: 'light' | 'dark',
  viewport: { width: number; height: number },
  name: string,
): Promise<void> {
  const { page, close } = await openInScheme(context, `/${locale}/quick/`, scheme, viewport);
  try {
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
    expect(glyphs, `${locale}: ${family} does not draw ${sample}`);
    if (viewport.width < 800) {
      // One card per screen: every card is at least the screen below the header.
      const heights = await page
        .locator('.quick-card')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
      const header = await page.evaluate(
        () => document.querySelector('header.header')?.getBoundingClientRect().height ?? 0,
      );
      const short = heights.filter((height) => height < viewport.height - header - 20);
      expect(
        short.length === 0,
        `${locale}: cards shorter than a screen: ${short.map(Math.round).join(', ')} px`,
      );
      // The topic bar jumps to a card.
      await page.locator('.quick-topics a[href="#Conditions"]').click();
      await page.waitForFunction(() => {
        const top = document.getElementById('Conditions')?.getBoundingClientRect().top ?? 9999;
        return top >= 0 && top < 200;
      });
    }
    const dir = path.join(context.siteDir, 'screenshots', 'quick');
    mkdirSync(dir, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
    // One screen per card (phone) or the two-column part (desktop), to look at.
    for (const id of viewport.width < 800
      ? ['Conditions', 'TypicalDifficultyClasses', 'DeathSavingThrows']
      : ['Cover']) {
      await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), id);
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(dir, `${name}-${id}.png`) });
    }
  } finally {
    await close();
  }
}

async function accessible(
  context: CheckContext,
  locale: 'th' | 'zh',
  scheme: 'light' | 'dark',
): Promise<void> {
  const { page, close } = await openInScheme(context, `/${locale}/quick/`, scheme, {
    width: 390,
    height: 844,
  });
  try {
    const violations = await seriousAxeViolations(page);
    expect(violations.length === 0, `${locale} ${scheme}:\n${describeViolations(violations)}`);
  } finally {
    await close();
  }
}

const scenario: Scenario = {
  name: 'Quick reference: cards from keyed data in every locale, linked to their rules (screenshots/quick/)',
  checks: [
    ...LOCALES.map((locale) => ({
      name: `${locale}: 8 cards linked to their rules, 15 conditions with definitions, calculators, sidebar and home links`,
      run: (context: CheckContext) => cardsIn(context, locale),
    })),
    {
      name: 'th on a phone, light: Thai glyphs, one card per screen, the topic bar jumps (th-phone-light.png)',
      run: (context) => screenshot(context, 'th', 'light', { width: 390, height: 844 }, 'th-phone-light'),
    },
    {
      name: 'axe: no serious or critical violations (th light, zh dark, phone)',
      run: async (context) => {
        await accessible(context, 'th', 'light');
        await accessible(context, 'zh', 'dark');
      },
    },
    {
      name: 'zh on a desktop, dark: Chinese glyphs (zh-desktop-dark.png)',
      run: (context) => screenshot(context, 'zh', 'dark', { width: 1280, height: 900 }, 'zh-desktop-dark'),
    },
  ],
};

export default scenario;
