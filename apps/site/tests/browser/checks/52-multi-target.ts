import { PLAIN_SAVE_TARGET, type SaveTarget, saveHalfTargets } from '@polyhedral/core';
import type { Page } from 'playwright-core';
import { expect, type Scenario } from '../harness.ts';

/**
 * The DamageandHealing page carries two save-half calculators: the Fireball preset under
 * DamageagainstMultipleTargets (instance `save-half`) and the one under HalfDamage (`save-half-2`).
 */
const PAGE = '/rules/DamageandHealing/';

async function hydrate(page: Page, instance: string) {
  const slot = page.locator(`[data-calculator-instance="${instance}"]`);
  await slot.scrollIntoViewIfNeeded();
  await slot.locator('input, select').first().focus();
  await slot.locator('astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 10_000 });
  return slot;
}

const plain: SaveTarget = PLAIN_SAVE_TARGET;

const scenario: Scenario = {
  name: 'Save for half against several targets; two calculators of one kind on one page',
  checks: [
    {
      name: 'two save-half calculators on one page keep separate element IDs and URL state',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en${PAGE}`);
          const instances = await page
            .locator('[data-calculator="save-half"]')
            .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.calculatorInstance));
          expect(
            JSON.stringify(instances) === '["save-half","save-half-2"]',
            `instances ${JSON.stringify(instances)}`,
          );
          const first = await hydrate(page, 'save-half');
          const second = await hydrate(page, 'save-half-2');
          const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
          const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
          expect(duplicates.length === 0, `duplicate IDs ${duplicates.join(', ')}`);
          await second.locator('#save-half-2-dc').fill('12');
          await page.waitForFunction(
            () => new URLSearchParams(location.search).get('save-half-2.dc') === '12',
          );
          const search = new URL(page.url()).searchParams;
          expect(!search.has('save-half.dc'), `first instance untouched: ${page.url()}`);
          expect((await first.locator('#save-half-dc').inputValue()) === '15', 'first DC still 15');
          // Reload: each instance restores its own state.
          await page.reload();
          const again = await hydrate(page, 'save-half-2');
          expect((await again.locator('#save-half-2-dc').inputValue()) === '12', 'second DC restored');
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: 'zh: Fireball against three targets matches the core; add a target, roll once, read the receipt',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/zh${PAGE}`);
          const slot = await hydrate(page, 'save-half');
          const cards = slot.locator('[data-testid="save-target"]');
          expect((await cards.count()) === 3, 'three targets from the directive');
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
          await cards.nth(1).locator('[data-testid="save-expected"]').filter({ hasText: expected }).waitFor();
          // Axes are labelled.
          expect(
            (await cards.first().locator('.calc-dist-xlabel').textContent())?.trim() === '所受伤害',
            'x axis',
          );
          await slot.getByRole('button', { name: '添加目标' }).click();
          await page.waitForFunction(
            () =>
              (new URLSearchParams(location.search).get('save-half.targets') ?? '').split(';').length === 4,
          );
          expect((await cards.count()) === 4, 'four targets after adding one');
          await slot.getByRole('button', { name: '为所有目标掷一次' }).click();
          const receipt = slot.locator('[data-testid="save-receipt"]');
          await receipt.waitFor();
          expect(
            (await receipt.locator('[data-testid="save-receipt-target"]').count()) === 4,
            'receipt per target',
          );
          await slot.getByRole('button', { name: '删除目标 4' }).click();
          expect((await cards.count()) === 3, 'removed again');
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
  ],
};

export default scenario;
