/**
 * Notes and history of a section (issue "a reviewer without git", item 5): a note for the next
 * reviewer is added under the reviewer's name, kept in content/notes/th.yaml and shown again after
 * a reload; the history lists the commits that changed the section (who and when) and the review
 * record; the overview shows each chapter's review progress.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, readSectionNotes } from '@polyhedral/content';
import { docText, openSection, typeOver } from '../editor.ts';
import { expect, shot, test } from '../fixtures.ts';

test('a note is kept in the repository; the history shows who changed the section', async ({
  page,
  workbench,
  content,
}) => {
  await page.goto(workbench.urlFor('th'));
  await page.locator('#overview').waitFor();
  await expect(page.locator('h2.chapter [data-progress]').first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('polyhedral-workbench-reviewer', 'สมชาย'));
  await openSection(page, 'th', 'Resting');
  await expect(page.locator('[data-history] li[data-commit]')).toHaveCount(1);

  await page.fill('textarea[name="note"]', 'ควรใช้ "พักสั้น" ให้ตรงกับอภิธานศัพท์หรือไม่');
  await page.click('[data-action="add-note"]');
  await expect(page.locator('[data-notes] li')).toContainText('สมชาย');
  const notes = readSectionNotes(content.root, 'th').value!;
  expect(notes.Resting).toEqual([
    {
      by: 'สมชาย',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      text: 'ควรใช้ "พักสั้น" ให้ตรงกับอภิธานศัพท์หรือไม่',
    },
  ]);
  expect(readFileSync(path.join(content.root, 'notes/th.yaml'), 'utf8')).toContain('Resting:');

  // A change committed by a reviewer shows in the history, newest first.
  const end = (await docText(page)).length;
  await typeOver(page, end, end, ' ก');
  await page.click('[data-action="save"]');
  await expect(page.locator('#editor .message:not(.error)')).toContainText('DamageandHealing.md');
  content.git('-c', 'user.name=Nok', 'commit', '-q', '-am', 'th: Resting reworded');
  await page.reload();
  await expect(page.locator('[data-history] li[data-commit]')).toHaveCount(2);
  await expect(page.locator('[data-history] li[data-commit]').first()).toContainText('Nok');
  await expect(page.locator('[data-notes] li')).toContainText('พักสั้น');
  await page.locator('[data-history]').scrollIntoViewIfNeeded();
  await shot(page, 'notes-history-th.png');
  expect(loadContent({ root: content.root }).diagnostics).toEqual([]);
});
