import { expect, type Locator, type Page } from '@playwright/test';

/** The review page's text box, once the section has loaded. */
export async function openedSection(page: Page, id: string): Promise<Locator> {
  await expect(page.locator('[data-review-ready]')).toHaveAttribute('data-review-ready', 'loaded');
  await expect(page.locator(`[data-review-section="${id}"]`)).toBeVisible();
  return page.locator('[data-review-text]');
}

/**
 * The section's text box with the caret after its first line of prose (not a heading, list,
 * table, quote or directive): the box, the text it held and the caret's offset.
 */
export async function caretAfterProse(
  page: Page,
  id: string,
): Promise<{ box: Locator; original: string; at: number }> {
  const box = await openedSection(page, id);
  const original = await box.inputValue();
  const lines = original.split('\n');
  const prose = lines.findIndex((line, at) => at > 0 && /^[^#:|>\-*\d\s<!]/.test(line));
  expect(prose, 'a line of prose to correct').toBeGreaterThan(0);
  const at = lines.slice(0, prose + 1).join('\n').length;
  await box.focus();
  await box.evaluate((element: HTMLTextAreaElement, offset) => element.setSelectionRange(offset, offset), at);
  return { box, original, at };
}
