import type { Page } from '@playwright/test';
import { PLAIN_SAVE_TARGET, type SaveTarget, saveHalfTargets } from '@polyhedral/core';
import { expect, test } from '../fixtures.ts';
import { scrollIntoView } from '../support/scroll-into-view.ts';

/**
 * The DamageandHealing page carries two save-half calculators: the Fireball preset under
 * DamageagainstMultipleTargets (instance `save-half`) and the one under HalfDamage (`save-half-2`).
 */
const PAGE = '/rules/DamageandHealing/';

async function hydrate(page: Page, instance: string) {
  const slot = page.locator(`[data-calculator-instance="${instance}"]`);
  await scrollIntoView(slot);
  await slot.locator('input, select').first().focus();
  await expect(slot.locator('astro-island:not([ssr])'), `${instance} hydrated`).toBeAttached();
  return slot;
}

const plain: SaveTarget = PLAIN_SAVE_TARGET;

test.describe('Save for half against several targets; two calculators of one kind on one page', () => {
  test('two save-half calculators on one page keep separate element IDs and URL state', async ({ page }) => {
    await page.goto(`/en${PAGE}`);
    const instances = await page
      .locator('[data-calculator="save-half"]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.calculatorInstance));
    expect(instances, 'instances').toEqual(['save-half', 'save-half-2']);
    const first = await hydrate(page, 'save-half');
    const second = await hydrate(page, 'save-half-2');
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates, 'duplicate IDs').toEqual([]);
    await second.locator('#save-half-2-dc').fill('12');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('save-half-2.dc') === '12');
    const search = new URLSearchParams(await page.evaluate(() => location.search));
    expect(search.has('save-half.dc'), `first instance untouched: ${search}`).toBe(false);
    await expect(first.locator('#save-half-dc'), 'first DC still 15').toHaveValue('15');
    // Reload: each instance restores its own state.
    await page.reload();
    const again = await hydrate(page, 'save-half-2');
    await expect(again.locator('#save-half-2-dc'), 'second DC restored').toHaveValue('12');
  });

  test('zh: Fireball against three targets matches the core; add a target, roll once, read the receipt', async ({
    page,
  }) => {
    await page.goto(`/zh${PAGE}`);
    const slot = await hydrate(page, 'save-half');
    const cards = slot.locator('[data-testid="save-target"]');
    await expect(cards, 'three targets from the directive').toHaveCount(3);
    const core = saveHalfTargets({
      damage: [{ amount: '8d6', type: 'fire' }],
      dc: 15,
      targets: [
        { ...plain, saveBonus: 2 },
        { ...plain, saveBonus: 5, resist: ['fire'] },
        { ...plain, mode: 'advantage' },
      ],
    });
    const expected = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 }).format(
      core.targets[1]!.expectedDamage,
    );
    await expect(
      cards.nth(1).locator('[data-testid="save-expected"]'),
      'the second target matches the core',
    ).toContainText(expected);
    // Axes are labelled.
    await expect(cards.first().locator('.calc-dist-xlabel'), 'x axis').toHaveText('所受伤害');
    await slot.getByRole('button', { name: '添加目标' }).click();
    await page.waitForFunction(
      () => (new URLSearchParams(location.search).get('save-half.targets') ?? '').split(';').length === 4,
    );
    await expect(cards, 'four targets after adding one').toHaveCount(4);
    await slot.getByRole('button', { name: '为所有目标掷一次' }).click();
    const receipt = slot.locator('[data-testid="save-receipt"]');
    await expect(receipt).toBeVisible();
    await expect(receipt.locator('[data-testid="save-receipt-target"]'), 'receipt per target').toHaveCount(4);
    await slot.getByRole('button', { name: '删除目标 4' }).click();
    await expect(cards, 'removed again').toHaveCount(3);
  });
});
