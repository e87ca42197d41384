/**
 * Typing into a calculator while its code is still on the way loses nothing: for every calculator
 * kind, its island's JavaScript is held back (0, 150, 300, 600 ms) while a reader clicks a field,
 * selects it and types a new value key by key. The field must end with exactly what was typed,
 * without a "values in the link were invalid" notice, and the results must be those of the same
 * value opened as a shared link. POLYHEDRAL_TYPING_TRIALS repeats each case (default 1).
 */
import type { Page } from 'playwright-core';
import { type CheckContext, expect, type Scenario } from '../harness.ts';

interface TypingCase {
  kind: string;
  page: string;
  /** Which text field of the calculator (0-based, among its text inputs). */
  field: number;
  typed: string;
  /** The field's URL value after the typing, when the field holds more than the typed text (a damage part). */
  linked?: string;
}

export const TYPING_CASES: readonly TypingCase[] = [
  { kind: 'ability-modifier', page: '/en/rules/TheSixAbilities/', field: 0, typed: '17' },
  { kind: 'attack-damage', page: '/th/rules/DamageandHealing/', field: 2, typed: '2d6+4' },
  { kind: 'd20-test', page: '/en/rules/D20Tests/', field: 0, typed: '7' },
  // The first damage part's amount: its field is the parts list, `13:slashing`.
  {
    kind: 'damage-application',
    page: '/en/rules/DamageandHealing/',
    field: 3,
    typed: '13',
    linked: '13:slashing',
  },
  { kind: 'death-saves', page: '/en/rules/DamageandHealing/', field: 0, typed: '2' },
  { kind: 'dice', page: '/en/rules/DamageandHealing/', field: 0, typed: '10d6+5' },
  { kind: 'level-from-xp', page: '/th/rules/LevelAdvancement/', field: 0, typed: '6500' },
  { kind: 'point-buy', page: '/en/rules/CreateYourCharacter/', field: 0, typed: '15' },
  { kind: 'proficiency-bonus', page: '/en/rules/D20Tests/', field: 0, typed: '11' },
  { kind: 'save-half', page: '/zh/rules/DamageandHealing/', field: 1, typed: '17' },
  { kind: 'travel-pace', page: '/en/rules/Exploration/', field: 0, typed: '24' },
];

export const DELAYS_MS = [0, 150, 300, 600] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function slotOf(page: Page, kind: string) {
  return page.locator(`[data-calculator="${kind}"]`).first();
}

/** Holds back this calculator's island code (component and renderer) by `delay` ms. */
async function delayIslandCode(page: Page, kind: string, delay: number): Promise<void> {
  const island = slotOf(page, kind).locator('astro-island').first();
  const urls = await island.evaluate((el) =>
    ['component-url', 'renderer-url'].map((name) => el.getAttribute(name)).filter(Boolean),
  );
  const paths = new Set(urls.map((url) => new URL(url as string, 'http://x').pathname));
  await page.route(
    (url) => paths.has(url.pathname),
    async (route) => {
      await sleep(delay);
      await route.continue();
    },
  );
}

async function resultsText(page: Page, kind: string): Promise<string> {
  const results = slotOf(page, kind).locator('.calc-results');
  if ((await results.count()) === 0) return '';
  return (await results.allTextContents()).join(' | ').replace(/\s+/g, ' ').trim();
}

async function waitHydrated(page: Page, kind: string): Promise<void> {
  await slotOf(page, kind).locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
}

/** The results the calculator shows for `typed` opened as a shared link. */
async function linkedResults(context: CheckContext, c: TypingCase, fieldName: string): Promise<string> {
  const { page, close } = await context.newPage();
  try {
    const url = new URL(`${context.baseUrl}${c.page}`);
    url.searchParams.set(fieldName, c.linked ?? c.typed);
    await page.goto(url.href);
    const slot = slotOf(page, c.kind);
    await slot.scrollIntoViewIfNeeded();
    await waitHydrated(page, c.kind);
    await sleep(100);
    return await resultsText(page, c.kind);
  } finally {
    await close();
  }
}

export interface TrialOutcome {
  ok: boolean;
  detail: string;
}

/** One trial: fresh page, island code held back by `delay`, click, select all, type key by key. */
export async function typingTrial(
  context: CheckContext,
  c: TypingCase,
  delay: number,
  expected: (fieldName: string) => Promise<string>,
): Promise<TrialOutcome> {
  const { page, close } = await context.newPage();
  try {
    await page.goto(`${context.baseUrl}${c.page}`, { waitUntil: 'domcontentloaded' });
    await delayIslandCode(page, c.kind, delay);
    const field = slotOf(page, c.kind).locator('input[type="text"]').nth(c.field);
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(c.typed, { delay: 35 });
    await waitHydrated(page, c.kind);
    await sleep(150);
    const value = await field.inputValue();
    const caret = await field.evaluate((el) => {
      const input = el as HTMLInputElement;
      return document.activeElement === input ? input.selectionStart : -1;
    });
    const id = (await field.getAttribute('id')) ?? '';
    const notices = await slotOf(page, c.kind).locator('.calc-notice').count();
    const shown = await resultsText(page, c.kind);
    const search = new URL(page.url()).searchParams;
    const fieldName = [...search.keys()].find((key) => search.get(key) === (c.linked ?? c.typed)) ?? '';
    const want = fieldName ? await expected(fieldName) : '(the typed value is not in the URL)';
    const problems = [
      value === c.typed ? '' : `field "${value}" (typed "${c.typed}", id ${id})`,
      caret === c.typed.length ? '' : `caret at ${caret} (focus lost or moved), not after the typing`,
      notices === 0 ? '' : 'a shared-link notice appeared',
      shown === want ? '' : `results "${shown}", the link ${fieldName} gives "${want}"`,
    ].filter(Boolean);
    return { ok: problems.length === 0, detail: problems.join('; ') };
  } finally {
    await close();
  }
}

const TRIALS = Number(process.env.POLYHEDRAL_TYPING_TRIALS ?? '1');

/** A shared link, and typing into another field of the same calculator while its code loads. */
const sharedLinkThenTyping = {
  name: 'a shared link (save-half 4d6) and a DC typed while the code is held back 600 ms: both kept, focus and caret too',
  run: async (context: CheckContext) => {
    const { page, close } = await context.newPage();
    try {
      await page.goto(`${context.baseUrl}/en/rules/DamageandHealing/?save-half.damage=4d6`, {
        waitUntil: 'domcontentloaded',
      });
      await delayIslandCode(page, 'save-half', 600);
      const slot = slotOf(page, 'save-half');
      // Text fields in order: the first damage part's dice, the DC, then each target's save bonus.
      const dc = slot.locator('input[type="text"]').nth(1);
      await dc.scrollIntoViewIfNeeded();
      await dc.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('12', { delay: 35 });
      await waitHydrated(page, 'save-half');
      await sleep(150);
      const damage = await slot.locator('input[type="text"]').nth(0).inputValue();
      const typed = await dc.inputValue();
      const caret = await dc.evaluate((el) =>
        document.activeElement === el ? (el as HTMLInputElement).selectionStart : -1,
      );
      const search = new URL(page.url()).searchParams;
      expect(damage === '4d6', `damage from the link: "${damage}"`);
      expect(typed === '12' && caret === 2, `DC "${typed}", caret ${caret}`);
      expect(search.get('save-half.dc') === '12', `URL ${page.url()}`);
      expect((await slot.locator('.calc-notice').count()) === 0, 'no invalid-link notice');
    } finally {
      await close();
    }
  },
};

const scenario: Scenario = {
  name: 'Typing while a calculator loads: every keystroke kept, never read back as a shared link',
  checks: [
    ...TYPING_CASES.map((c) => ({
      name: `${c.kind} on ${c.page}: "${c.typed}" typed with the code held back ${DELAYS_MS.join('/')} ms`,
      run: async (context: CheckContext) => {
        const cache = new Map<string, string>();
        const expected = async (fieldName: string) => {
          if (!cache.has(fieldName)) cache.set(fieldName, await linkedResults(context, c, fieldName));
          return cache.get(fieldName) as string;
        };
        const failures: string[] = [];
        for (const delay of DELAYS_MS) {
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const outcome = await typingTrial(context, c, delay, expected);
            if (!outcome.ok) failures.push(`${delay} ms: ${outcome.detail}`);
          }
        }
        expect(failures.length === 0, failures.join('\n'));
      },
    })),
    sharedLinkThenTyping,
  ],
};

export default scenario;
