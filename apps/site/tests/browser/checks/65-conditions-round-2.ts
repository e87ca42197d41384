import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { d20Test, PLAIN_SAVE_TARGET, saveHalfTargets } from '@polyhedral/core';
import { describeCause, intlLocale, messagesFor, termName } from '@polyhedral/i18n';
import { percent } from '../../support/locale-numbers.ts';
import { expect, test } from '../fixtures.ts';
import { hydrateCalculator } from '../support/calculators.ts';
import { switchScheme } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import { SCREENSHOTS_WANTED } from '../support/screenshots.ts';

/**
 * Conditions, round 2 (issue 61), in Thai on a phone, light and dark:
 * - the D20 Test with a judgement ticked: Frightened, "the source of its fear is in sight"
 *   (Frightened: "Disadvantage on ability checks and attack rolls while the source of fear is
 *   within line of sight"): a +5 check against 15 goes from 55% to 30.25% (121/400), with the
 *   reason in the reader's language;
 * - a save-for-half target Petrified and Poisoned, its fields drawn from the registry: Petrified
 *   gives "Immunity to the Poisoned condition" and "Resistance to all damage", and the card says
 *   both; the share link keeps the target's `cond=`;
 * - the Initiative calculator (on the Combat page, Initiative section) for an Invisible creature
 *   (Invisible: "you have Advantage on Initiative rolls"): +2 against 13 goes from 50% to 75%.
 * Every figure comes from the core, so a calculator that ignored the rule would fail here. The same
 * three cases' words and figures in Thai and Chinese are the island's render test
 * (src/calculators/conditions-in-calculators.test.ts): the locale changes only the words.
 * Screenshots (POLYHEDRAL_SCREENSHOTS=1): screenshots/conditions-<locale>-<scheme>-<what>.png.
 */

const LOCALES = ['th'] as const;
type Loc = (typeof LOCALES)[number];

const words = (locale: Loc) => ({
  ...messagesFor(locale, 'calc'),
  ...messagesFor(locale, 'conditions'),
  ...messagesFor(locale, 'table.ability'),
});
const cause = (locale: Loc, one: { code: string; params: Record<string, string | number> }) =>
  describeCause(one, words(locale), locale, (id) => termName(id, locale));

/** Ticks choices in a group of checkboxes (a disclosure), by their visible names. */
async function tick(slot: Locator, id: string, names: readonly string[]): Promise<void> {
  const group = slot.locator(`#${id}`);
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  for (const name of names) await group.getByRole('checkbox', { name, exact: true }).check();
  await group.locator('summary').click();
}

/**
 * The phone's screen with `focus` (the reasons and the figures) in the middle: a screenshot of the
 * viewport, as the reader sees it (an element taller than the screen is stitched while the page
 * moves, and comes out shifted).
 */
async function shoot(page: Page, focus: Locator, siteDir: string, file: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const dir = path.join(siteDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({
    path: path.join(dir, file),
    style: 'header.header, mobile-starlight-toc { visibility: hidden !important; }',
  });
}

/** The page after each scheme: a screenshot in light and in dark, and nothing wider than the phone. */
async function inBothSchemes(page: Page, focus: Locator, siteDir: string, locale: Loc, what: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await switchScheme(page, scheme);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(
      overflow,
      `${locale} ${scheme} ${what}: page scrolls sideways by ${overflow}px`,
    ).toBeLessThanOrEqual(0);
    await shoot(page, focus, siteDir, `conditions-${locale}-${scheme}-${what}.png`);
  }
}

test.describe('Conditions round 2 (th, phone): a judgement ticked, a Petrified and Poisoned target, Initiative', () => {
  for (const locale of LOCALES) {
    test(`${locale}: D20 Test, Frightened with the source of fear in sight: Disadvantage, with its reason`, async ({
      newPage,
      site,
    }) => {
      const calc = words(locale);
      const { page, consoleErrors } = await newPage(PHONE);
      await page.goto(`/${locale}/rules/D20Tests/`);
      const d20 = await hydrateCalculator(page, 'd20-test');
      await d20.locator('#d20-test-kind-of-test').selectOption('check');
      await d20.locator('#d20-test-ability').selectOption('wisdom');
      await d20.locator('#d20-test-bonus').fill('5');
      await d20.locator('#d20-test-target').fill('15');
      await tick(d20, 'd20-test-condition', [termName('FrightenedCondition', locale)!]);
      // Unticked: the judgement waits for the table, the odds are a straight roll.
      const straight = d20Test({ kind: 'check', bonus: 5, target: 15 }).success;
      await expect(d20.getByTestId('d20-success')).toHaveText(percent(locale, straight));
      await tick(d20, 'd20-test-judged', [calc['calc.common.judged.fear-source-in-sight']!]);
      const afraid = d20Test({ kind: 'check', bonus: 5, target: 15, disadvantage: true });
      expect(afraid.exact.success.toString()).toBe('121/400');
      await expect(d20.getByTestId('d20-success')).toHaveText(percent(locale, afraid.success));
      await expect(d20).toContainText('121/400');
      await expect(d20.getByTestId('d20-causes')).toHaveText(
        cause(locale, {
          code: 'conditions.cause.disadvantage',
          params: { condition: 'FrightenedCondition' },
        }),
      );
      expect(new URL(page.url()).searchParams.get('d20-test.judged')).toBe('fear-source-in-sight');
      await inBothSchemes(page, d20.getByTestId('d20-causes'), site.siteDir, locale, 'd20-judged');
      expect(consoleErrors).toEqual([]);
    });

    test(`${locale}: save for half, a target Petrified and Poisoned: immune to Poisoned, Resistance to all damage`, async ({
      newPage,
      site,
    }) => {
      const { page, consoleErrors } = await newPage(PHONE);
      await page.goto(`/${locale}/rules/DamageandHealing/`);
      const save = await hydrateCalculator(page, 'save-half');
      const card = save.getByTestId('save-target').first();
      await save.locator('#save-half-target-1-bonus').fill('2');
      await tick(save, 'save-half-target-1-condition', [
        termName('PetrifiedCondition', locale)!,
        termName('PoisonedCondition', locale)!,
      ]);
      const core = saveHalfTargets({
        damage: [{ amount: '8d6', type: 'fire' }],
        dc: 15,
        targets: [
          { ...PLAIN_SAVE_TARGET, saveBonus: 2, conditions: ['PetrifiedCondition', 'PoisonedCondition'] },
        ],
        ability: 'dexterity',
      }).targets[0]!;
      const reasons = core.causes.map((one) => cause(locale, one));
      expect(core.causes.map((one) => one.code)).toEqual(
        expect.arrayContaining(['conditions.cause.immune-from', 'conditions.cause.resistance']),
      );
      const shown = card.getByTestId('save-causes').locator('li');
      await expect(shown).toHaveCount(reasons.length);
      expect(await shown.allTextContents()).toEqual(reasons);
      await expect(card.getByTestId('save-expected')).toHaveText(
        new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(core.expectedDamage),
      );
      expect(new URL(page.url()).searchParams.get('save-half.targets')).toContain('cond=petrified/poisoned');
      await inBothSchemes(
        page,
        card.getByTestId('save-causes'),
        site.siteDir,
        locale,
        'save-half-petrified-poisoned',
      );
      expect(consoleErrors).toEqual([]);
    });

    test(`${locale}: the Initiative calculator on the Combat page, an Invisible creature: Advantage, 50% to 75%`, async ({
      newPage,
      site,
    }) => {
      const { page, consoleErrors } = await newPage(PHONE);
      await page.goto(`/${locale}/rules/Combat/`);
      const initiative = await hydrateCalculator(page, 'initiative');
      await initiative.locator('#initiative-bonus').fill('2');
      await initiative.locator('#initiative-target').fill('13');
      await expect(initiative.getByTestId('initiative-success')).toHaveText(percent(locale, 0.5));
      await tick(initiative, 'initiative-condition', [termName('InvisibleCondition', locale)!]);
      await expect(initiative.getByTestId('initiative-success')).toHaveText(percent(locale, 0.75));
      await expect(initiative.getByTestId('initiative-causes')).toHaveText(
        cause(locale, { code: 'conditions.cause.advantage', params: { condition: 'InvisibleCondition' } }),
      );
      await inBothSchemes(
        page,
        initiative.getByTestId('initiative-causes'),
        site.siteDir,
        locale,
        'initiative-invisible',
      );
      expect(consoleErrors).toEqual([]);
    });
  }

  test('th: melee or ranged and "an enemy within 5 feet" travel in a shared link (Ranged Attacks in Close Combat)', async ({
    newPage,
  }) => {
    // SRD 5.2, Ranged Attacks in Close Combat: "you have Disadvantage on the roll if you are within
    // 5 feet of an enemy who can see you and doesn't have the Incapacitated condition".
    const { page, consoleErrors } = await newPage(PHONE);
    const link = new URLSearchParams({
      'd20-test.kind-of-test': 'attack',
      'd20-test.bonus': '5',
      'd20-test.target': '15',
      'd20-test.attack-type': 'ranged',
      'd20-test.judged': 'enemy-within-5-feet',
    });
    await page.goto(`/th/rules/D20Tests/?${link}`);
    const d20 = await hydrateCalculator(page, 'd20-test');
    await expect(d20.locator('#d20-test-attack-type')).toHaveValue('ranged');
    await expect(d20.getByTestId('d20-success')).toHaveText(percent('th', 121 / 400));
    await expect(d20.getByTestId('d20-causes')).toHaveText(
      cause('th', { code: 'conditions.cause.close-combat', params: { judgement: 'enemy-within-5-feet' } }),
    );
    // Melee: the rule does not apply, the odds are a straight roll again, and the link says so.
    await d20.locator('#d20-test-attack-type').selectOption('melee');
    await expect(d20.getByTestId('d20-success')).toHaveText(percent('th', 11 / 20));
    await page.waitForFunction(
      () => new URLSearchParams(location.search).get('d20-test.attack-type') === 'melee',
    );
    expect(consoleErrors).toEqual([]);
  });
});
