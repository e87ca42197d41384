import { expect, type Locator, type Page } from '@playwright/test';
import { type TrackerState, trackerFileText } from '@polyhedral/core/tracker';
import type { PhoneSettings } from '../../../src/tracker/PhoneModeFields.tsx';
import type { NewPage, TrackedPage } from '../fixtures.ts';
import { openInScheme, type Scheme } from './colour-schemes.ts';
import { PHONE } from './phone.ts';

/**
 * The tracker's tools sit under tabs once there is a creature (hp, save-half, effects, add, more):
 * shows one, if the tabs are there (before the first creature the add form stands alone).
 */
export async function openTool(
  page: Page,
  id: 'hp' | 'attack' | 'check' | 'save-half' | 'effects' | 'add' | 'more',
): Promise<void> {
  const tab = page.getByTestId(`tracker-tab-${id}`);
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

/** Opens a creature's details (conditions, Concentration, Exhaustion, removal) from its name. */
export async function openCreature(page: Page, id: string): Promise<void> {
  const name = page.getByTestId(`tracker-open-${id}`);
  if ((await name.getAttribute('aria-expanded')) !== 'true') await name.click();
}

/**
 * Puts a value in the site's localStorage before the page's next load, as an earlier visit would
 * have left it (`polyhedral.tracker`, `polyhedral.character`): the page opens on it with one load,
 * where storing it after a first load took a reload. Only while nothing is stored under the key,
 * so a later reload keeps what the page itself saved since.
 */
export async function storeBeforeLoad(page: Page, key: string, text: string): Promise<void> {
  await page.addInitScript(
    ([key, text]) => {
      if (!location.protocol.startsWith('http')) return;
      if (localStorage.getItem(key) === null) localStorage.setItem(key, text);
    },
    [key, text] as const,
  );
}

/**
 * The tracker's largest text with large taps, chosen on an earlier visit (PhoneModeFields.tsx's
 * settings under its key), before the page's next load (storeBeforeLoad).
 */
export function storeLargestTextBeforeLoad(page: Page): Promise<void> {
  const largest: PhoneSettings = { textSize: 'largest', bigTaps: true, keepAwake: false };
  return storeBeforeLoad(page, 'polyhedral.tracker.phoneMode', JSON.stringify(largest));
}

/** A tracker on the device before the page's next load (storeBeforeLoad). */
export function storeTrackerBeforeLoad(page: Page, text: string): Promise<void> {
  return storeBeforeLoad(page, 'polyhedral.tracker', text);
}

/** Waits for the tracker island to have hydrated; its root. */
export async function trackerReady(page: Page): Promise<Locator> {
  const root = page.locator('[data-tracker-ready="true"]');
  await root.waitFor({ timeout: 15_000 });
  return root;
}

/** Puts a tracker on the device as the page keeps it, and opens the page at `path` on it (one load). */
export async function openTrackerWith(page: Page, path: string, state: TrackerState): Promise<void> {
  await storeTrackerBeforeLoad(page, trackerFileText(state));
  await page.goto(path);
  await trackerReady(page);
}

/** The tracker page on a phone in a colour scheme, `state` on the device before it loads, once ready. */
export async function openTrackerInScheme(
  newPage: NewPage,
  locale: string,
  scheme: Scheme,
  state: TrackerState,
): Promise<TrackedPage> {
  const tracked = await openInScheme(newPage, `/${locale}/tracker/`, scheme, PHONE.viewport, (page) =>
    storeTrackerBeforeLoad(page, trackerFileText(state)),
  );
  await trackerReady(tracked.page);
  return tracked;
}

/** A creature as the table types it in the add form: every number as typed (Thai digits, U+2212). */
export interface TypedCreature {
  name: string;
  kind: 'character' | 'monster';
  init: string;
  ac: string;
  hp: string;
  saves?: Partial<Record<'dexterity' | 'constitution', string>>;
  resist?: string;
}

/** Opens a disclosure (a <details>) unless it is open. */
export async function openDetails(details: Locator): Promise<void> {
  if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open)))
    await details.locator('summary').first().click();
}

/**
 * Adds a creature through the add form as the table would (its saves and a resistance under the
 * form's disclosures) and waits for it in the list. `submit` is the add button's visible name, to
 * press it by that name; without it, the form's submit button.
 */
export async function addTypedCreature(page: Page, creature: TypedCreature, submit?: string): Promise<void> {
  await openTool(page, 'add');
  await page.locator('#tracker-add-name').fill(creature.name);
  await page.locator('#tracker-add-kind').selectOption(creature.kind);
  await page.locator('#tracker-add-init').fill(creature.init);
  await page.locator('#tracker-add-ac').fill(creature.ac);
  await page.locator('#tracker-add-hp').fill(creature.hp);
  // The saves and the defenses are rarer fields, under the form's "More options" (folded on a phone).
  if (creature.saves || creature.resist) await openDetails(page.getByTestId('tracker-add-options'));
  for (const [ability, bonus] of Object.entries(creature.saves ?? {})) {
    await openDetails(page.locator('.tracker-add details.tracker-more').first());
    await page.locator(`#tracker-add-save-${ability}`).fill(bonus);
  }
  if (creature.resist) {
    await openDetails(page.locator('.tracker-add details.tracker-more').nth(1));
    await page.locator('#tracker-add-resist summary').click();
    await page.locator(`input[name="tracker-add-resist"][value="${creature.resist}"]`).check();
  }
  await (submit
    ? page.getByRole('button', { name: submit, exact: true })
    : page.getByTestId('tracker-add').locator('button[type="submit"]')
  ).click();
  await expect(
    page.locator(`[data-creature-name="${creature.name}"]`),
    `${creature.name} added`,
  ).toBeVisible();
}
