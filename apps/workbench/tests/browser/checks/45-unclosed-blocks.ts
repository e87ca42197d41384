/**
 * A save that would break the file is refused, whatever opened it (issue "never lose a
 * translator's work", item 1): a section of the Thai Combat chapter ends inside an unclosed ```;
 * Save answers with the opener's line in the file, in the interface language, underlined there with
 * the caret on it, and every content file is byte-identical afterwards (sha256 of each). The other
 * openers (~~~, <!--, <pre>, :::note) change only what the writer finds, not the page: their refusal
 * through the app is src/server/app.test.ts's `a section left inside an unclosed <opener>`.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { thaiPageFile } from '../../pick-sections.ts';
import { docText, openSection, typeOver } from '../editor.ts';
import { expect, test } from '../fixtures.ts';

function hashes(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === '.git') continue;
      if (statSync(full).isDirectory()) walk(full);
      else found[path.relative(root, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return found;
}

const opener = '```';

test(`Save refuses a section left inside an unclosed ${opener}, naming its line; no file changes`, async ({
  page,
  workbench,
  content,
}) => {
  const combat = thaiPageFile(content.root, 'Combat');
  const section = combat.sections[1]!;
  const before = hashes(content.root);
  await page.goto(workbench.urlFor('th'));
  await openSection(page, 'th', section.id);
  const end = (await docText(page)).length;
  await typeOver(page, end, end, `\n\n${opener}\nข้อความที่ยังไม่ปิด`);
  // The opener's line as the editor numbers it: the section's lines, the blank one, then it.
  const line = section.markdown.split('\n').length + 2;
  await page.click('[data-action="save"]');
  const refusal = page.locator('#editor .message.error');
  await expect(refusal).toContainText(`${section.id}:${line}:`);
  await expect(refusal).toContainText('ไม่ได้ปิด');
  // Underlined there, and the caret jumped to it.
  await expect(page.locator('#editor .cm-lintRange-error')).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const view = (
          window as unknown as {
            workbench?: {
              view?: {
                state: {
                  doc: { lineAt(at: number): { number: number } };
                  selection: { main: { head: number } };
                };
              };
            };
          }
        ).workbench?.view;
        return view ? view.state.doc.lineAt(view.state.selection.main.head).number : null;
      }),
    )
    .toBe(line);
  expect(hashes(content.root), 'every content file is byte-identical').toEqual(before);
  expect(content.git('status', '--porcelain'), 'git sees no change').toBe('');
});
