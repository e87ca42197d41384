import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { scaledTimeout } from '@polyhedral/browser-testing/playwright-config';
import { FIGHTER_CHARACTER } from '@polyhedral/core/testing';
import {
  addCondition,
  damageCreatures,
  nextTurn,
  setConcentrating,
  trackerFileText,
} from '@polyhedral/core/tracker';
import { formatMessage, joinBorrowedWords, joinBorrowedWordsIn, messagesFor } from '@polyhedral/i18n';
import { startedFight } from '../../support/tracker-fights.ts';
import { expect, test } from '../fixtures.ts';
import { openInScheme } from '../support/colour-schemes.ts';
import { waitForWorker } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';
import {
  addTypedCreature,
  openCreature,
  openDetails,
  openTool,
  storeBeforeLoad,
  storeTrackerBeforeLoad,
  type TypedCreature,
  trackerReady,
} from '../support/tracker.ts';

/**
 * A six-creature fight in Thai on a phone (issue 30, "Must show"): My character joins with one tap,
 * five more creatures are typed in, Initiative is rolled then typed as the table rolled it, three
 * rounds are played; a save-for-half fire effect lands on four named creatures (the Ogre resists
 * fire), a condition ends at the end of a creature's next turn, a Concentration save shows its DC
 * and exact odds; the page reloads offline (service worker) with the same state; the tracker
 * exports and imports back whole; the players' share link shows the fight read-only and a tampered
 * one is refused in Thai; the printed card lists the order.
 *
 * Every expected number is worked here by hand from the rules (comments), not read from the core.
 */

// As the island has them: Thai borrowed words joined so they stay on one line (tracker-messages.ts).
const th = joinBorrowedWordsIn(messagesFor('th', 'tracker'), 'th');
const t = (key: string, params: Record<string, string | number> = {}) => formatMessage(th, key, params, 'th');
const SHOTS = process.env.TRACKER_SHOTS;

/**
 * My character on this device (the My character page's stored form): the core's fighter Brann as
 * มาลี at level 3 with Strength 16 (STR +3, DEX +2, CON +2; Strength and Constitution saves,
 * Athletics and Perception), AC 16 and 28 hit points.
 */
const MALEE = {
  ...FIGHTER_CHARACTER,
  name: 'มาลี',
  level: 3,
  scores: { ...FIGHTER_CHARACTER.scores, strength: 16 },
  armorClass: 16,
  maxHp: 28,
};

/** The five creatures the table types in after My character (the Ogre resists fire). */
const TYPED_IN: readonly TypedCreature[] = [
  { name: 'เบรน', kind: 'character', init: '3', ac: '12', hp: '18', saves: { constitution: '1' } },
  {
    name: 'โอเกอร์',
    kind: 'monster',
    init: '−1',
    ac: '11',
    hp: '59',
    saves: { dexterity: '−1' },
    resist: 'fire',
  },
  { name: 'ก็อบลินแดง', kind: 'monster', init: '2', ac: '15', hp: '15', saves: { dexterity: '2' } },
  { name: 'ก็อบลินดำ', kind: 'monster', init: '2', ac: '15', hp: '15', saves: { dexterity: '2' } },
  { name: 'หมาป่า', kind: 'monster', init: '2', ac: '12', hp: '11', saves: { dexterity: '2' } },
];

/**
 * Combat, The Order of Combat: highest Initiative first, as the table's typed rolls put them (Bren
 * 18, Malee 15, the wolf 14, the red goblin 12, the black goblin 9, the Ogre 6).
 */
const ORDER = ['เบรน', 'มาลี', 'หมาป่า', 'ก็อบลินแดง', 'ก็อบลินดำ', 'โอเกอร์'];

const status = (page: Page) => page.getByTestId('tracker-turn').locator('.tracker-turn__status');
const hp = (page: Page, id: string) => page.getByTestId(`tracker-hp-${id}`);
const conditionsOf = (page: Page, id: string) =>
  page.locator(`[data-testid="tracker-creature-${id}"] .tracker-conditions li`);

async function next(page: Page, round: number, name: string): Promise<void> {
  await page.getByRole('button', { name: t('tracker.turn.next') }).click();
  await expect(status(page)).toHaveText(t('tracker.turn.status', { round, name }));
}

/** What the page shows of the fight, to compare before and after a reload or an import. */
async function snapshot(page: Page): Promise<string[]> {
  return [
    (await status(page).textContent()) ?? '',
    ...(await page
      .locator('.tracker-creature')
      .evaluateAll((items) =>
        items.map((item) =>
          [
            item.querySelector('.tracker-creature__name')?.textContent,
            (item.querySelector('input[id^="tracker-init-"]') as HTMLInputElement | null)?.value,
            item.querySelector('[data-testid^="tracker-hp-"]')?.textContent,
            item.querySelector('.tracker-status')?.textContent ?? '',
            [...item.querySelectorAll('.tracker-badge--condition')].map((c) => c.textContent).join(','),
          ].join(' | '),
        ),
      )),
  ];
}

test('th phone: a six-creature fight over three rounds, offline reload, export and import, share link, printed card', async ({
  newPage,
}, testInfo) => {
  testInfo.setTimeout(scaledTimeout(240_000));
  const { page, context } = await newPage({ ...PHONE, serviceWorkers: 'allow' });
  // A character on the device and no tracker (a new context has none), in the first load.
  await storeBeforeLoad(page, 'polyhedral.character', JSON.stringify(MALEE));
  await page.goto('/th/tracker/');
  await trackerReady(page);

  // My character joins with one tap: Dexterity 14 gives Initiative +2 (Fill In Numbers), AC 16, 28 HP.
  await page.getByRole('button', { name: t('tracker.add.myCharacter', { name: 'มาลี' }) }).click();
  await expect(page.locator('[data-creature-name="มาลี"]')).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('tracker.add.myCharacterJoined', { name: 'มาลี' }) }),
    'it joins once',
  ).toBeDisabled();
  await expect(hp(page, 'c1')).toContainText('28 / 28');

  for (const creature of TYPED_IN) await addTypedCreature(page, creature, t('tracker.add.submit'));
  await expect(page.locator('.tracker-creature')).toHaveCount(6);

  // Rolled for all (d20 + bonus), then the table's own rolls typed in, in Thai digits for two.
  await page.getByRole('button', { name: t('tracker.initiative.rollAll') }).click();
  await expect(page.getByTestId('tracker-rolls')).toBeVisible();
  // The rolls are in every field before the table's own are typed over them.
  for (const id of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'])
    await expect(page.locator(`#tracker-init-${id}`)).not.toHaveValue('');
  const typed: Record<string, string> = { c1: '๑๕', c2: '๑๘', c3: '6', c4: '12', c5: '9', c6: '14' };
  for (const [id, value] of Object.entries(typed)) {
    const field = page.locator(`#tracker-init-${id}`);
    await field.fill(value);
    await field.press('Enter');
    // Read back as the page writes numbers (๑๕ -> 15).
    await expect(field).toHaveValue(
      String(Number(value.replace(/[๐-๙]/g, (d) => String(d.charCodeAt(0) - 0x0e50)))),
    );
  }
  // Combat, The Order of Combat: highest Initiative first.
  await expect(page.locator('.tracker-creature__name')).toHaveText(ORDER);

  await page.getByRole('button', { name: t('tracker.turn.start') }).click();
  await expect(status(page)).toHaveText(t('tracker.turn.status', { round: 1, name: 'เบรน' }));

  // Round 1, Bren's turn: 20 fire damage, Dexterity save DC 14, on the four monsters, each d20 typed.
  await openCreature(page, 'c2');
  await page.locator('#tracker-conc-c2').check();
  for (const id of ['c3', 'c4', 'c5', 'c6']) await page.locator(`#tracker-select-${id}`).check();
  await openTool(page, 'save-half');
  const saveHalf = page.getByTestId('tracker-save-half');
  await saveHalf.locator('#tracker-sh-damage').fill('20');
  await saveHalf.locator('#tracker-sh-type').selectOption('fire');
  await saveHalf.locator('#tracker-sh-dc').fill('14');
  await saveHalf.locator('#tracker-sh-ability').selectOption('dexterity');
  const d20s: Record<string, string> = { c3: '16', c4: '13', c5: '3', c6: '๑๒' };
  for (const [id, face] of Object.entries(d20s)) await saveHalf.locator(`#tracker-sh-d20-${id}`).fill(face);
  await saveHalf.getByRole('button', { name: t('tracker.saveHalf.apply') }).click();
  const receipt = page.getByTestId('tracker-save-half-receipt');
  await expect(receipt).toBeVisible();
  // Ogre: 16 − 1 = 15 ≥ 14, half (10), then Resistance to fire halves it, round down: 5 (59 → 54).
  await expect(hp(page, 'c3')).toContainText('54 / 59');
  // Red goblin: 13 + 2 = 15, success: 10 (15 → 5). Black goblin: 3 + 2 = 5, failure: 20 (15 → 0,
  // a monster dies at 0 Hit Points). Wolf: 12 + 2 = 14 meets DC 14, success: 10 (11 → 1).
  await expect(hp(page, 'c4')).toContainText('5 / 15');
  await expect(hp(page, 'c5')).toContainText('0 / 15');
  await expect(page.getByTestId('tracker-creature-c5')).toContainText(th['tracker.status.dead']!);
  await expect(hp(page, 'c6')).toContainText('1 / 11');
  for (const name of ['โอเกอร์', 'ก็อบลินแดง', 'ก็อบลินดำ', 'หมาป่า']) await expect(receipt).toContainText(name);

  // Round 1, Malee's turn: the Ogre is Frightened until the end of Malee's next turn (round 2).
  await next(page, 1, 'มาลี');
  const ogre = page.getByTestId('tracker-creature-c3');
  await openCreature(page, 'c3');
  await openDetails(ogre.locator('details.tracker-more'));
  await page.locator('#tracker-cond-c3').selectOption('FrightenedCondition');
  await page.locator('#tracker-dur-c3').selectOption('end-of-next-turn');
  await page.locator('#tracker-anchor-c3').selectOption('c1');
  await ogre.locator('details.tracker-more .tracker-buttons button').click();
  await expect(conditionsOf(page, 'c3')).toHaveCount(1);
  await expect(conditionsOf(page, 'c3')).toContainText(
    t('tracker.conditions.until.turn-end', { name: 'มาลี', round: 2 }),
  );

  await next(page, 1, 'หมาป่า');
  await next(page, 1, 'ก็อบลินแดง');
  // The black goblin died: the order passes over it (dead and defeated creatures lose their turns).
  await next(page, 1, 'โอเกอร์');
  // The Ogre hits Bren for 13: Bren (18 HP) is at 5 and owes a Concentration save. DC: 10 or half
  // of 13 (6), whichever is higher: 10. Constitution save +1 needs a 9 on the d20: 12 faces of 20,
  // 60.00% (3/5).
  for (const id of ['c3', 'c4', 'c5', 'c6']) await page.locator(`#tracker-select-${id}`).uncheck();
  await page.locator('#tracker-select-c2').check();
  await openTool(page, 'hp');
  await page.locator('#tracker-hp-amount').fill('13');
  await page.locator('#tracker-hp-type').selectOption('bludgeoning');
  await page
    .getByTestId('tracker-hp-panel')
    .getByRole('button', { name: t('tracker.hp.damage') })
    .click();
  await expect(hp(page, 'c2')).toContainText('5 / 18');
  const owed = page.getByTestId('tracker-concentration-c2');
  await expect(owed).toContainText('DC 10');
  await expect(owed).toContainText('60.00%');
  await expect(owed).toContainText('3/5');
  await page.locator('#tracker-conc-d20-c2').fill('14');
  await owed.getByRole('button', { name: t('tracker.concentration.settle') }).click();
  // Every term of the total: d20 14 + 1 = 15 against DC 10.
  await expect(page.getByTestId('tracker-owed-settled')).toHaveText(
    t('tracker.concentration.settled.kept', { name: 'เบรน', d20: '14', terms: '+ 1', total: 15, dc: 10 }),
  );
  await expect(page.locator('#tracker-conc-c2')).toBeChecked();

  // Round 2: still Frightened during Malee's turn; it ends when her turn ends.
  await next(page, 2, 'เบรน');
  await next(page, 2, 'มาลี');
  await expect(conditionsOf(page, 'c3'), "Frightened through Malee's turn").toHaveCount(1);
  await next(page, 2, 'หมาป่า');
  await expect(conditionsOf(page, 'c3'), "ended at the end of Malee's turn").toHaveCount(0);
  await expect(page.getByTestId('tracker-expired')).toContainText('โอเกอร์');
  // The turn change is one live region: a screen reader hears the turn and what ended.
  await expect(page.getByTestId('tracker-turn-live')).toHaveAttribute('aria-live', 'polite');
  for (const name of ['ก็อบลินแดง', 'โอเกอร์']) await next(page, 2, name);
  // Round 3, all the way round (the dead black goblin passed over).
  for (const name of ['เบรน', 'มาลี', 'หมาป่า', 'ก็อบลินแดง', 'โอเกอร์']) await next(page, 3, name);
  const fight = await snapshot(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/th-fight-phone.png`, fullPage: true });

  // Offline: the service worker serves the page; the state is the device's.
  await waitForWorker(page, 20_000);
  await context.setOffline(true);
  await page.reload();
  await trackerReady(page);
  expect(await snapshot(page), 'the same fight after an offline reload').toEqual(fight);
  await context.setOffline(false);

  // Export, clear, import: the same fight back.
  await openTool(page, 'more');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('tracker.export') }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported).toMatchObject({ format: 'polyhedral-tracker', version: 2 });
  expect(exported.tracker.creatures).toHaveLength(6);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: t('tracker.clear') }).click();
  await expect(page.locator('.tracker-creature')).toHaveCount(0);
  await page.locator('.tracker-import input[type="file"]').setInputFiles(file);
  await expect(page.getByTestId('tracker-notice')).toHaveText(t('tracker.storage.imported'));
  expect(await snapshot(page), 'the same fight after export and import').toEqual(fight);
  // The picker is cleared once read: choosing the same file again (a fight gone wrong, restored
  // from the saved file) makes a change event, which a browser sends only for a new choice. The
  // picker sits in the More tool, drawn once its tab is opened.
  await openTool(page, 'more');
  await expect(page.locator('.tracker-import input[type="file"]')).toHaveValue('');

  // The players' link: read-only, the monsters without numbers, the device's tracker untouched.
  await openTool(page, 'more');
  await page.getByRole('button', { name: t('tracker.share.make') }).click();
  const link = await page.locator('#tracker-share-link').inputValue();
  expect(link).toMatch(/\/th\/tracker\/#view=[A-Za-z0-9_-]+$/);
  const players = await newPage(PHONE);
  await players.page.goto(link);
  const view = players.page.getByTestId('tracker-view');
  await expect(view).toBeVisible();
  await expect(players.page.getByTestId('tracker-view-status')).toHaveText(
    t('tracker.turn.status', { round: 3, name: 'โอเกอร์' }),
  );
  await expect(view.locator('.tracker-creature__name')).toHaveText(ORDER);
  await expect(view).toContainText('5 / 18');
  await expect(view, 'no monster hit points').not.toContainText('54 / 59');
  await expect(view.locator('[data-creature-name="ก็อบลินแดง"]')).toContainText(th['tracker.status.bloodied']!);
  await expect(view.locator('input, select, textarea')).toHaveCount(0);
  if (SHOTS) await players.page.screenshot({ path: `${SHOTS}/th-players-view.png`, fullPage: true });
  // A tampered link: the Thai refusal, and this device's own (empty) tracker, never a blank page.
  await players.page.goto(`${link.slice(0, -12)}!!`);
  await trackerReady(players.page);
  await expect(players.page.getByTestId('tracker-notice')).toHaveText(t('tracker.view.broken'));
  await expect(players.page.getByTestId('tracker-view')).toHaveCount(0);

  // The printed initiative card: only the card, the order as it stands.
  await page.emulateMedia({ media: 'print' });
  const card = page.getByTestId('tracker-card');
  await expect(card).toBeVisible();
  // The card's narrow name column keeps borrowed words (ก็อบลิน) on one line: joined as the card shows
  // them; the dead black goblin is marked on the card (and struck through).
  await expect(card.locator('tbody tr:not(.tracker-card__blank) td:nth-child(2)')).toHaveText([
    ...['เบรน', 'มาลี', 'หมาป่า', 'ก็อบลินแดง'].map(joinBorrowedWords),
    `${joinBorrowedWords('ก็อบลินดำ')} (${th['tracker.status.dead']})`,
    joinBorrowedWords('โอเกอร์'),
  ]);
  await expect(page.getByTestId('tracker-turn')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', ...(SHOTS ? { path: `${SHOTS}/th-card.pdf` } : {}) });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
});

/** A fight in progress, as the core writes it to the device (for the screenshots). */
function storedFight(): string {
  let state = nextTurn(
    startedFight([
      [
        {
          name: 'Ayla',
          kind: 'character',
          initiativeBonus: 2,
          ac: 18,
          maxHp: 30,
          saves: { constitution: 5 },
        },
        17,
      ],
      [{ name: 'Bren', kind: 'character', initiativeBonus: 3, ac: 12, maxHp: 18 }, 12],
      [{ name: '食人魔 Ogre', kind: 'monster', initiativeBonus: -1, ac: 11, maxHp: 59, resist: ['fire'] }, 6],
    ]),
  );
  state = addCondition(state, 'c3', 'ProneCondition', { kind: 'rounds', rounds: 1 });
  state = setConcentrating(state, 'c1', true);
  state = damageCreatures(state, ['c1', 'c3'], { parts: [{ amount: 23, type: 'fire' }] }).state;
  return trackerFileText(state);
}

// Screenshots to look at (TRACKER_SHOTS=folder): en, th, zh; phone and desktop; light and dark.
for (const locale of ['en', 'th', 'zh'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshots: ${locale} ${scheme}, phone and desktop`, async ({ newPage }) => {
      test.skip(!SHOTS, 'TRACKER_SHOTS names the folder for the screenshots');
      for (const [device, viewport] of [
        ['phone', { width: 360, height: 740 }],
        ['desktop', { width: 1280, height: 900 }],
      ] as const) {
        const { page } = await openInScheme(newPage, `/${locale}/tracker/`, scheme, viewport, (fresh) =>
          storeTrackerBeforeLoad(fresh, storedFight()),
        );
        await trackerReady(page);
        await page.getByTestId('tracker-turn').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/${locale}-${device}-${scheme}.png` });
      }
    });
  }
}
