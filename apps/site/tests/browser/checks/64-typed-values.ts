import type { Page } from '@playwright/test';
import { formatMessage, formatProblem, joinBorrowedWordsIn, messagesFor } from '@polyhedral/i18n';
import { validateExpression } from '../../../src/calculators/shared/dice-field.ts';
import { expect, test } from '../fixtures.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';
import { openTool } from '../support/tracker.ts';

/**
 * What a reader types is shown as typed (issue 59): a creature named with i18next's nesting and
 * placeholder notation and HTML, in the tracker's list and turn line, in Thai; and a dice
 * expression with the same characters in the dice calculator's error. Nothing is nested, filled,
 * or made into an element, and the messages' own words around the value are all there. The
 * formatter's handling of such values is the same in every locale (packages/i18n
 * format-message.test.ts, hostile values; src/calculators/shared/dice-field-words.test.ts); the
 * tracker's words in every locale are src/tracker/tracker-words.test.ts's.
 * TYPED_SHOTS=<folder> writes a phone-sized screenshot of each.
 */

/**
 * Two creatures, as a name holds at most 40 characters: the notation (nesting a key the tracker's
 * own messages hold, which the old formatter put in), and HTML.
 */
const NAMES = ['$t(tracker.add.submit) {{count}}', '<img src=x onerror=alert(1)>'] as const;
const SHOTS = process.env.TYPED_SHOTS;
const LOCALES = ['th'] as const;

async function noInjection(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]'), 'no element made from the typed HTML').toHaveCount(0);
}

test.describe('Typed values shown as typed', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of LOCALES) {
    const tracker = joinBorrowedWordsIn(messagesFor(locale, 'tracker'), locale);
    const t = (key: string, params: Record<string, string | number> = {}) =>
      formatMessage(tracker, key, params, locale);

    test(`${locale}: creatures named ${NAMES.join(' and ')} in the tracker's list and turn line`, async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/${locale}/tracker/`);
      await page.locator('[data-tracker-ready="true"]').waitFor({ timeout: 15_000 });
      for (const [index, name] of NAMES.entries()) {
        await openTool(page, 'add');
        await page.locator('#tracker-add-name').fill(name);
        await page.locator('#tracker-add-init').fill(String(12 - index));
        await page.locator('#tracker-add-ac').fill('13');
        await page.locator('#tracker-add-hp').fill('20');
        await page.getByRole('button', { name: t('tracker.add.submit'), exact: true }).click();
        await expect(page.locator('.tracker-creature__name').nth(index)).toHaveText(name);
      }
      // Initiative typed for each (the first added, c1, goes first), then the fight starts.
      for (const [index, id] of ['c1', 'c2'].entries()) {
        const field = page.locator(`#tracker-init-${id}`);
        await field.fill(String(15 - index * 5));
        await field.press('Enter');
      }
      await expect(page.locator('.tracker-creature__name')).toHaveText([...NAMES]);
      if (SHOTS) {
        await page
          .locator('.tracker-creature__name')
          .first()
          .evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `${SHOTS}/tracker-list-${locale}.png` });
      }
      await page.getByRole('button', { name: t('tracker.turn.start') }).click();
      const status = page.getByTestId('tracker-turn').locator('.tracker-turn__status');
      for (const [round, name] of NAMES.entries()) {
        if (round > 0) await page.getByRole('button', { name: t('tracker.turn.next') }).click();
        await expect(status).toHaveText(t('tracker.turn.status', { round: 1, name }));
        await expect(status, 'the name as typed in the turn line').toContainText(name);
      }
      await noInjection(page);
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/tracker-${locale}.png` });
      }
      expect(dialogs).toEqual([]);
    });

    test(`${locale}: a dice expression with the same characters gets its error with them as typed`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/rules/DamageandHealing/`);
      const label = messagesFor(locale, 'calc')['calc.dice.expr']!;
      const expression = page.locator('[data-calculator="dice"]').getByLabel(label, { exact: true });
      await scrollIntoView(expression);
      const dice = messagesFor(locale, 'dice');
      for (const typed of [
        '1d6 <img src=x onerror=alert(1)>',
        '1d6 $t(ui.review.send.button)',
        '1d6 {{count}}',
      ]) {
        await expression.fill(typed);
        const alert = page.locator('[data-calculator="dice"] .calc-error').first();
        await expect(alert).toBeVisible();
        const text = (await alert.textContent()) ?? '';
        expect(text, 'no message pulled in by the typed text').not.toContain(
          formatMessage(messagesFor(locale, 'ui'), 'ui.review.send.button', {}, locale),
        );
        expect(text).not.toMatch(/dice\.expected|\$t\(dice/);
        const problem = validateExpression(typed);
        if (problem.ok) throw new Error(`${typed} is refused`);
        expect(text, 'the problem as formatProblem words it').toContain(formatProblem(dice, problem, locale));
        await noInjection(page);
      }
      if (SHOTS) {
        await expression.fill('1d6 <img src=x onerror=alert(1)>');
        await page.locator('[data-calculator="dice"]').screenshot({ path: `${SHOTS}/dice-${locale}.png` });
      }
    });
  }
});
