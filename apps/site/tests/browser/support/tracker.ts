import type { Page } from '@playwright/test';

/**
 * The tracker's tools sit under tabs once there is a creature (hp, save-half, effects, add, more):
 * shows one, if the tabs are there (before the first creature the add form stands alone).
 */
export async function openTool(
  page: Page,
  id: 'hp' | 'save-half' | 'effects' | 'add' | 'more',
): Promise<void> {
  const tab = page.getByTestId(`tracker-tab-${id}`);
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

/** Opens a creature's details (conditions, Concentration, Exhaustion, removal) from its name. */
export async function openCreature(page: Page, id: string): Promise<void> {
  const name = page.getByTestId(`tracker-open-${id}`);
  if ((await name.getAttribute('aria-expanded')) !== 'true') await name.click();
}
