/**
 * The maintainer's suggestions in the workbench (issue 58): what an import queued shows on the
 * overview, in the interface language, with who sent it, the approval that did not count and why,
 * and the word diff; Accept marks an approval reviewed under its name, Reject puts a correction's
 * earlier text back, and each entry leaves the list. Screenshots in Thai and Chinese, light and dark.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, saveSection, sectionTextHash } from '@polyhedral/content';
import { expect, SHOTS, shot, test } from '../fixtures.ts';

const ADDED = 'ปัดเศษขึ้นแทนการปัดเศษลง';
const READER = 'สมศรี มีสุข';

/** `start`: the commit the reader's copy began at (the copy's own HEAD: the English has not changed since). */
function seedQueue(root: string, start: string): { corrected: string; approved: string; before: string } {
  const model = loadContent({ root });
  const drafts = [...model.sections.values()]
    .map((entry) => entry.th)
    .filter((section) => section?.review === 'draft' && !section.intro);
  const corrected = drafts[0]!;
  const approved = drafts[1]!;
  const saved = saveSection(model, 'th', corrected.id, `${corrected.markdown}\n\n${ADDED}`, {
    base: sectionTextHash(corrected.markdown),
  });
  if (!saved.ok) throw new Error('seed save refused');
  mkdirSync(path.join(root, 'suggestions'), { recursive: true });
  const from = `git:${start}`;
  writeFileSync(
    path.join(root, 'suggestions/th.json'),
    JSON.stringify({
      suggestions: [
        {
          id: corrected.id,
          received: '2026-11-27',
          from,
          before: corrected.markdown,
          text: `${corrected.markdown}\n\n${ADDED}`,
          sender: READER,
          approval: null,
        },
        {
          id: approved.id,
          received: '2026-11-27',
          from,
          before: approved.markdown,
          text: approved.markdown,
          sender: READER,
          approval: { by: READER, date: '2026-11-27', reason: 'unsigned' },
        },
      ],
    }),
  );
  return { corrected: corrected.id, approved: approved.id, before: corrected.markdown };
}

test('the suggestions list: sender, reason, diff; accept and reject', async ({ content, serve, page }) => {
  const { corrected, approved, before } = seedQueue(content.root, content.git('rev-parse', 'HEAD').trim());
  const workbench = await serve(content.root);
  await page.goto(workbench.urlFor('th'));
  const panel = page.locator('[data-suggestions="th"]');
  await expect(panel.locator(`[data-suggestion="${corrected}"]`)).toContainText(`การแก้ไขส่งมาโดย ${READER}`);
  await expect(panel.locator(`[data-suggestion="${corrected}"] ins`)).toContainText(ADDED);
  await expect(panel.locator(`[data-suggestion="${approved}"] [data-approval="unsigned"]`)).toContainText(
    'ไม่ได้ลงลายมือชื่อดิจิทัล',
  );
  await panel.scrollIntoViewIfNeeded();
  if (SHOTS) {
    await shot(panel, '54-suggestions-th-light.png');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(panel, '54-suggestions-th-dark.png');
    await page.emulateMedia({ colorScheme: 'light' });
  }

  await panel.locator(`[data-suggestion="${approved}"] [data-action="accept"]`).click();
  await expect(panel.locator('.message')).toContainText(`ยอมรับแล้ว: ${approved}`);
  await expect(panel.locator(`[data-suggestion="${approved}"]`)).toHaveCount(0);
  await panel.locator(`[data-suggestion="${corrected}"] [data-action="reject"]`).click();
  await expect(panel.locator('.message')).toContainText(`ปฏิเสธแล้ว: ${corrected} กลับไปใช้ข้อความเดิม`);
  const model = loadContent({ root: content.root });
  // The maintainer's acceptance on the reader's behalf (content/approvals/): never a review.
  expect(model.sections.get(approved)!.th!.review).toBe('accepted');
  expect(model.sections.get(approved)!.th!.reviewer?.by).toBe(READER);
  expect(model.sections.get(corrected)!.th!.markdown).toBe(before);

  // Chinese interface, dark: the list empty now, said so.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(workbench.urlFor('zh'));
  await expect(page.locator('[data-suggestions] [data-suggestions-empty]')).toContainText('没有等待中的建议');
});
