import type { Locator, Page } from '@playwright/test';
import { d20Test } from '@polyhedral/core';
import { describeCause, intlLocale, joinBorrowedWordsIn, messagesFor, termName } from '@polyhedral/i18n';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';

/**
 * Conditions in the calculators (issue 43 item 3), in Thai on a phone: the roller's and the
 * target's conditions and Exhaustion are fields drawn from the registry, the result changes as the
 * rules say and names each reason in Thai, and a shared link carries them. Every figure below
 * changes if the conditions are ignored.
 */
const TH = 'th';
// As the page shows them: Thai borrowed words joined (joinBorrowedWordsIn), as every island's words.
const calc = joinBorrowedWordsIn(messagesFor(TH, 'calc'), TH);
const words = { ...calc, ...messagesFor(TH, 'conditions'), ...messagesFor(TH, 'table.ability') };
const percent = (p: number) =>
  new Intl.NumberFormat(intlLocale(TH), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(p);
const name = (termId: string) => termName(termId, TH)!;
/** A reason as the core gives it, in Thai (the same function the island uses). */
const cause = (code: string, params: Record<string, string | number>) =>
  describeCause({ code, params }, words, TH, (id) => termName(id, TH));

async function hydrate(page: Page, kind: string): Promise<Locator> {
  const slot = page.locator(`[data-calculator-instance="${kind}"]`);
  await scrollIntoView(slot);
  await slot.locator('input, select').first().focus();
  await slot.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: 10_000 });
  return slot;
}

/** The field whose visible label is the Thai text of `key`. */
function field(slot: Locator, key: string): Locator {
  const label = calc[key];
  if (!label) throw new Error(`no th string ${key}`);
  return slot.getByLabel(label, { exact: true });
}

/** Ticks or clears conditions in a condition group (a disclosure of checkboxes). */
async function setConditions(slot: Locator, id: string, conditions: Record<string, boolean>) {
  const group = slot.locator(`#${id}`);
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  for (const [termId, on] of Object.entries(conditions)) {
    await group.getByRole('checkbox', { name: name(termId), exact: true }).setChecked(on);
  }
}

test.describe('Conditions in the calculators (th, phone): fields from the registry, reasons in Thai, shared links', () => {
  test('th phone: Exhaustion 3 turns Concentration DC 11 at +5 from 75% to 45% (9/20), and a +2 save at DC 10 from 65% to 35%', async ({
    newPage,
  }) => {
    const { page, consoleErrors } = await newPage(PHONE);
    await page.goto(`/${TH}/rules/DamageandHealing/`);
    const concentration = await hydrate(page, 'concentration');
    await field(concentration, 'calc.concentration.damage').fill('22');
    await field(concentration, 'calc.concentration.bonus').fill('5');
    await expect(concentration.getByTestId('concentration-dc')).toHaveText('11');
    await expect(concentration.getByTestId('concentration-keep')).toHaveText(percent(0.75));
    await field(concentration, 'calc.common.exhaustion').fill('3');
    // Exhaustion: "D20 Tests are reduced by 2 times your Exhaustion level" (Rules Glossary).
    await expect(concentration.getByTestId('concentration-keep')).toHaveText(percent(0.45));
    await expect(concentration).toContainText('9/20');
    await expect(concentration.getByTestId('concentration-causes')).toHaveText(
      cause('conditions.cause.exhaustion', { condition: 'ExhaustionCondition', amount: -6, level: 3 }),
    );
    expect(new URL(page.url()).searchParams.get('concentration.exhaustion')).toBe('3');

    await page.goto(`/${TH}/rules/D20Tests/`);
    const d20 = await hydrate(page, 'd20-test');
    await d20.locator('#d20-test-kind-of-test').selectOption('save');
    await field(d20, 'calc.d20-test.bonus').fill('2');
    await field(d20, 'calc.common.dc').fill('10');
    await expect(d20.getByTestId('d20-success')).toHaveText(percent(0.65));
    await field(d20, 'calc.common.exhaustion').fill('3');
    await expect(d20.getByTestId('d20-success')).toHaveText(percent(0.35));
    await expect(d20.getByTestId('d20-causes')).toContainText(name('ExhaustionCondition'));
    expect(consoleErrors).toEqual([]);
  });

  test('th phone: a Prone target gives Advantage within 5 feet and Disadvantage beyond; Poisoned and Invisible cancel; a link keeps them', async ({
    newPage,
  }) => {
    const { page, consoleErrors } = await newPage(PHONE);
    await page.goto(`/${TH}/rules/D20Tests/`);
    const d20 = await hydrate(page, 'd20-test');
    await d20.locator('#d20-test-kind-of-test').selectOption('attack');
    await field(d20, 'calc.common.attack-bonus').fill('5');
    await field(d20, 'calc.common.ac').fill('15');
    const odds = (advantage: number, disadvantage: number) =>
      percent(d20Test({ kind: 'attack', bonus: 5, target: 15, advantage, disadvantage }).success);
    await expect(d20.getByTestId('d20-success')).toHaveText(odds(0, 0));

    await setConditions(d20, 'd20-test-target-condition', { ProneCondition: true });
    await expect(d20.locator('#d20-test-target-condition summary')).toHaveText(
      `${calc['calc.common.target-condition']}: ${name('ProneCondition')}`,
    );
    await field(d20, 'calc.common.within-5-feet').check();
    await expect(d20.locator('.calc-mode')).toHaveText(calc['calc.common.mode.advantage']!);
    await expect(d20.getByTestId('d20-causes')).toHaveText(
      cause('conditions.cause.advantage', { condition: 'ProneCondition' }),
    );
    await expect(d20.getByTestId('d20-success')).toHaveText(odds(1, 0));

    await field(d20, 'calc.common.within-5-feet').uncheck();
    await expect(d20.locator('.calc-mode')).toHaveText(calc['calc.common.mode.disadvantage']!);
    await expect(d20.getByTestId('d20-causes')).toHaveText(
      cause('conditions.cause.disadvantage', { condition: 'ProneCondition' }),
    );
    await expect(d20.getByTestId('d20-success')).toHaveText(odds(0, 1));

    // The attacker Poisoned (Disadvantage on its attacks) and Invisible (Advantage): one d20.
    await setConditions(d20, 'd20-test-target-condition', { ProneCondition: false });
    await setConditions(d20, 'd20-test-condition', { PoisonedCondition: true, InvisibleCondition: true });
    await expect(d20.locator('.calc-mode')).toHaveText(calc['calc.common.mode.normal']!);
    const reasons = [
      cause('conditions.cause.advantage', { condition: 'InvisibleCondition' }),
      cause('conditions.cause.disadvantage', { condition: 'PoisonedCondition' }),
      cause('conditions.cause.cancel', {}),
    ].sort();
    const causes = d20.getByTestId('d20-causes').locator('li');
    await expect(causes).toHaveCount(3);
    expect((await causes.allTextContents()).sort()).toEqual(reasons);
    await expect(d20.getByTestId('d20-success')).toHaveText(odds(0, 0));

    // The link carries the conditions: opened afresh, the same reasons and figures.
    const shared = new URL(page.url());
    expect(shared.searchParams.get('d20-test.condition')).toBe('invisible,poisoned');
    const { page: reader } = await newPage(PHONE);
    await reader.goto(`${shared.pathname}${shared.search}`);
    const again = await hydrate(reader, 'd20-test');
    await expect(again.getByTestId('d20-causes').locator('li')).toHaveCount(3);
    expect((await again.getByTestId('d20-causes').locator('li').allTextContents()).sort()).toEqual(reasons);
    await expect(again.locator('#d20-test-condition summary')).toContainText(name('PoisonedCondition'));
    await expect(again.getByTestId('d20-success')).toHaveText(odds(0, 0));
    expect(consoleErrors).toEqual([]);
  });
});
