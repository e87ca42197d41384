import type { Locator, Page } from 'playwright-core';
import { expect, type Scenario } from '../harness.ts';

/**
 * "My character" (issue 21 item 3) on a phone in Thai and Chinese: a wizard built from point buy
 * through the background's +2/+1, saved on the device, then the D20 test and save-for-half filled
 * from it; a bad import file gets a localized error and changes nothing; "forget" removes it.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function hydrated(root: Locator): Promise<void> {
  await root.scrollIntoViewIfNeeded();
  await root.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: 10_000 });
}

async function reach(page: Page, kind: string): Promise<Locator> {
  const slot = page.locator(`[data-calculator="${kind}"]`).first();
  await slot.scrollIntoViewIfNeeded();
  await slot.locator('input, select').first().focus();
  await slot.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  return slot;
}

/** Point buy 8/14/13/15/12/10 (27 points), Acolyte +2 Intelligence +1 Wisdom, level 5. */
async function buildWizard(page: Page, base: string, locale: string): Promise<void> {
  await page.goto(`${base}/${locale}/character/`);
  await hydrated(page.locator('main'));
  const scores = {
    strength: '8',
    dexterity: '14',
    constitution: '13',
    intelligence: '15',
    wisdom: '12',
    charisma: '10',
  };
  for (const [ability, score] of Object.entries(scores))
    await page.locator(`#character-base-${ability}`).fill(score);
  const points = (await page.getByTestId('character-points').textContent()) ?? '';
  expect(/27\D+27/.test(points), `27 of 27 points spent: "${points}"`);
  await page.locator('#character-background').selectOption('acolyte');
  await page.locator('#character-pattern').selectOption('two-one');
  await page.locator('#character-plus-two').selectOption('intelligence');
  await page.locator('#character-plus-one').selectOption('wisdom');
  const built = page.getByTestId('character-built');
  const finals = await built.locator('tbody tr td:last-child').allTextContents();
  expect(finals.join(',') === '8,14,13,17,13,10', `final scores ${finals.join(',')}`);
  await built.locator('xpath=following-sibling::button').click();
  expect(
    (await page.locator('#character-score-intelligence').inputValue()) === '17',
    'final Intelligence copied',
  );
  await page.locator('#character-name').fill('Ilse');
  await page.locator('#character-level').fill('5');
  await page.locator('#character-ac').fill('12');
  await page.locator('#character-max-hp').fill('27');
  await page.locator('#character-save-intelligence').check();
  await page.locator('#character-save-wisdom').check();
  await page.locator('#character-skill-perception').check();
  await page.locator('#character-skill-arcana').check();
}

function checksFor(locale: 'th' | 'zh') {
  return [
    {
      name: `${locale} phone: point buy, background +2/+1, the core's numbers with rule IDs, saved on the device`,
      run: async (context: Parameters<Scenario['checks'][number]['run']>[0]) => {
        const { page, close, consoleErrors } = await context.newPage(PHONE);
        try {
          await buildWizard(page, context.baseUrl, locale);
          // Level 5: Proficiency Bonus +3; Wisdom 13 (+1) with Perception: passive 10 + 1 + 3 = 14;
          // Intelligence 17 (+3) save proficient: +6; Initiative = Dexterity 14 (+2).
          expect((await page.getByTestId('character-pb').textContent()) === '+3', 'PB +3');
          expect((await page.getByTestId('character-passive').textContent()) === '14', 'passive 14');
          expect((await page.getByTestId('character-initiative').textContent()) === '+2', 'initiative +2');
          const intSave = (await page.locator('[data-ability="intelligence"] td').nth(2).textContent()) ?? '';
          expect(intSave.startsWith('+6'), `Intelligence save ${intSave}`);
          const rules = await page.locator('.character-rule').allTextContents();
          for (const id of [
            'AdjustAbilityScores',
            'ProficiencyBonusTable',
            'FillInNumbers',
            'SkillProficiencies',
          ]) {
            expect(rules.includes(id), `rule ID ${id} shown`);
          }
          await page.getByTestId('character-save').click();
          const stored = await page.evaluate(() => localStorage.getItem('polyhedral.character'));
          expect(stored?.includes('"Ilse"'), `stored: ${stored}`);
          // A bad file: a localized error, nothing changed.
          await page.getByTestId('character-import').setInputFiles({
            name: 'bad.json',
            mimeType: 'application/json',
            buffer: Buffer.from(
              '{"format":"polyhedral-character","version":1,"character":{"name":"X","level":99}}',
            ),
          });
          const error = (await page.getByTestId('character-error').textContent()) ?? '';
          expect(error !== '' && !/rules\.|level must/.test(error), `localized import error: "${error}"`);
          expect(
            (await page.evaluate(() => localStorage.getItem('polyhedral.character'))) === stored,
            'a refused file changes nothing',
          );
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
    {
      name: `${locale} phone: the D20 test and save-for-half fill from my character; links never carry it`,
      run: async (context: Parameters<Scenario['checks'][number]['run']>[0]) => {
        const { page, close, consoleErrors } = await context.newPage(PHONE);
        try {
          await buildWizard(page, context.baseUrl, locale);
          await page.getByTestId('character-save').click();
          await page.goto(`${context.baseUrl}/${locale}/rules/D20Tests/`);
          const d20 = await reach(page, 'd20-test');
          const mine = d20.getByTestId('use-my-character');
          await mine.locator('select').selectOption('save-wisdom');
          await mine.locator('button').click();
          const bonus = d20.locator('input[type="text"]').first();
          await page.waitForFunction(
            (el) => (el as HTMLInputElement).value === '4',
            await bonus.elementHandle(),
          );
          expect(
            (await d20.locator('select[id$="-kind"]').inputValue()) === 'save',
            'kind set to a saving throw',
          );
          await mine.locator('select').selectOption('ac');
          await mine.locator('button').click();
          expect(
            (await d20.locator('select[id$="-kind"]').inputValue()) === 'attack',
            'an attack against AC',
          );
          expect(!page.url().includes('Ilse') && !page.url().includes('character'), `URL ${page.url()}`);

          await page.goto(`${context.baseUrl}/${locale}/rules/DamageandHealing/`);
          const save = await reach(page, 'save-half');
          const before = await save.locator('.calc-targets > li').count();
          const add = save.getByTestId('use-my-character');
          await add.locator('select').selectOption('save-dexterity');
          await add.locator('button').click();
          const targets = save.locator('.calc-targets > li');
          await page.waitForFunction(([el, n]) => (el as HTMLElement).children.length === n, [
            await save.locator('.calc-targets').elementHandle(),
            before + 1,
          ] as const);
          const last = targets.nth(before);
          expect(
            (await last.locator('input[type="text"]').first().inputValue()) === '2',
            'Dexterity save +2',
          );
          expect(!page.url().includes('Ilse'), `URL ${page.url()}`);
          // Forget: the calculators stop offering it.
          await page.goto(`${context.baseUrl}/${locale}/character/`);
          await hydrated(page.locator('main'));
          await page.getByTestId('character-forget').click();
          expect(
            (await page.evaluate(() => localStorage.getItem('polyhedral.character'))) === null,
            'forgotten',
          );
          expect(consoleErrors.length === 0, consoleErrors.join('\n'));
        } finally {
          await close();
        }
      },
    },
  ];
}

const scenario: Scenario = {
  name: 'My character: built, kept on the device, used by the calculators (th, zh, phone)',
  checks: [...checksFor('th'), ...checksFor('zh')],
};

export default scenario;
