/**
 * Terms everywhere: glossary names in the rule text are term links on most rule pages in every
 * locale (counted in the built HTML; scripts/term-links.ts prints the same figures); on a touch
 * phone a tap on a term shows its definition in place, with a link onward, and the page stays;
 * switching language without a #hash keeps the section being read.
 */
import { LOCALES } from '@polyhedral/i18n';
import { termDefinitionText } from '../../../src/lib/glossary.ts';
import { termLinkCounts } from '../../../tools/term-link-counts.ts';
import { type CheckContext, expect, type Scenario } from '../harness.ts';

async function termsLinked(context: CheckContext, locale: string): Promise<void> {
  const { pages, linkedPages: linked, byPage } = termLinkCounts(context.distDir, locale);
  const combat = byPage.get('Combat') ?? [];
  console.log(`    ${locale}: term links on ${linked} of ${pages} rule pages`);
  // Pages without any glossary name (an intro page of a few lines) may stay unlinked.
  expect(linked >= pages * 0.75, `${locale}: term links on ${linked} of ${pages} rule pages`);
  expect(combat.includes('ProneCondition'), `${locale}: Combat does not link Prone (${combat.join()})`);
  // First mention per section: Combat names Prone in several sections, each links it at most once.
  const prone = combat.filter((id) => id === 'ProneCondition').length;
  expect(prone >= 1, `${locale}: Prone linked ${prone} times on Combat`);
}

async function tapShowsDefinition(context: CheckContext): Promise<void> {
  const { page, close } = await context.newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const url = `${context.baseUrl}/th/rules/Combat/`;
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.termTooltips !== undefined);
    const term = page.locator('.sl-markdown-content a.term[data-term="ProneCondition"]').first();
    await term.scrollIntoViewIfNeeded();
    await term.tap();
    const tip = page.locator('.term-tooltip');
    await tip.waitFor({ state: 'visible' });
    expect(page.url() === url, `the tap left the page for ${page.url()}`);
    const text = (await tip.textContent()) ?? '';
    const definition = termDefinitionText('ProneCondition', 'th');
    expect(
      text.includes(definition.slice(0, 20)),
      `the box shows "${text.slice(0, 60)}", not the definition`,
    );
    const onward = tip.locator('a.term-tooltip__more');
    expect(
      (await onward.getAttribute('href')) === '/th/glossary/ProneCondition/',
      `the onward link is ${await onward.getAttribute('href')}`,
    );
    const box = await tip.boundingBox();
    expect(
      box !== null && box.x >= 0 && box.x + box.width <= 390,
      `the box leaves the screen: ${JSON.stringify(box)}`,
    );
    // A tap elsewhere closes it; the page is still the same.
    await page.locator('h1').first().tap();
    await tip.waitFor({ state: 'hidden' });
    expect(page.url() === url, `closing the box left the page for ${page.url()}`);
    // The onward link works.
    await term.tap();
    await onward.tap();
    await page.waitForURL('**/th/glossary/ProneCondition/');
  } finally {
    await close();
  }
}

async function switchKeepsSection(
  context: CheckContext,
  viewport: { width: number; height: number },
): Promise<void> {
  const { page, close } = await context.newPage({ viewport });
  try {
    await page.goto(`${context.baseUrl}/en/rules/Combat/`);
    await page.waitForLoadState('load');
    await page.evaluate(() => {
      const heading = document.getElementById('Initiative');
      const header = document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0;
      if (heading) window.scrollBy(0, heading.getBoundingClientRect().top - header - 8);
    });
    expect(!page.url().includes('#'), 'the URL has a hash before the switch');
    const select = page.locator('starlight-lang-select select:visible').first();
    if ((await select.count()) === 0) {
      // On a phone the picker is inside the menu.
      await page.locator('starlight-menu-button button').click();
    }
    await page
      .locator('starlight-lang-select select:visible')
      .first()
      .selectOption({ value: '/th/rules/Combat/' });
    await page.waitForURL('**/th/rules/Combat/**');
    expect(page.url().endsWith('/th/rules/Combat/#Initiative'), `landed on ${page.url()}`);
    await page.waitForLoadState('load');
    const top = await page.evaluate(
      () => document.getElementById('Initiative')?.getBoundingClientRect().top ?? -1,
    );
    expect(top >= 0 && top < viewport.height / 2, `#Initiative is at ${top} px after the switch`);
  } finally {
    await close();
  }
}

const scenario: Scenario = {
  name: 'Terms: linked in every locale, a tap shows the definition in place, the language switch keeps the section',
  checks: [
    ...LOCALES.map((locale) => ({
      name: `${locale}: glossary names are term links on most rule pages (Combat links Prone)`,
      run: (context: CheckContext) => termsLinked(context, locale),
    })),
    {
      name: 'touch (hasTouch, isMobile): a tap on a term shows its definition and a glossary link, the page stays',
      run: tapShowsDefinition,
    },
    {
      name: 'desktop: switching en -> th without a #hash lands on the section being read',
      run: (context) => switchKeepsSection(context, { width: 1280, height: 900 }),
    },
    {
      name: 'phone: switching en -> th from the menu without a #hash lands on the section being read',
      run: (context) => switchKeepsSection(context, { width: 390, height: 844 }),
    },
  ],
};

export default scenario;
