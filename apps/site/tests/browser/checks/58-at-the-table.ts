import { type SaveTarget, saveHalfTargets } from '@polyhedral/core';
import type { Locator, Page } from 'playwright-core';
import { expect, type Scenario } from '../harness.ts';

/**
 * At the table (issue 21 items 4 and 7), on a phone in Thai and Chinese: a 4-target Fireball in
 * a few edits (counted), the table's own d20 and damage rolls, two chained hits with undo; and the
 * calculator faults: a flat penalty on the hit's total, travel pace rounding and the 8-hour
 * notice, no Critical Hit line for checks, the live region announcing a return to a result.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DAMAGE_PAGE = '/rules/DamageandHealing/';

async function hydrate(page: Page, instance: string): Promise<Locator> {
  const slot = page.locator(`[data-calculator-instance="${instance}"]`);
  await slot.scrollIntoViewIfNeeded();
  await slot.locator('input, select').first().focus();
  await slot.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: 10_000 });
  return slot;
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

const scenario: Scenario = {
  name: 'At the table: presets and duplicates, real rolls, chained hits, calculator faults (th, zh, phone)',
  checks: [
    {
      name: 'th phone: a 4-target Fireball (8d6 fire, DC 15) with one target resisting fire in at most 6 edits',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage(PHONE);
        try {
          await page.goto(`${context.baseUrl}/th${DAMAGE_PAGE}`);
          // The HalfDamage calculator's default: 8d6 fire, DC 15, targets +2 and +5 resisting fire.
          const slot = await hydrate(page, 'save-half-2');
          let edits = 0;
          await slot.getByTestId('save-duplicate').first().click(); // a copy of target 1, right after it
          edits += 1;
          await slot.locator('#save-half-2-preset').selectOption('advantage');
          edits += 1;
          await slot.locator('.calc-actions button').first().click(); // add: Advantage on the save
          edits += 1;
          await slot.locator('#save-half-2-target-4-bonus').fill('3');
          edits += 1;
          expect(edits <= 6, `${edits} edits`);
          const cards = slot.getByTestId('save-target');
          expect((await cards.count()) === 4, `${await cards.count()} targets`);
          const plain: SaveTarget = {
            saveBonus: 2,
            mode: 'normal',
            cover: 'none',
            resist: [],
            vulnerable: [],
            immune: [],
          };
          const want = saveHalfTargets({
            damage: [{ amount: '8d6', type: 'fire' }],
            dc: 15,
            targets: [
              plain,
              plain,
              { ...plain, saveBonus: 5, resist: ['fire'] },
              { ...plain, saveBonus: 3, mode: 'advantage' },
            ],
          });
          const shown = await slot.getByTestId('save-expected').allTextContents();
          const expected = want.targets.map((t) => t.expectedDamage.toFixed(2).replace(/\.?0+$/, ''));
          expect(
            shown.map((s) => s.replace(/,/g, '')).join('|') === expected.join('|'),
            `expected damage ${shown.join('|')} vs core ${expected.join('|')}`,
          );
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'zh phone: the table’s d20s and damage give each target’s outcome; the D20 test takes a real roll',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage(PHONE);
        try {
          await page.goto(`${context.baseUrl}/zh${DAMAGE_PAGE}`);
          const slot = await hydrate(page, 'save-half-2');
          // Defaults: +2, and +5 resisting fire. Rolled 28 fire; d20s 13 (15: saves) and 3 (8: fails).
          await slot.locator('#save-half-2-d20s').fill('13, 3');
          await slot.locator('#save-half-2-rolled').fill('28');
          const entered = slot.getByTestId('save-entered');
          await entered.waitFor();
          const taken = await entered.getByTestId('save-receipt-target').allTextContents();
          expect(taken.length === 2, `${taken.length} receipts`);
          expect(
            taken[0]?.includes('14') && taken[1]?.includes('14'),
            `saved 28 -> 14; failed with Resistance 28 -> 14: ${taken.join(' | ')}`,
          );
          // A d20 of 21 is refused with a localized message, nothing computed from it.
          await slot.locator('#save-half-2-d20s').fill('13, 21');
          await slot.locator('#save-half-2-d20s-error').waitFor();
          expect((await entered.count()) === 0, 'no outcome from a refused roll');

          await page.goto(`${context.baseUrl}/zh/rules/D20Tests/`);
          const d20 = await hydrate(page, 'd20-test');
          await d20.locator('#d20-test-kind').selectOption('save');
          await d20.locator('#d20-test-bonus').fill('4');
          await d20.locator('#d20-test-target').fill('15');
          await d20.locator('#d20-test-roll').fill('11');
          const rolled = await textOf(d20.getByTestId('d20-rolled'));
          expect(rolled.includes('15') && rolled.includes('成功'), `rolled: ${rolled}`);
          // A saving throw has no Critical Hit line (issue 21 item 7); an attack roll does.
          const legend = await d20.locator('.calc-legend li').count();
          expect(legend === 2, `${legend} legend lines for a save`);
          await d20.locator('#d20-test-kind').selectOption('attack');
          await page.waitForFunction(
            (el) => (el as HTMLElement).querySelectorAll('.calc-legend li').length === 3,
            await d20.elementHandle(),
          );
          await d20.locator('#d20-test-roll').fill('20');
          expect((await textOf(d20.getByTestId('d20-rolled'))).includes('重击'), 'natural 20: Critical Hit');
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'th phone: two chained hits (HP, temporary HP) and undo back to the start',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage(PHONE);
        try {
          await page.goto(
            `${context.baseUrl}/th${DAMAGE_PAGE}?damage-application.hp=20&damage-application.max-hp=20&damage-application.temp=5&damage-application.parts=8:fire`,
          );
          const slot = await hydrate(page, 'damage-application');
          const hp = slot.locator('#damage-application-hp');
          const temp = slot.locator('#damage-application-temp');
          // Hit 1: 8 fire, 5 temporary HP absorb 5: 17 HP left. Hit 2 from there: 9 HP.
          await slot.getByTestId('damage-next-hit').click();
          expect(
            (await hp.inputValue()) === '17' && (await temp.inputValue()) === '0',
            `after hit 1: ${await hp.inputValue()}/${await temp.inputValue()}`,
          );
          await slot.getByTestId('damage-next-hit').click();
          expect((await hp.inputValue()) === '9', `after hit 2: ${await hp.inputValue()}`);
          expect((await textOf(slot.getByTestId('damage-hit-number'))).includes('3'), 'hit 3 is next');
          await slot.getByTestId('damage-undo').click();
          expect((await hp.inputValue()) === '17', 'undo: 17');
          await slot.getByTestId('damage-undo').click();
          expect(
            (await hp.inputValue()) === '20' && (await temp.inputValue()) === '5',
            'undo: back to 20 + 5',
          );
          expect(await slot.getByTestId('damage-undo').isDisabled(), 'nothing left to undo');
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a flat -5 comes off the hit total: 3 slashing + 20 fire takes 18',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(
            `${context.baseUrl}/en${DAMAGE_PAGE}?damage-application.hp=40&damage-application.max-hp=40&damage-application.parts=3:slashing;20:fire&damage-application.adjust=-5`,
          );
          const slot = await hydrate(page, 'damage-application');
          const taken = await textOf(slot.getByTestId('damage-taken'));
          expect(taken === '18', `taken ${taken}`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'zh travel pace: 60 minutes says why it is not 1 hour; more than 8 hours is flagged',
      run: async (context) => {
        const { page, close } = await context.newPage(PHONE);
        try {
          await page.goto(
            `${context.baseUrl}/zh/rules/Exploration/?travel-pace.unit=minutes&travel-pace.amount=60`,
          );
          const slot = await hydrate(page, 'travel-pace');
          expect((await textOf(slot.getByTestId('travel-in-miles'))).includes('3.4'), 'about 3.4 miles');
          const rounding = await textOf(slot.getByTestId('travel-rounding'));
          expect(rounding.includes('3.4') && rounding.includes('300'), `rounding: ${rounding}`);
          expect((await slot.getByTestId('travel-beyond-day').count()) === 0, 'no notice at 60 minutes');
          await slot.locator('#travel-pace-unit').selectOption('hours');
          await slot.locator('#travel-pace-amount').fill('9');
          await slot.getByTestId('travel-beyond-day').waitFor();
          await slot.locator('#travel-pace-amount').fill('8');
          await slot.getByTestId('travel-beyond-day').waitFor({ state: 'detached' });
        } finally {
          await close();
        }
      },
    },
    {
      name: 'the live region announces a return to the first result',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/D20Tests/`);
          const slot = await hydrate(page, 'd20-test');
          const live = slot.locator('.calc-live');
          const bonus = slot.locator('#d20-test-bonus');
          const first = await bonus.inputValue();
          await bonus.fill('9');
          await page.waitForFunction(
            (el) => (el as HTMLElement).textContent !== '',
            await live.elementHandle(),
          );
          const changed = await textOf(live);
          await bonus.fill(first);
          await page.waitForFunction(([el, before]) => (el as HTMLElement).textContent !== before, [
            await live.elementHandle(),
            changed,
          ] as const);
          const back = await textOf(live);
          expect(back !== '' && back !== changed, `announced the first result again: "${back}"`);
        } finally {
          await close();
        }
      },
    },
  ],
};

export default scenario;
