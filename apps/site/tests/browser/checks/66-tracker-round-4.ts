import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { GOBLIN_STAT_BLOCK } from '@polyhedral/core/testing';
import {
  attackOddsFor,
  concentrationCheckFor,
  readTrackerFile,
  STAT_BLOCK_FILE,
  type StatBlock,
  setConcentrating,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { formatShare } from '../../../src/calculators/shared/format.ts';
import { startedFight } from '../../support/tracker-fights.ts';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';
import { openCreature, openTool, openTrackerWith, storeBeforeLoad } from '../support/tracker.ts';
import { trackerWords } from '../support/tracker-words.ts';

/**
 * The game master's table, round 4 (issue 73), replayed on a phone in Thai and Chinese: a saved
 * goblin stat block added as a group of four in two taps; a Poisoned member of that group split
 * from its shared Initiative (Disadvantage, two d20s, the lower kept); Hold Person's Paralyzed tied
 * to the cleric's Concentration; an attack from a goblin's saved attack with its exact odds before
 * the roll; the hit on the cleric whose receipt names the owed save, the prompt that stays in view,
 * "next turn" asking first, and the failed save ending Paralyzed. Every number is checked against
 * the core's functions on the state the page kept; `checks` counts them.
 */

const LOCALES = {
  th: { goblin: 'ก็อบลิน', cleric: 'นักบวช', fighter: 'อัยลา', ogre: 'โอเกอร์', scimitar: 'ดาบโค้ง' },
  zh: { goblin: '哥布林', cleric: '牧师', fighter: '艾拉', ogre: '食人魔', scimitar: '弯刀' },
} as const;
type Locale = keyof typeof LOCALES;
const tr = trackerWords('rules.', 'conditions.');
const SHOTS = process.env.TRACKER_SHOTS;

/** The tests' goblin (HP 2d6 per copy) with its scimitar alone (+4, 1d6+2), named in the locale. */
function goblinBlock(names: (typeof LOCALES)[Locale]): StatBlock {
  const scimitar = { ...GOBLIN_STAT_BLOCK.attacks[0]!, name: names.scimitar };
  return { ...GOBLIN_STAT_BLOCK, name: names.goblin, attacks: [scimitar] };
}

/** The tracker the page keeps now (the core reads it as it reads any tracker file). */
async function keptState(page: Page): Promise<TrackerState> {
  const text = await page.evaluate(() => localStorage.getItem('polyhedral.tracker'));
  return readTrackerFile(text!);
}

/** The number in "12 + 2 = 14"-style text after the last "=". */
const totalOf = (line: string) =>
  Number(
    line
      .split('=')
      .at(-1)!
      .trim()
      .split(/[\s(（]/)[0],
  );

// One locale in the browser: the tracker's words in every locale are its island tests'
// (src/tracker/tracker-words.test.ts).
for (const locale of ['th'] as const) {
  test(`${locale} phone: round 4 at the table: a group of four in two taps, a split Initiative, Hold Person ending with Concentration, odds before the attack`, async ({
    newPage,
  }) => {
    const names = LOCALES[locale];
    let checks = 0;
    const check = () => {
      checks += 1;
    };
    const { page } = await newPage(PHONE);
    // The cleric (c1, Con +5) concentrates; a fighter (c2); an ogre (c3). Round 1, the cleric's turn.
    const fight = setConcentrating(
      startedFight([
        [
          {
            name: names.cleric,
            kind: 'character',
            initiativeBonus: 0,
            ac: 16,
            maxHp: 30,
            saves: { constitution: 5 },
          },
          15,
        ],
        [{ name: names.fighter, kind: 'character', initiativeBonus: 1, ac: 18, maxHp: 40 }, 12],
        [{ name: names.ogre, kind: 'monster', initiativeBonus: -1, ac: 11, maxHp: 59 }, 6],
      ]),
      'c1',
      false,
    );
    await storeBeforeLoad(
      page,
      'polyhedral.tracker.statBlocks',
      JSON.stringify({ ...STAT_BLOCK_FILE, list: { blocks: [goblinBlock(names)] } }),
    );
    await openTrackerWith(page, `/${locale}/tracker/`, fight);

    // Two taps: the saved goblin's name, then ×4. Four goblins, HP 2d6 each (2 to 12), a group.
    await openTool(page, 'add');
    await page
      .getByTestId('tracker-block-0')
      .getByRole('button', { name: names.goblin, exact: true })
      .click();
    await page.getByTestId('tracker-block-0-add-4').click();
    await expect(page.getByTestId('tracker-creatures').locator(':scope > li')).toHaveCount(7);
    let state = await keptState(page);
    const goblins = state.creatures.filter((one) => one.name.startsWith(names.goblin));
    expect(goblins.map((one) => one.name)).toEqual([1, 2, 3, 4].map((n) => `${names.goblin} ${n}`));
    check();
    for (const goblin of goblins) {
      expect(goblin.maxHp).toBeGreaterThanOrEqual(2);
      expect(goblin.maxHp).toBeLessThanOrEqual(12);
      expect(goblin.attacks?.[0]).toEqual(goblinBlock(names).attacks[0]);
      check();
    }
    expect(new Set(goblins.map((one) => one.group?.id)).size).toBe(1);
    check();
    const [g1, g2, g3, g4] = goblins.map((one) => one.id) as [string, string, string, string];

    // Goblin 3 is Poisoned (its details: condition, Add).
    await openCreature(page, g3);
    const row3 = page.getByTestId(`tracker-creature-${g3}`);
    await row3.locator('summary', { hasText: tr(locale, 'tracker.conditions.add') }).click();
    await page.locator(`#tracker-cond-${g3}`).selectOption('PoisonedCondition');
    await row3
      .locator('.tracker-more .calc-button', { hasText: tr(locale, 'tracker.conditions.add') })
      .click();
    await expect(row3.locator('.tracker-badge--condition')).toHaveCount(1);
    await openCreature(page, g3);

    // Initiative for those without: one roll for goblins 1, 2 and 4; goblin 3 rolled apart with
    // Disadvantage (SRD 5.2 Poisoned: Disadvantage on ability checks; Initiative is a Dexterity check).
    await page.getByRole('button', { name: tr(locale, 'tracker.initiative.rollMissing') }).click();
    const rollLine = (id: string) => page.getByTestId('tracker-rolls').locator(`li[data-creature="${id}"]`);
    await expect(rollLine(g3)).toContainText(tr(locale, 'tracker.initiative.groupSplit'));
    state = await keptState(page);
    const initiativeOf = (id: string) => state.creatures.find((one) => one.id === id)!.initiative!;
    expect(initiativeOf(g1)).toBe(initiativeOf(g2));
    expect(initiativeOf(g4)).toBe(initiativeOf(g1));
    check();
    for (const id of [g1, g2, g4]) {
      await expect(rollLine(id)).toContainText(tr(locale, 'tracker.initiative.groupShared'));
      expect(totalOf((await rollLine(id).textContent())!.split('(')[0]!.split('（')[0]!)).toBe(
        initiativeOf(id),
      );
      check();
    }
    // Goblin 3's line: two d20s, the lower kept, + 2 = its Initiative.
    const split = (await rollLine(g3).textContent())!;
    const afterName = split.slice(split.indexOf(`${names.goblin} 3`) + `${names.goblin} 3`.length);
    const [first, second, kept] = [...afterName.matchAll(/\d+/g)].map((m) => Number(m[0]));
    expect(kept).toBe(Math.min(first!, second!));
    expect(initiativeOf(g3)).toBe(Math.max(1, Math.min(first!, second!) + 2));
    check();
    // Why: its Poisoned, named as its badge names it.
    expect(split).toContain((await row3.locator('.tracker-badge--condition summary').textContent())!.trim());
    check();

    // Hold Person: the cleric gives the ogre Paralyzed, tied to its Concentration.
    await openCreature(page, 'c3');
    const ogreRow = page.getByTestId('tracker-creature-c3');
    await ogreRow.locator('summary', { hasText: tr(locale, 'tracker.conditions.add') }).click();
    await page.locator('#tracker-cond-c3').selectOption('ParalyzedCondition');
    await page.locator('#tracker-cond-concentration-c3').selectOption('c1');
    await ogreRow
      .locator('.tracker-more .calc-button', { hasText: tr(locale, 'tracker.conditions.add') })
      .click();
    state = await keptState(page);
    expect(state.creatures.find((one) => one.id === 'c1')!.concentrating).toBe(true);
    expect(state.creatures.find((one) => one.id === 'c3')!.conditions[0]?.concentration?.creatureId).toBe(
      'c1',
    );
    check();
    await openCreature(page, 'c3');
    const paralyzed = (await ogreRow.locator('.tracker-badge--condition summary').textContent())!.trim();

    // An attack: goblin 1 with its saved scimitar (+4) at the cleric (AC 16), odds before the roll.
    await page.locator('#tracker-select-c1').check();
    await openTool(page, 'attack');
    await page.locator('#tracker-at-attacker').selectOption(g1);
    await expect(page.locator('#tracker-at-saved')).toHaveValue(names.scimitar);
    await expect(page.locator('#tracker-at-bonus')).toHaveValue('4');
    await expect(page.locator('#tracker-at-dice')).toHaveValue('1d6+2');
    check();
    const odds = attackOddsFor(state, { attackerId: g1, bonus: 4, within5Feet: true }, 'c1');
    const oddsLine = page.getByTestId('tracker-at-odds-c1');
    await expect(oddsLine).toContainText(odds.exact.success.toString());
    await expect(oddsLine).toContainText(formatShare(locale, odds.success));
    await expect(oddsLine).toContainText(odds.exact.critical.toString());
    check();
    if (SHOTS) {
      await oddsLine.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${locale}-attack-odds.png` });
    }
    // The table's own numbers instead: the hit is typed as damage below.
    await page.locator('#tracker-select-c1').uncheck();

    // 12 damage to the cleric: the receipt names the owed save (DC 10), the prompt stays in view.
    await page.locator('#tracker-select-c1').check();
    await openTool(page, 'hp');
    await page.locator('#tracker-hp-amount').fill('12');
    await page.getByTestId('tracker-hp-panel').locator('.calc-button--primary').click();
    const owedCheck = concentrationCheckFor(state.creatures.find((one) => one.id === 'c1')!, 12);
    const receipt = page.getByTestId('tracker-hp-receipt');
    await expect(receipt).toContainText(`DC ${owedCheck.dc}`);
    await expect(receipt).toContainText(owedCheck.keep);
    check();
    const prompt = page.getByTestId('tracker-owed');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(owedCheck.keep);
    check();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${locale}-owed-prompt.png` });
    // The prompt sits in the page's flow under the tool (issue 91): it covers no row or button.
    expect(await prompt.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    check();

    // Next turn asks first; staying keeps the turn.
    await page.getByTestId('tracker-next-turn').click();
    await expect(page.getByTestId('tracker-next-ask')).toContainText(names.cleric);
    await page
      .getByTestId('tracker-next-ask')
      .getByRole('button', { name: tr(locale, 'tracker.turn.stay') })
      .click();
    expect((await keptState(page)).currentId).toBe('c1');
    check();

    // The cleric rolls a 2: 2 + 5 = 7 < DC 10, Concentration lost; Hold Person's Paralyzed ends.
    await page.locator('#tracker-conc-d20-c1').fill('2');
    await prompt.getByRole('button', { name: tr(locale, 'tracker.concentration.settle') }).click();
    const notice = page.getByTestId('tracker-owed-settled');
    await expect(notice).toContainText(paralyzed);
    await expect(notice).toContainText(names.ogre);
    state = await keptState(page);
    expect(state.creatures.find((one) => one.id === 'c3')!.conditions).toEqual([]);
    expect(state.creatures.find((one) => one.id === 'c1')!.concentrating).toBe(false);
    check();
    await expect(prompt).toHaveCount(0);
    check();

    // The tool tabs on a 390 px phone: how many fit in view (layout figure for the note).
    await page.evaluate(() => window.scrollTo(0, 0));
    const tabs = page.getByTestId('tracker-tools').locator('[role="tab"]');
    let inView = 0;
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      if (box && box.x >= 0 && box.x + box.width <= 390) inView += 1;
    }
    console.log(`${locale}: tabs in view on 390 px: ${inView} of ${await tabs.count()}; checks: ${checks}`);
    if (SHOTS) {
      await page.getByTestId('tracker-tools').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${locale}-tabs-390.png` });
    }
  });
}

/**
 * The printed card in Thai on one A4 page (issue 73: it ran to a second page 28% used): the
 * issue's fight, a party of four (the cleric concentrating on Bless, one at Exhaustion 2), four
 * goblins and an ogre, with conditions, effects and Speed as the fight leaves them.
 */
test('th: the printed initiative card of the issue fight fits one A4 page', async ({ newPage }) => {
  const names = LOCALES.th;
  const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
  let state = startedFight([
    [{ name: names.cleric, kind: 'character', initiativeBonus: 0, ac: 16, maxHp: 30, speed: 30 }, 15],
    [{ name: names.fighter, kind: 'character', initiativeBonus: 1, ac: 18, maxHp: 40, speed: 30 }, 14],
    [{ name: 'วิชัย', kind: 'character', initiativeBonus: 2, ac: 14, maxHp: 24, speed: 30 }, 13],
    [{ name: 'มาลี', kind: 'character', initiativeBonus: 3, ac: 15, maxHp: 28, speed: 30 }, 12],
    ...[1, 2, 3, 4].map(
      (n) =>
        [
          { name: `${names.goblin} ${n}`, kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 7, speed: 30 },
          10,
        ] as const,
    ),
    [{ name: names.ogre, kind: 'monster', initiativeBonus: -1, ac: 11, maxHp: 59, speed: 40 }, 6],
  ]);
  state = setConcentrating(state, 'c1', true);
  await openTrackerWith(page, '/th/tracker/', state);
  await page.evaluate(() => document.fonts.ready);
  await page.emulateMedia({ media: 'print' });
  const pdf = path.join(tmpdir(), `tracker-card-th-${process.pid}.pdf`);
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1] ?? 0);
  console.log(`th: printed card pages (A4): ${pages}`);
  expect(pages).toBe(1);
  // Speed unchanged by conditions is not printed (it is the stat block's); the names are there.
  const card = page.getByTestId('tracker-card');
  await expect(card).toContainText(names.ogre);
  await expect(card).not.toContainText(tr('th', 'tracker.speed.value', { feet: 30 }));
  await expect(card).not.toContainText(tr('th', 'tracker.speed.value', { feet: 40 }));
  if (SHOTS) execFileSync('pdftoppm', ['-r', '60', '-png', pdf, path.join(SHOTS, 'th-card')]);
});
