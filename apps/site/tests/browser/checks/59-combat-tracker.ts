import type { Page } from '@playwright/test';
import { joinBorrowedWords } from '@polyhedral/i18n';
import { expect, test } from '../fixtures.ts';
import { describeViolations, seriousAxeViolations } from '../support/axe.ts';
import { openInScheme, switchScheme } from '../support/colour-schemes.ts';
import { addTypedCreature, openCreature, openTool, trackerReady } from '../support/tracker.ts';

/**
 * The combat tracker (issue 30) in Thai on a desktop (the one flow at that width; the phone's are
 * 61-tracker-fight's and 62 to 67's, and the English words the island tests'): three creatures,
 * Initiative rolled then typed as the table rolled it (Thai digits too), the turn order and a
 * 1-round condition ending at the start of the turn it began on, damage with Resistance through
 * the core, a concentrating creature's DC and exact chance, the state kept on the device and a
 * tampered stored state replaced by a fresh tracker with a localized message.
 */

const SHOTS = process.env.TRACKER_SHOTS;

/** The Thai words of the flow (the other locales' are src/tracker/tracker-words.test.ts's). */
const WORDS = {
  // The island's Thai strings keep borrowed words on one line (joinBorrowedWords): เทิร์น is joined.
  status: (round: number, name: string) => new RegExp(joinBorrowedWords(`รอบที่ ${round}: เทิร์นของ ${name}`)),
  // The table types Thai digits: the site's integer reader takes them.
  digits: (n: number) => String(n).replace(/\d/g, (d) => '๐๑๒๓๔๕๖๗๘๙'[Number(d)]!),
  reset: /อ่านตัวติดตามการต่อสู้ที่บันทึกไว้ในอุปกรณ์นี้ไม่ได้/,
  lost: /เสียสมาธิ/,
};

/** A monster with a resistance, as the table adds it. */
const OGRE = { name: 'Ogre', kind: 'monster', init: '−1', ac: '11', hp: '68', resist: 'fire' } as const;

async function typeInitiative(page: Page, id: string, value: string): Promise<void> {
  const field = page.locator(`#tracker-init-${id}`);
  await field.fill(value);
  await field.press('Enter');
}

const hp = (page: Page, id: string) => page.getByTestId(`tracker-hp-${id}`);
const conditions = (page: Page, id: string) =>
  page.locator(`[data-testid="tracker-creature-${id}"] .tracker-conditions li`);

// One flow, in Thai: the English words are the island tests' (InitiativeOrder.test.ts,
// AddCreatureForm.test.ts, save-lines.test.ts render en), the other locales' tracker-words.test.ts's.
test('th desktop: three creatures, Initiative, turns, a 1-round condition, Resistance, Concentration, kept on the device', async ({
  newPage,
}) => {
  const locale = 'th';
  const words = WORDS;
  const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`/${locale}/tracker/`);
  await trackerReady(page);
  await addTypedCreature(page, {
    name: 'Ayla',
    kind: 'character',
    init: words.digits(2),
    ac: '18',
    hp: words.digits(30),
    saves: { constitution: words.digits(5) },
  });
  await addTypedCreature(page, { name: 'Bren', kind: 'character', init: '3', ac: '12', hp: '18' });
  await addTypedCreature(page, OGRE);

  // Rolled for everyone (d20 + bonus), then the table's own rolls typed in.
  await page
    .getByRole('button', {
      name: joinBorrowedWords('ทอยอินิชิเอทีฟให้ทุกตัว'),
    })
    .click();
  await expect(page.getByTestId('tracker-rolls')).toBeVisible();
  for (const id of ['c1', 'c2', 'c3']) await expect(page.locator(`#tracker-init-${id}`)).not.toHaveValue('');
  await typeInitiative(page, 'c1', words.digits(12));
  await typeInitiative(page, 'c2', words.digits(19));
  await typeInitiative(page, 'c3', '7');
  const order = page.locator('.tracker-creature');
  await expect(order.locator('.tracker-creature__name'), 'highest Initiative first').toHaveText([
    'Bren',
    'Ayla',
    'Ogre',
  ]);

  await page.locator('.tracker-turn .calc-button--primary').click();
  await expect(page.getByTestId('tracker-turn').locator('.tracker-turn__status')).toHaveText(
    words.status(1, 'Bren'),
  );
  await page.locator('.tracker-turn .calc-button--primary').click();
  await expect(page.getByTestId('tracker-turn').locator('.tracker-turn__status')).toHaveText(
    words.status(1, 'Ayla'),
  );

  // On Ayla's turn the Ogre is knocked Prone for 1 round: it ends at the start of Ayla's next turn.
  const ogre = page.getByTestId('tracker-creature-c3');
  await openCreature(page, 'c3');
  await ogre.locator('details.tracker-more > summary').click();
  await page.locator('#tracker-cond-c3').selectOption('ProneCondition');
  await page.locator('#tracker-dur-c3').selectOption('rounds');
  await page.locator('#tracker-rounds-c3').fill(words.digits(1));
  await ogre.locator('details.tracker-more .tracker-buttons button').click();
  await expect(conditions(page, 'c3')).toHaveCount(1);
  // Its rules text is one tap away.
  await conditions(page, 'c3').locator('summary').click();
  await expect(conditions(page, 'c3').locator('details p')).toBeVisible();
  await expect(conditions(page, 'c3').locator('details p')).not.toBeEmpty();

  const next = page.locator('.tracker-turn .calc-button--primary');
  await next.click(); // Ogre, round 1
  await expect(conditions(page, 'c3'), 'still Prone on its own turn').toHaveCount(1);
  await next.click(); // Bren, round 2
  await expect(page.getByTestId('tracker-turn').locator('.tracker-turn__status')).toHaveText(
    words.status(2, 'Bren'),
  );
  await expect(conditions(page, 'c3'), 'still Prone at the start of round 2').toHaveCount(1);
  await next.click(); // Ayla, round 2
  await expect(page.getByTestId('tracker-turn').locator('.tracker-turn__status')).toHaveText(
    words.status(2, 'Ayla'),
  );
  await expect(conditions(page, 'c3'), "ended at the start of Ayla's next turn").toHaveCount(0);
  await expect(page.getByTestId('tracker-expired')).toContainText('Ogre');

  // Ayla concentrates; 23 fire damage to Ayla and the Ogre (Resistance to fire: 11).
  await openCreature(page, 'c1');
  await page.locator('#tracker-conc-c1').check();
  await page.locator('#tracker-select-c1').check();
  await page.locator('#tracker-select-c3').check();
  await openTool(page, 'hp');
  await page.locator('#tracker-hp-amount').fill(words.digits(23));
  await page.locator('#tracker-hp-type').selectOption('fire');
  await page.getByTestId('tracker-hp-panel').locator('.calc-button--primary').click();
  await expect(hp(page, 'c1')).toContainText(/7 \/ 30/);
  await expect(hp(page, 'c3'), 'half of 23, round down').toContainText(/57 \/ 68/);
  await expect(page.getByTestId('tracker-hp-receipt').locator(':scope > ul > li')).toHaveCount(2);
  const owed = page.getByTestId('tracker-concentration-c1');
  await expect(owed, 'DC 11 and the exact chance').toContainText('DC 11');
  await expect(owed).toContainText('75.00%');
  await expect(owed).toContainText('3/4');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${locale}-flow.png`, fullPage: true });
  await page.locator('#tracker-conc-d20-c1').fill(words.digits(5));
  await owed.locator('button').first().click();
  // The outcome shows where the prompt was (under the tool), so it stays in view.
  await expect(page.getByTestId('tracker-owed-settled')).toHaveText(words.lost);
  await expect(owed).toHaveCount(0);

  // Kept on the device: a reload brings it back.
  await page.reload();
  await trackerReady(page);
  await expect(page.getByTestId('tracker-turn').locator('.tracker-turn__status')).toHaveText(
    words.status(2, 'Ayla'),
  );
  await expect(hp(page, 'c1')).toContainText(/7 \/ 30/);

  // A tampered stored state: a localized message and a fresh tracker, never a blank page.
  await page.evaluate(() => {
    const stored = localStorage.getItem('polyhedral.tracker') ?? '';
    localStorage.setItem('polyhedral.tracker', stored.replace('"hp":7', '"hp":700'));
  });
  await page.reload();
  await trackerReady(page);
  await expect(page.getByTestId('tracker-notice')).toHaveText(words.reset);
  await expect(page.locator('.tracker-creature')).toHaveCount(0);
});

test('the tracker is linked from the quick reference and the navigation, in zh too', async ({ page }) => {
  await page.goto('/zh/quick/');
  await page.locator('.quick-tracker a').click();
  await expect(page).toHaveURL(/\/zh\/tracker\/$/);
  await trackerReady(page);
  await expect(page.locator('h1')).toHaveText('战斗追踪');
  await expect(page.locator('nav a[href="/zh/tracker/"]').first()).toBeAttached();
});

test('th phone, light and dark: the tracker with a creature has no serious axe violations and fits 360 px', async ({
  newPage,
}) => {
  // One load: checked in light, then switched in place to dark (the theme picker's way).
  const { page } = await openInScheme(newPage, '/th/tracker/', 'light', { width: 360, height: 740 });
  await trackerReady(page);
  await addTypedCreature(page, OGRE);
  await typeInitiative(page, 'c1', '9');
  for (const scheme of ['light', 'dark'] as const) {
    await switchScheme(page, scheme);
    // Dark is the same load switched in place: the rules a scheme can change (support/axe.ts).
    const violations = await seriousAxeViolations(
      page,
      undefined,
      scheme === 'dark' ? 'scheme-switched' : 'every-rule',
    );
    expect(violations.length, `${scheme}: ${describeViolations(violations)}`).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${scheme}: no sideways scrolling at 360 px`).toBe(0);
  }
});
