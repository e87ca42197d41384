import { attackCreatures } from '@polyhedral/core/tracker';
import { describeCause, formatMessage, joinBorrowedWordsIn, messagesFor } from '@polyhedral/i18n';
import { startedFight } from '../../support/tracker-fights.ts';
import { expect, test } from '../fixtures.ts';
import { FLOW_SCHEMES } from '../support/colour-schemes.ts';
import { openDetails, openTool, openTrackerInScheme } from '../support/tracker.ts';

/**
 * The tracker's attack tab asks melee or ranged and what the table says holds through the core's
 * registry fields (the attack calculator's `attack-type` and `judged`, the one field renderer),
 * and its receipt gives the calculator's reason. SRD 5.2, Ranged Attacks in Close Combat (seed 000
 * line 758): "you have Disadvantage on the roll if you are within 5 feet of an enemy who can see
 * you and doesn't have the Incapacitated condition." The archer (+5) shoots at the goblin (AC 12)
 * with an enemy next to it ticked: Disadvantage, the table's kept d20 4 (4 + 5 = 9, a miss), as
 * the core computes. The flow runs in Thai; the fields' and the receipt's words in en, th and zh are
 * src/tracker/attack-fields.test.ts's, the tracker's every message src/tracker/tracker-words.test.ts's.
 */

const SHOTS = process.env.TRACKER_SHOTS;

function strings(locale: 'th' | 'zh') {
  const all = {
    ...messagesFor(locale, 'tracker'),
    ...messagesFor(locale, 'calc.common'),
    ...messagesFor(locale, 'conditions.'),
  };
  return locale === 'th' ? joinBorrowedWordsIn(all, 'th') : all;
}

for (const locale of ['th'] as const) {
  for (const scheme of FLOW_SCHEMES) {
    test(`${locale} phone, ${scheme}: a ranged attack next to an enemy (ticked) has Disadvantage, with the calculator's reason`, async ({
      newPage,
    }) => {
      const messages = strings(locale);
      const names = locale === 'th' ? ['นักธนู', 'ก็อบลิน'] : ['弓手', '地精'];
      const state = startedFight([
        [{ name: names[0]!, kind: 'character', initiativeBonus: 2, ac: 14, maxHp: 20 }, 15],
        [{ name: names[1]!, kind: 'monster', initiativeBonus: 1, ac: 12, maxHp: 7 }, 10],
      ]);
      const core = attackCreatures(
        state,
        {
          attackerId: 'c1',
          targetIds: ['c2'],
          bonus: 5,
          damage: [{ dice: '1d8+3', type: 'piercing' }],
          attackType: 'ranged',
          judged: ['enemy-within-5-feet'],
          d20s: { c2: 4 },
        },
        { nextInt: () => 0 },
      );
      if (core.receipt.kind !== 'rolled') throw new Error('rolled');
      expect(core.receipt.targets[0]).toMatchObject({ mode: 'disadvantage', total: 9, hit: false });
      const cause = core.receipt.targets[0]!.causes.find(
        (one) => one.code === 'conditions.cause.close-combat',
      );
      expect(cause).toBeDefined();
      const reason = describeCause(cause!, messages, locale, () => undefined);

      const { page } = await openTrackerInScheme(newPage, locale, scheme, state);
      await page.locator('#tracker-select-c2').check();
      await openTool(page, 'attack');
      const panel = page.getByTestId('tracker-attack');
      // Both fields are the registry's, with the calculators' words, under "More options" (decision 521).
      await openDetails(panel.getByTestId('tracker-at-options'));
      await expect(panel.locator('label[for="tracker-at-attack-type"]')).toHaveText(
        messages['calc.common.attack-type']!,
      );
      await panel.locator('#tracker-at-attacker').selectOption('c1');
      await panel.locator('#tracker-at-bonus').fill('5');
      await panel.locator('#tracker-at-attack-type').selectOption('ranged');
      await panel.locator('#tracker-at-judged summary').click();
      await panel.locator('input[name="tracker-at-judged"][value="enemy-within-5-feet"]').check();
      await panel.locator('#tracker-at-d20-c2').fill('4');
      await panel
        .getByRole('button', { name: formatMessage(messages, 'tracker.attack.roll', {}, locale) })
        .click();
      const receipt = page.getByTestId('tracker-attack-receipt');
      await expect(receipt).toContainText('4 + 5 = 9');
      await expect(receipt).toContainText(reason);
      await expect(receipt).toContainText(messages['tracker.attack.miss']!);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/${locale}-phone-attack-close-combat-${scheme}.png`,
          fullPage: true,
        });
        await receipt.screenshot({
          path: `${SHOTS}/${locale}-phone-attack-close-combat-receipt-${scheme}.png`,
        });
      }
    });
  }
}
