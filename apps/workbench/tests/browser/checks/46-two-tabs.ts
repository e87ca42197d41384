/**
 * Two tabs, two sections of one file (issue "never lose a translator's work", item 4): both saves
 * succeed and `git diff` shows exactly those two sections changed; unsaved text in each tab comes
 * back to that tab after a reload.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { thaiPageFile } from '../../pick-sections.ts';
import { docText, openSection, typeOver } from '../editor.ts';
import { expect, test } from '../fixtures.ts';

test('two tabs save two sections of one file; reload gives each tab its own draft', async ({
  page,
  workbench,
  content,
}) => {
  const combat = thaiPageFile(content.root, 'Combat');
  const [first, second] = [combat.sections[1]!, combat.sections[2]!];
  const file = path.join(content.root, combat.file);
  const original = readFileSync(file, 'utf8');

  const tabA = page;
  await tabA.goto(workbench.urlFor('th'));
  const tabB = await tabA.context().newPage();
  await tabB.goto(workbench.urlFor('th'));
  await openSection(tabA, 'th', first.id);
  await openSection(tabB, 'th', second.id);
  for (const [tab, words] of [
    [tabA, ' (แท็บ ก)'],
    [tabB, ' (แท็บ ข)'],
  ] as const) {
    const end = (await docText(tab)).length;
    await typeOver(tab, end, end, words);
  }
  // A saves, then B saves the same file: B's section is its own, so nothing conflicts.
  await tabA.click('[data-action="save"]');
  await expect(tabA.locator('#editor .message:not(.error)')).toContainText(combat.file);
  await tabB.click('[data-action="save"]');
  await expect(tabB.locator('#editor .message:not(.error)')).toContainText(combat.file);
  const expected = original
    .replace(first.markdown, `${first.markdown} (แท็บ ก)`)
    .replace(second.markdown, `${second.markdown} (แท็บ ข)`);
  expect(readFileSync(file, 'utf8'), 'exactly the two sections changed').toBe(expected);
  expect(content.git('diff', '--name-only').trim()).toBe(combat.file);
  const changed = content
    .git('diff', '-U0')
    .split('\n')
    .filter((line) => /^[-+][^-+]/.test(line));
  expect(changed).toHaveLength(4);

  // Unsaved text in both tabs; each reload offers that tab's own draft back.
  for (const [tab, words] of [
    [tabA, ' ร่างของแท็บ ก'],
    [tabB, ' ร่างของแท็บ ข'],
  ] as const) {
    const end = (await docText(tab)).length;
    await typeOver(tab, end, end, words);
  }
  for (const [tab, words] of [
    [tabA, 'ร่างของแท็บ ก'],
    [tabB, 'ร่างของแท็บ ข'],
  ] as const) {
    await tab.reload();
    await expect(tab.locator('[data-restore="own"]')).toBeVisible();
    await tab.locator('[data-restore="own"] [data-action="restore"]').click();
    await expect.poll(() => docText(tab)).toContain(words);
  }
});
