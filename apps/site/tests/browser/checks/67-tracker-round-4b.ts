import type { Page } from '@playwright/test';
import { resolveSaveHalfTargets } from '@polyhedral/core';
import { saveHalfCalculator, saveHalfEffectOf } from '@polyhedral/core/calculators';
import {
  readStatBlocksFile,
  readTrackerFile,
  statBlockOfCreature,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { formatMessage, messagesFor } from '@polyhedral/i18n';
import { startedFight } from '../../support/tracker-fights.ts';
import { expect, test } from '../fixtures.ts';
import { hydrateCalculator } from '../support/calculators.ts';
import { switchScheme } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import { openCreature, openDetails, openTool, openTrackerInScheme } from '../support/tracker.ts';
import { trackerWords } from '../support/tracker-words.ts';

/**
 * The game master's table, round 4 continued (issue 73), on a 390 px phone in Thai (the add form and
 * stat blocks) and Chinese (save for half):
 * - the add form's saves, defences and attacks are drawn only when opened (item 7: the page's
 *   load builds none of them), then a creature with two attacks, the second with two damage parts,
 *   kept as a stat block: what the page stored is what the core reads back;
 * - a creature already in the fight kept as a stat block from its details: the stored block is
 *   the core's statBlockOfCreature of the creature the page kept;
 * - save for half with Bless in the calculator: the table's typed d20s and d4 totals settle each
 *   target as the core's resolveSaveHalfTargets does, and a roll here rolls the d4s too.
 * `checks` counts the numbers compared with the core.
 */

const LOCALES = {
  th: { cleric: 'นักบวช', ogre: 'โอเกอร์', dragon: 'มังกรน้อย', bite: 'กัด', claw: 'กรงเล็บไฟ' },
} as const;
const tr = trackerWords();
const SHOTS = process.env.TRACKER_SHOTS;

async function keptState(page: Page): Promise<TrackerState> {
  return readTrackerFile((await page.evaluate(() => localStorage.getItem('polyhedral.tracker')))!);
}

async function keptBlocks(page: Page) {
  return readStatBlocksFile(
    (await page.evaluate(() => localStorage.getItem('polyhedral.tracker.statBlocks'))) ?? '',
  );
}

// Thai alone: the flow and what is kept do not depend on the locale; the Chinese words (the attack
// part's label, the kept notice) are the island tests' (src/tracker/tracker-words.test.ts: every
// message in zh; AddCreatureForm.test.ts: the kept notice in zh).
for (const locale of ['th'] as const) {
  test(`${locale} phone: the add form draws its parts when opened; several attacks and damage parts kept; a creature in the fight kept as a stat block`, async ({
    newPage,
  }) => {
    const names = LOCALES[locale];
    let checks = 0;
    const fight = startedFight([
      [{ name: names.cleric, kind: 'character', initiativeBonus: 0, ac: 16, maxHp: 30 }, 15],
      [
        {
          name: names.ogre,
          kind: 'monster',
          initiativeBonus: -1,
          ac: 11,
          maxHp: 59,
          speed: 40,
          saves: { strength: 6 },
          resist: ['cold'],
          attacks: [{ name: 'Greatclub', bonus: 6, damage: [{ dice: '2d8+4', type: 'bludgeoning' }] }],
        },
        6,
      ],
    ]);
    const { page } = await openTrackerInScheme(newPage, locale, 'light', fight);

    // The add tool: its three disclosures are closed and hold no field until opened.
    await openTool(page, 'add');
    const form = page.getByTestId('tracker-add');
    // Under "More options", folded on a phone (decision 521): opened first, the three inside it closed.
    const options = form.getByTestId('tracker-add-options');
    await expect(options).not.toHaveAttribute('open');
    await expect(form.locator('#tracker-add-speed')).toBeHidden();
    await openDetails(options);
    await expect(form.locator('#tracker-add-speed')).toBeVisible();
    const more = form.locator('details.tracker-more');
    await expect(more).toHaveCount(3);
    await expect(form.locator('#tracker-add-save-strength')).toHaveCount(0);
    await expect(form.locator('input[name="tracker-add-resist"]')).toHaveCount(0);
    await expect(form.locator('#tracker-add-attack-0-name')).toHaveCount(0);
    await openDetails(more.nth(2));
    await expect(form.locator('#tracker-add-attack-0-name')).toBeVisible();

    // A dragon wyrmling: Bite +6 2d10+4 piercing; Fire Claw +6, 1d8+4 slashing and 2d6 fire.
    await form.locator('#tracker-add-name').fill(names.dragon);
    await form.locator('#tracker-add-ac').fill('17');
    await form.locator('#tracker-add-hp').fill('75');
    await form.locator('#tracker-add-attack-0-name').fill(names.bite);
    await form.locator('#tracker-add-attack-0-bonus').fill('6');
    await form.locator('#tracker-add-attack-0-dice').fill('2d10+4');
    await form.locator('#tracker-add-attack-0-type').selectOption('piercing');
    await form.getByTestId('tracker-add-attack-more').click();
    await form.locator('#tracker-add-attack-1-name').fill(names.claw);
    await form.locator('#tracker-add-attack-1-bonus').fill('6');
    await form.locator('#tracker-add-attack-1-dice').fill('1d8+4');
    await form.getByTestId('tracker-add-attack-1-more-damage').click();
    await form.locator('#tracker-add-attack-1-dice-1').fill('2d6');
    await form.locator('#tracker-add-attack-1-type-1').selectOption('fire');
    await expect(form.locator('#tracker-add-attack-1-type-1')).toHaveAccessibleName(
      tr(locale, 'tracker.add.attackTypePart', { number: 2, part: 2 }),
    );
    await form.locator('#tracker-add-keep').check();
    if (SHOTS) {
      await form.locator('#tracker-add-attack-1-name').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${locale}-add-attacks-light.png` });
      await switchScheme(page, 'dark');
      await page.screenshot({ path: `${SHOTS}/${locale}-add-attacks-dark.png` });
      await switchScheme(page, 'light');
    }
    await form.locator('button[type="submit"]').click();
    await expect(page.locator(`[data-creature-name="${names.dragon}"]`)).toBeVisible();
    const attacks = [
      // Saved attacks know melee or ranged (issue 91); the form's default is melee.
      { name: names.bite, bonus: 6, damage: [{ dice: '2d10+4', type: 'piercing' }], kind: 'melee' },
      {
        name: names.claw,
        bonus: 6,
        kind: 'melee',
        damage: [
          { dice: '1d8+4', type: 'slashing' },
          { dice: '2d6', type: 'fire' },
        ],
      },
    ];
    const dragon = (await keptState(page)).creatures.find((one) => one.name === names.dragon)!;
    expect(dragon.attacks).toEqual(attacks);
    checks += 1;
    expect((await keptBlocks(page)).find((one) => one.name === names.dragon)?.attacks).toEqual(attacks);
    checks += 1;

    // The ogre, already in the fight, kept as a stat block from its details.
    await openCreature(page, 'c2');
    await page.getByTestId('tracker-keep-c2').click();
    await expect(page.getByTestId('tracker-notice-creature-c2')).toContainText(
      tr(locale, 'tracker.blocks.saved', { name: names.ogre }),
    );
    const ogre = (await keptState(page)).creatures.find((one) => one.id === 'c2')!;
    const blocks = await keptBlocks(page);
    expect(blocks.map((one) => one.name)).toEqual([names.dragon, names.ogre]);
    expect(blocks[1]).toEqual(statBlockOfCreature(ogre));
    checks += 1;
    await expect(page.getByTestId('tracker-blocks')).toContainText(names.ogre);
    if (SHOTS) {
      await page.getByTestId('tracker-keep-c2').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${locale}-keep-from-row-light.png` });
      await switchScheme(page, 'dark');
      await page.screenshot({ path: `${SHOTS}/${locale}-keep-from-row-dark.png` });
    }
    console.log(`${locale}: add form and stat blocks: ${checks} checks against the core`);
  });
}

test('zh phone: save for half with Bless: typed d20s and d4 totals settle as the core does; a roll here rolls the d4s', async ({
  newPage,
}) => {
  const { page, consoleErrors } = await newPage(PHONE);
  // The HalfDamage calculator's default (8d6 fire, DC 15; targets +2, and +5 resisting fire), with Bless.
  await page.goto('/zh/rules/DamageandHealing/?save-half-2.bonus-dice=%2B1d4');
  const slot = await hydrateCalculator(page, 'save-half-2');
  await slot.locator('#save-half-2-d20s').fill('10, 10');
  await slot.locator('#save-half-2-rolled').fill('28');
  const entered = slot.getByTestId('save-entered');
  // Without the d4 totals, nothing is settled: a total without them would be wrong.
  await expect(entered).toHaveCount(0);
  await slot.locator('#save-half-2-dice-totals').fill('3, 1');
  await expect(entered).toBeVisible();
  const input = {
    ...saveHalfCalculator.defaults,
    'bonus-dice': ['+1d4'],
    d20s: [10, 10],
    rolled: [28],
    'dice-totals': [3, 1],
  };
  const core = resolveSaveHalfTargets(saveHalfEffectOf(input), {
    damage: [28],
    d20: [10, 10],
    diceTotals: [3, 1],
  });
  const targets = entered.getByTestId('save-receipt-target');
  await expect(targets).toHaveCount(2);
  for (const [index, target] of core.targets.entries()) {
    await expect(targets.nth(index)).toContainText(`${target.total}`);
    await expect(targets.nth(index).getByTestId('save-receipt-dice')).toContainText(
      `+${target.bonusDice!.total}`,
    );
    await expect(targets.nth(index).locator('strong')).toContainText(`${target.taken}`);
  }
  // Both saved thanks to the d4: 10 + 2 + 3 = 15, 10 + 5 + 1 = 16 against DC 15.
  expect(core.targets.map((one) => [one.total, one.saved, one.taken])).toEqual([
    [15, true, 14],
    [16, true, 7],
  ]);
  // A d4 total of 5 is refused, with a localized message, and nothing is settled.
  await slot.locator('#save-half-2-dice-totals').fill('5, 1');
  await expect(slot.locator('#save-half-2-dice-totals-error, [role="alert"]').first()).toBeVisible();
  await expect(entered).toHaveCount(0);
  // A roll here (the fields read again): each target's receipt shows its d4 as rolled.
  await slot.locator('#save-half-2-dice-totals').fill('3, 1');
  await expect(entered).toBeVisible();
  await slot
    .getByRole('button', {
      name: formatMessage(messagesFor('zh', 'calc.save.'), 'calc.save.rollOnce', {}, 'zh'),
    })
    .click();
  const rolled = slot.getByTestId('save-receipt').first().getByTestId('save-receipt-dice');
  await expect(rolled).toHaveCount(2);
  if (SHOTS) {
    await slot.getByTestId('save-receipt').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/zh-save-half-bless.png` });
  }
  expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
});
