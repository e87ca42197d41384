import type { Page } from '@playwright/test';

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

/** A tracker on the device before the page's next load (storeBeforeLoad). */
export function storeTrackerBeforeLoad(page: Page, text: string): Promise<void> {
  return storeBeforeLoad(page, 'polyhedral.tracker', text);
}
