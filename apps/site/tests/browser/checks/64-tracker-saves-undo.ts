import {
  addCondition,
  addEffect,
  attackCreatures,
  concentrationCheckFor,
  damageCreatures,
  rollDeathSave,
  setConcentrating,
  setExhaustion,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { startedFight } from '../../support/tracker-fights.ts';
import { expect, test } from '../fixtures.ts';
import { FLOW_SCHEMES } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import { openTool, openTrackerInScheme, openTrackerWith, trackerReady } from '../support/tracker.ts';
import { trackerWords } from '../support/tracker-words.ts';

/**
 * The game master's table, round 3 (issue 65): every save through the one roll function (a
 * Concentration save at Exhaustion 2 with Bless, 29/40; a death save of 11 at Exhaustion 2 a
 * failure), Bless ending on both its targets when its caster's Concentration ends, an undo of a
 * mistaken hit that puts back hit points, conditions and the players' screen, hit points rolled per
 * copy, control characters refused, and the printed card. Every number the page shows is checked
 * against the core's own functions (the exact chances) and worked by hand in the comments.
 */

const tr = trackerWords('rules.');
const SHOTS = process.env.TRACKER_SHOTS;

/** A cleric (c1: Con save +5, Exhaustion 2) concentrating on Bless on itself and a fighter (c2). */
function blessedTable(names: { cleric: string; fighter: string; bless: string }): TrackerState {
  const cleric = { name: names.cleric, initiativeBonus: 0, ac: 16, maxHp: 30, saves: { constitution: 5 } };
  const fighter = { name: names.fighter, initiativeBonus: 1, ac: 18, maxHp: 40 };
  const state = setExhaustion(
    startedFight([
      [{ ...cleric, kind: 'character' }, 15],
      [{ ...fighter, kind: 'character' }, 10],
    ]),
    'c1',
    2,
  );
  return addEffect(
    state,
    ['c1', 'c2'],
    { name: names.bless, dice: '+1d4', rolls: ['attack', 'save'], concentrationOf: 'c1' },
    { kind: 'rounds', rounds: 10 },
  );
}

test('th phone: Concentration at Exhaustion 2 with Bless is 29/40; failing it ends Bless on both targets', async ({
  newPage,
}) => {
  const { page } = await newPage(PHONE);
  const state = blessedTable({ cleric: 'นักบวช', fighter: 'อัยลา', bless: 'อวยพร' });
  await openTrackerWith(page, '/th/tracker/', state);
  // 9 damage: DC 10. d20 + 5 − 4 + d4 ≥ 10: d20 ≥ 9 − d4, 13 + 14 + 15 + 16 = 58 of 80 pairs = 29/40.
  const expected = concentrationCheckFor(
    damageCreatures(state, ['c1'], { parts: [{ amount: 9, type: 'fire' }] }).state.creatures[0]!,
    9,
  );
  expect(expected.keep).toBe('29/40');
  await page.locator('#tracker-select-c1').check();
  await openTool(page, 'hp');
  await page.locator('#tracker-hp-amount').fill('9');
  await page.getByTestId('tracker-hp-panel').locator('.calc-button--primary').click();
  const owed = page.getByTestId('tracker-concentration-c1');
  await expect(owed).toContainText('DC 10');
  await expect(owed).toContainText('72.50%');
  await expect(owed).toContainText('29/40');
  await expect(page.getByTestId('tracker-concentration-why-c1')).toContainText('+1d4');
  // The action cleared the selection, and says so.
  await expect(page.locator('#tracker-select-c1')).not.toBeChecked();
  await expect(page.getByTestId('tracker-selection-cleared')).toBeVisible();
  // The table rolled a 3 and the d4 a 1: 3 + 5 − 4 + 1 = 5, below DC 10: Concentration lost.
  await page.locator('#tracker-conc-d20-c1').fill('3');
  await page.locator('#tracker-conc-d20-c1-dice').fill('1');
  await owed.getByRole('button', { name: tr('th', 'tracker.concentration.settle') }).click();
  const notice = page.getByTestId('tracker-owed-settled');
  await expect(notice).toContainText('3 + 5 − 4 + 1 = 5');
  await expect(notice).toContainText(tr('th', 'tracker.concentration.reason.failed-save'));
  for (const name of ['อวยพร', 'นักบวช', 'อัยลา']) await expect(notice).toContainText(name);
  // Bless is gone from both targets, and the cleric no longer concentrates.
  for (const id of ['c1', 'c2'])
    await expect(page.getByTestId(`tracker-creature-${id}`).locator('.tracker-badge--effect')).toHaveCount(0);
  await expect(page.getByTestId('tracker-creature-c1')).not.toContainText(
    tr('th', 'tracker.concentration.label'),
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/th-phone-concentration-bless.png`, fullPage: true });
});

test('zh phone: a Death Saving Throw of 11 at Exhaustion 2 is 7, a failure', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  let state = startedFight([
    [{ name: '玛丽', kind: 'character', initiativeBonus: 0, ac: 15, maxHp: 20 }, 12],
  ]);
  state = setExhaustion(state, 'c1', 2);
  state = damageCreatures(state, ['c1'], { parts: [{ amount: 20, type: 'slashing' }] }).state;
  // The core's answer, which the page must show: failure (Exhaustion: −2 per level on D20 Tests).
  expect(rollDeathSave(state, 'c1', 11).result).toBe('failure');
  await openTrackerWith(page, '/zh/tracker/', state);
  await page.locator('#tracker-death-c1').fill('11');
  await page
    .getByTestId('tracker-creature-c1')
    .getByRole('button', { name: tr('zh', 'tracker.deathSave.enter') })
    .click();
  const notice = page.getByTestId('tracker-notice-creature-c1');
  await expect(notice).toContainText('11 − 4 = 7');
  await expect(notice).toContainText(tr('zh', 'tracker.deathSave.outcome.failure'));
  await expect(page.getByTestId('tracker-creature-c1')).toContainText(
    tr('zh', 'tracker.status.dying', { successes: 0, failures: 1 }),
  );
});

// One locale a flow (undo in zh, attacks in th): the words of both are the island tests'.
for (const locale of ['zh'] as const) {
  for (const scheme of FLOW_SCHEMES) {
    test(`${locale} phone, ${scheme}: undo of a mistaken hit puts back hit points, conditions and the players' screen`, async ({
      newPage,
    }) => {
      const name = '玛丽';
      const fight = startedFight([
        [{ name, kind: 'character', initiativeBonus: 2, ac: 15, maxHp: 12 }, 14],
        [{ name: 'Goblin', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 7 }, 9],
      ]);
      const state = setConcentrating(fight, 'c1', true);
      const { page, context } = await openTrackerInScheme(newPage, locale, scheme, state);
      const players = await context.newPage();
      await players.goto(`/${locale}/tracker/#live`);
      await trackerReady(players);
      const view = players.getByTestId('tracker-view');
      await expect(view).toContainText('12 / 12');
      // The mistaken hit: 12 to the character, meant for the goblin. 0 HP: Unconscious, dying.
      await page.locator('#tracker-select-c1').check();
      await openTool(page, 'hp');
      await page.locator('#tracker-hp-amount').fill('12');
      await page.getByTestId('tracker-hp-panel').locator('.calc-button--primary').click();
      await expect(page.getByTestId('tracker-hp-c1')).toContainText('0 / 12');
      const row = page.getByTestId('tracker-creature-c1');
      await expect(row.locator('[data-condition="UnconsciousCondition"]')).toHaveCount(1);
      await expect(view).toContainText('0 / 12');
      const undo = page.getByTestId('tracker-undo-button');
      await expect(undo).toHaveText(
        tr(locale, 'tracker.undo.button', {
          action: tr(locale, 'tracker.undo.action.damage', { names: name }),
        }),
      );
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/${locale}-phone-before-undo-${scheme}.png`, fullPage: true });
      await undo.click();
      await expect(page.getByTestId('tracker-hp-c1')).toContainText('12 / 12');
      await expect(row.locator('[data-condition="UnconsciousCondition"]')).toHaveCount(0);
      await expect(row).toContainText(tr(locale, 'tracker.concentration.label'));
      await expect(page.getByTestId('tracker-notice')).toContainText(
        tr(locale, 'tracker.undo.done', {
          action: tr(locale, 'tracker.undo.action.damage', { names: name }),
        }),
      );
      // The players' screen follows the undone state.
      await expect(view).toContainText('12 / 12');
      await expect(view).not.toContainText('0 / 12');
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/${locale}-phone-undo-${scheme}.png`, fullPage: true });
        await players.screenshot({
          path: `${SHOTS}/${locale}-phone-undo-players-${scheme}.png`,
          fullPage: true,
        });
      }
      // Eleven turn changes: each can be undone, each named, newest first.
      for (let turn = 0; turn < 11; turn += 1)
        await page.getByRole('button', { name: tr(locale, 'tracker.turn.next') }).click();
      await page.getByTestId('tracker-undo').locator('summary').click();
      const list = page.getByTestId('tracker-undo-list').locator('li');
      await expect(list).toHaveCount(11);
      await expect(list.first()).toHaveText(tr(locale, 'tracker.undo.action.nextTurn'));
      await players.close();
    });
  }
}

test('th phone: 4 × ก็อบลิน with 2d6 hit points, each copy its own roll; focus stays on the form; NUL and ESC refused', async ({
  newPage,
}) => {
  const { page } = await newPage(PHONE);
  await page.goto('/th/tracker/');
  await trackerReady(page);
  await page.locator('#tracker-add-name').fill('ก็อบลิน');
  await page.locator('#tracker-add-count').fill('4');
  await page.locator('#tracker-add-hp').fill('2d6');
  await page.locator('#tracker-add-hp-rolled').fill('5');
  await page.getByTestId('tracker-add').locator('button[type="submit"]').click();
  await expect(page.locator('.tracker-creature')).toHaveCount(4);
  // The first copy typed as the table rolled it (5), the others rolled here: 2 to 12 each.
  await expect(page.getByTestId('tracker-hp-c1')).toContainText('5 / 5');
  for (const id of ['c2', 'c3', 'c4']) {
    const text = (await page.getByTestId(`tracker-hp-${id}`).textContent()) ?? '';
    const [, hp, max] = /(\d+) \/ (\d+)/.exec(text) ?? [];
    expect(Number(hp)).toBe(Number(max));
    expect(Number(max)).toBeGreaterThanOrEqual(2);
    expect(Number(max)).toBeLessThanOrEqual(12);
  }
  await expect(page.getByTestId('tracker-notice-add')).toContainText('ก็อบลิน 4');
  // Focus is back on the form's first field, not on the page's body (the first Add redraws it).
  await expect(page.locator('#tracker-add-name')).toBeFocused();
  for (const bad of ['ก็อบ\u0000ลิน', '\u001b[31mโอเกอร์']) {
    await page.locator('#tracker-add-name').fill(bad);
    await page.locator('#tracker-add-hp').fill('7');
    await page.getByTestId('tracker-add').locator('button[type="submit"]').click();
    await expect(page.getByTestId('tracker-add').getByRole('alert')).toContainText(
      tr('th', 'rules.tracker.control-character'),
    );
    await expect(page.locator('.tracker-creature')).toHaveCount(4);
  }
});

test('th: the printed card carries Exhaustion, effects, Concentration and death saves', async ({
  newPage,
}) => {
  const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
  let state = blessedTable({ cleric: 'นักบวช', fighter: 'อัยลา', bless: 'อวยพร' });
  state = damageCreatures(state, ['c2'], { parts: [{ amount: 40, type: 'fire' }] }).state;
  state = damageCreatures(state, ['c2'], { parts: [{ amount: 1, type: 'fire' }] }).state;
  await openTrackerWith(page, '/th/tracker/', state);
  await page.emulateMedia({ media: 'print' });
  const rows = page.getByTestId('tracker-card').locator('tbody tr:not(.tracker-card__blank)');
  const cleric = rows.filter({ hasText: 'นักบวช' });
  await expect(cleric).toContainText(tr('th', 'tracker.exhaustion.badge', { level: 2 }));
  await expect(cleric).toContainText('อวยพร +1d4');
  await expect(cleric).toContainText(tr('th', 'tracker.concentration.label'));
  // อัยลา at 0 HP took 1 more: one Death Saving Throw failure.
  await expect(rows.filter({ hasText: 'อัยลา' })).toContainText(
    tr('th', 'tracker.status.dying', { successes: 0, failures: 1 }),
  );
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/th-card-print.png`, fullPage: true });
    await page.pdf({ format: 'A4', path: `${SHOTS}/th-card-round3.pdf` });
  }
  await page.emulateMedia({ media: 'screen' });
});

for (const locale of ['th'] as const) {
  for (const scheme of FLOW_SCHEMES) {
    test(`${locale} phone, ${scheme}: attack rolls in the tracker, decided by the core (Poisoned vs Invisible, Unconscious within 5 feet)`, async ({
      newPage,
    }) => {
      const names = ['โอเกอร์', 'เบรน', 'มาลี'];
      let state = startedFight([
        [{ name: names[0]!, kind: 'monster', initiativeBonus: -1, ac: 11, maxHp: 59 }, 15],
        [{ name: names[1]!, kind: 'character', initiativeBonus: 2, ac: 12, maxHp: 30 }, 12],
        [{ name: names[2]!, kind: 'character', initiativeBonus: 1, ac: 15, maxHp: 20 }, 8],
      ]);
      state = addCondition(state, 'c1', 'PoisonedCondition', { kind: 'until-removed' });
      state = addCondition(state, 'c2', 'InvisibleCondition', { kind: 'until-removed' });
      state = damageCreatures(state, ['c3'], { parts: [{ amount: 20, type: 'slashing' }] }).state;
      const attack = {
        attackerId: 'c1',
        bonus: 6,
        damage: [{ dice: '1d6+2', type: 'bludgeoning' as const }],
        within5Feet: true,
      };
      // The core's answers: Poisoned (Disadvantage) and Invisible target (Disadvantage): a kept 15 + 6
      // = 21 hits AC 12; a hit on Unconscious มาลี from 5 feet is a Critical Hit (two failures).
      const versusInvisible = attackCreatures(
        state,
        { ...attack, targetIds: ['c2'], d20s: { c2: 15 } },
        { nextInt: () => 0 },
      );
      const versusDown = attackCreatures(
        state,
        { ...attack, targetIds: ['c3'], d20s: { c3: 10 } },
        { nextInt: () => 0 },
      );
      if (versusInvisible.receipt.kind !== 'rolled' || versusDown.receipt.kind !== 'rolled')
        throw new Error('rolled');
      expect(versusInvisible.receipt.targets[0]).toMatchObject({
        mode: 'disadvantage',
        total: 21,
        hit: true,
      });
      expect(versusDown.receipt.targets[0]).toMatchObject({ critical: true });

      const { page } = await openTrackerInScheme(newPage, locale, scheme, state);
      for (const id of ['c2', 'c3']) await page.locator(`#tracker-select-${id}`).check();
      await openTool(page, 'attack');
      const panel = page.getByTestId('tracker-attack');
      await panel.locator('#tracker-at-attacker').selectOption('c1');
      await panel.locator('#tracker-at-bonus').fill('6');
      await panel.locator('#tracker-at-dice').fill('1d6+2');
      await panel.locator('#tracker-at-type').selectOption('bludgeoning');
      await panel.locator('#tracker-at-d20-c2').fill('15');
      await panel.locator('#tracker-at-d20-c3').fill('10');
      await panel.getByRole('button', { name: tr(locale, 'tracker.attack.roll') }).click();
      const receipt = page.getByTestId('tracker-attack-receipt');
      await expect(receipt).toContainText(`15 + 6 = 21`);
      await expect(receipt).toContainText(tr(locale, 'tracker.attack.critical'));
      // 1d6 + 2 landed on the Invisible target: 3 to 8 (30 → 22 to 27).
      const left = Number(
        /(\d+) \/ 30/.exec((await page.getByTestId('tracker-hp-c2').textContent()) ?? '')?.[1],
      );
      expect(left).toBeGreaterThanOrEqual(22);
      expect(left).toBeLessThanOrEqual(27);
      await expect(page.getByTestId('tracker-creature-c3')).toContainText(
        tr(locale, 'tracker.status.dying', { successes: 0, failures: 2 }),
      );
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/${locale}-phone-attack-${scheme}.png`, fullPage: true });
        await receipt.screenshot({ path: `${SHOTS}/${locale}-phone-attack-receipt-${scheme}.png` });
      }
    });
  }
}
