/**
 * A stale section, on a server over a temporary content copy whose English was changed first: the
 * overview's stale filter shows it alone, its editor shows the changed English sentence as the
 * diff, and Mark current clears it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '@polyhedral/content';
import { pickCurrent } from '../../pick-sections.ts';
import { openSection } from '../editor.ts';
import { expect, shot, test } from '../fixtures.ts';

test('stale section: the English change is the diff; Mark current clears it', async ({
  page,
  content,
  serve,
}) => {
  const model = loadContent({ root: content.root });
  const pick = pickCurrent(model, 'th');
  const english = path.join(content.root, pick.file);
  const changed = pick.sentence.replace(/\.$/, ', as the table of the rules core shows.');
  writeFileSync(english, readFileSync(english, 'utf8').replace(pick.sentence, changed));
  const workbench = await serve(content.root);

  await page.goto(workbench.urlFor('th'));
  await expect(page.locator('#overview')).toBeVisible();
  await page.click('[data-locale="th"]');
  await page.click('.filters [data-state="stale"]');
  await expect
    .poll(
      () =>
        page.locator('tr[data-state]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id'))),
      {
        message: `the overview's stale filter shows ${pick.id} only`,
      },
    )
    .toEqual([pick.id]);

  await openSection(page, 'th', pick.id);
  const state = page.locator('[data-section-state]');
  await expect(state, 'the section is stale').toHaveAttribute('data-section-state', 'stale');
  await expect
    .poll(
      async () =>
        (await page.locator('[data-diff] ins').allTextContents()).join('').replace(/\s+/g, ' ').trim(),
      { message: 'the diff shows the added words' },
    )
    .toContain('as the table of the rules core shows');
  // The older English comes from content/stamped-english/: named so, not as a cut "commit".
  await expect(page.locator('[data-diff] p').first()).toContainText('content/stamped-english/');
  await expect(page.locator('[data-diff] p').first()).not.toContainText('commit stamped');
  await shot(page, 'stale-diff-th.png', true);

  await page.click('[data-action="stamp"]');
  await expect(state, 'no longer stale once stamped').not.toHaveAttribute('data-section-state', 'stale');
  await expect(page.locator('[data-diff]'), 'no diff once stamped').toBeHidden();
});
