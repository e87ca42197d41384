/** Driving the workbench's editor page in the browser checks. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens a section's editor (`#/<locale>/<ID>`) and waits until it shows its QA findings. */
export async function openSection(page: Page, locale: string, id: string): Promise<void> {
  await page.evaluate(
    ([l, i]) => {
      location.hash = `#/${l}/${i}`;
    },
    [locale, id] as const,
  );
  await expect(page.locator(`#editor[data-id="${id}"] .qa-summary[data-checks]`)).toBeAttached();
}

/** How many QA updates the editor has shown. */
export const checksShown = (page: Page) => page.evaluate(() => window.workbench!.checks);

/** Waits until the editor has shown a QA update after the `before`th. */
export async function nextCheck(page: Page, before: number): Promise<void> {
  await expect(page.locator('#editor .qa-summary'), `a QA update after the ${before}th`).not.toHaveAttribute(
    'data-checks',
    String(before),
  );
}

/**
 * Replaces [from, to) of the editor's text by typing `text` (keyboard input, not a DOM write) and
 * waits for the QA update of the new text.
 */
export async function typeOver(page: Page, from: number, to: number, text: string): Promise<void> {
  const before = await checksShown(page);
  await page.evaluate(
    ([a, b]) => {
      const view = window.workbench!.view;
      view.focus();
      view.dispatch({ selection: { anchor: a, head: b } });
    },
    [from, to] as const,
  );
  await page.keyboard.insertText(text);
  await nextCheck(page, before);
}

/** The editor's text. */
export const docText = (page: Page) => page.evaluate(() => window.workbench!.view.state.doc.toString());

/** Line numbers (1-based, in the old file) that differ between two texts, and the new lines. */
export function changedLines(before: string, after: string): { removed: number[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA -= 1;
    endB -= 1;
  }
  const removed: number[] = [];
  for (let i = start; i <= endA; i += 1) removed.push(i + 1);
  return { removed, added: b.slice(start, endB + 1) };
}
