/**
 * Never losing work, on a server over a temporary content copy: unsaved text is offered back
 * after a reload, and a save over a file someone else changed on disk is refused, showing both
 * versions and leaving the file as they wrote it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '@polyhedral/content';
import { pickDraft } from '../../pick-sections.ts';
import { docText, openSection, typeOver } from '../editor.ts';
import { expect, test } from '../fixtures.ts';

test('unsaved text survives a reload; a save over a changed file is refused', async ({
  page,
  workbench,
  content,
}) => {
  const model = loadContent({ root: content.root });
  const pick = pickDraft(model, 'zh');
  const file = path.join(content.root, pick.file);
  await page.goto(workbench.urlFor('zh'));
  await openSection(page, 'zh', pick.id);
  const end = (await docText(page)).length;
  await typeOver(page, end, end, '未保存的文字');
  await page.reload();
  await expect(page.locator('[data-restore]'), 'the unsaved text is offered back').toBeVisible();
  await page.click('[data-action="restore"]');
  await expect
    .poll(() => docText(page), { message: 'the unsaved text is back in the editor' })
    .toMatch(/未保存的文字$/);

  // Someone else changes the file; Save refuses and shows both versions.
  const other = readFileSync(file, 'utf8').replace(pick.markdown, `${pick.markdown}\n\n另一个编辑器的修改。`);
  writeFileSync(file, other);
  await page.click('[data-action="save"]');
  await expect(page.locator('[data-conflict]:not([hidden]) [data-version="disk"]')).toBeVisible();
  await expect(page.locator('[data-version="disk"]'), 'the version on disk is shown').toContainText(
    '另一个编辑器的修改',
  );
  await expect(page.locator('[data-version="yours"]'), 'your text is shown').toContainText('未保存的文字');
  expect(readFileSync(file, 'utf8'), 'the file on disk is untouched').toBe(other);

  // Opened again, the draft is offered back with the text the file has now beside it: Restore
  // never replaces a change (an imported correction) the translator has not been shown (issue 72).
  await page.reload();
  const offer = page.locator('[data-restore][data-restore-moved]');
  await expect(offer, 'the offer says the section changed since the draft began').toBeVisible();
  await expect(offer.locator('[data-restore-now]'), 'the text now is shown').toContainText(
    '另一个编辑器的修改',
  );
  expect(readFileSync(file, 'utf8'), 'offering the draft writes nothing').toBe(other);
});
