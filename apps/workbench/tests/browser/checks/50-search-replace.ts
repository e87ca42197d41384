/**
 * Search and replace across a locale (issue "a reviewer without git", item 5): a preview lists
 * every section that would change with a word diff; a replacement whose result breaks the QA (a
 * dice expression changed) is left out and cannot be applied; confirming writes exactly the
 * previewed sections through the one writer (every other section and file byte-identical), and a
 * section changed since the preview refuses the lot.
 */

import { loadContent } from '@polyhedral/content';
import { expect, shot, test } from '../fixtures.ts';

const FIND = 'นักผจญภัย';
const WITH = 'เหล่านักผจญภัย';

test('search and replace: preview, QA, apply through the writer', async ({ page, workbench, content }) => {
  const model = loadContent({ root: content.root });
  const expected = [...model.sections]
    .filter(([, entry]) => entry.th?.markdown.includes(FIND))
    .map(([id]) => id);
  expect(expected.length).toBeGreaterThan(3);
  await page.goto(workbench.urlFor('th'));
  await page.locator('#overview').waitFor();
  await page.locator('details.replace summary').click();

  // A change the QA refuses: a dice expression the English has, or, in a Thai-only section (no
  // English), one the core holds (the Dagger's 1d4, EXAMPLE_DAMAGE_DICE): those sections are left out.
  const withEnglish = [...model.sections].filter(
    ([, entry]) =>
      entry.th?.markdown.includes('1d4') && (entry.en ? entry.en.markdown.includes('1d4') : true),
  ).length;
  expect(withEnglish).toBeGreaterThan(0);
  await page.fill('details.replace input[name="find"]', '1d4');
  await page.fill('details.replace input[name="replace"]', '1d5');
  await page.locator('[data-action="replace-preview"]').click();
  await expect(page.locator('.replace-list li').first()).toBeVisible();
  const total = await page.locator('.replace-list li').count();
  await expect(page.locator('.replace-list li:not([data-errors="0"])')).toHaveCount(withEnglish);
  await expect(page.locator('[data-action="replace-apply"]')).toHaveText(
    new RegExp(`${total - withEnglish}`),
  );

  await page.fill('details.replace input[name="find"]', FIND);
  await page.fill('details.replace input[name="replace"]', WITH);
  await page.locator('[data-action="replace-preview"]').click();
  await expect(page.locator('.replace-list li')).toHaveCount(expected.length);
  await expect(page.locator('.replace-list li[data-errors="0"]')).toHaveCount(expected.length);
  await expect(page.locator('.replace-list ins').first()).toContainText('เหล่า');
  await shot(page, 'search-replace-th.png');
  expect(content.git('status', '--porcelain').trim(), 'a preview writes nothing').toBe('');

  await page.locator('[data-action="replace-apply"]').click();
  await expect(page.locator('.replace-results [data-saved]')).toHaveAttribute(
    'data-saved',
    String(expected.length),
  );
  const after = loadContent({ root: content.root });
  for (const [id, entry] of model.sections) {
    const now = after.sections.get(id)?.th?.markdown;
    if (expected.includes(id)) expect(now, id).toBe(entry.th!.markdown.split(FIND).join(WITH));
    else expect(now, id).toBe(entry.th?.markdown);
  }
  const changed = content
    .git('diff', '-U0')
    .split('\n')
    .filter((line) => /^[-+][^-+]/.test(line));
  // Each added line carries the replacement, or is front matter the draft needs: a replaced source
  // translation's section becomes a draft (an edit anywhere makes it one), and its file then names
  // each section's source apart (`sources:`, a source ID per section, as sources.yaml lists them).
  const draftEntry = (line: string) =>
    line === '+review:' ||
    line === '+sources:' ||
    expected.some((id) => new RegExp(`^\\+\\s+${id}: "?draft"?$`).test(line)) ||
    /^\+\s+[A-Za-z0-9]+: "[a-z0-9.-]+"$/.test(line);
  expect(
    changed.filter((line) => !line.startsWith('-') && !line.includes(WITH) && !draftEntry(line)),
    'every added line is the replacement or a draft entry',
  ).toEqual([]);
  expect(
    content
      .git('diff', '--name-only')
      .trim()
      .split('\n')
      .every((file) => file.startsWith('th/')),
  ).toBe(true);
});
