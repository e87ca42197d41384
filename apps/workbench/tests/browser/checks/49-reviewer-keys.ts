/**
 * A reviewer's day with the keyboard only (issue "a reviewer without git", item 5): open the first
 * draft, then ten times Alt+R (mark reviewed) and Alt+↓ (next section waiting for review); ten
 * sections are marked reviewed, with the reviewer's name and date, and nothing else in their files
 * changes. The keys are listed in a help overlay (F1). Translation memory: with the cursor in a
 * paragraph whose English resembles one already translated, the suggestion is listed with its
 * similarity and Alt+1 inserts its translation.
 */

import { buildTranslationMemory, loadContent, paragraphsOf } from '@polyhedral/content';
import { docText, openSection } from '../editor.ts';
import { expect, shot, test } from '../fixtures.ts';

test('ten sections reviewed with the keyboard only; the keys are listed', async ({
  page,
  workbench,
  content,
}) => {
  const model = loadContent({ root: content.root });
  await page.goto(workbench.urlFor('zh'));
  await page.evaluate(() => localStorage.setItem('polyhedral-workbench-reviewer', '李雷'));
  await page.locator('#overview').waitFor();
  // The first zh draft in book order.
  const firstDraft = await page.evaluate(async () => {
    const response = await fetch('/api/overview');
    const overview = (await response.json()) as {
      locales: Record<string, { chapters: { rows: { id: string; state: string }[] }[] }>;
    };
    return overview.locales
      .zh!.chapters.flatMap((chapter) => chapter.rows)
      .find((row) => row.state === 'draft')!.id;
  });
  await openSection(page, 'zh', firstDraft);
  await page.keyboard.press('F1');
  await expect(page.locator('dialog[data-help]')).toBeVisible();
  await expect(page.locator('dialog[data-help] dt')).toHaveCount(7);
  await shot(page, 'keys-help-zh.png');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[data-help]')).toBeHidden();

  const reviewed: string[] = [];
  for (let round = 0; round < 10; round += 1) {
    const id = (await page.locator('#editor').getAttribute('data-id'))!;
    await expect(page.locator('#editor .qa-summary[data-checks]')).toBeAttached();
    await page.keyboard.press('Alt+r');
    // A typed name records the maintainer's acceptance on that person's behalf, never a review.
    await expect(page.locator('[data-section-state]')).toHaveAttribute('data-section-state', 'accepted');
    reviewed.push(id);
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.locator('#editor')).not.toHaveAttribute('data-id', id);
  }
  expect(new Set(reviewed).size).toBe(10);
  const after = loadContent({ root: content.root });
  for (const id of reviewed) {
    const section = after.sections.get(id)!.zh!;
    expect(section.review, id).toBe('accepted');
    expect(section.reviewer?.by, id).toBe('李雷');
    expect(section.markdown, id).toBe(model.sections.get(id)!.zh!.markdown);
  }
  // The marks are records beside the content (approvals/zh/<ID>.json); no content file changes.
  expect(content.git('diff', '--name-only').trim(), 'no content file changed').toBe('');
  const added = content.git('status', '--porcelain', '-uall').trim().split('\n').sort();
  expect(added).toEqual(reviewed.map((id) => `?? approvals/zh/${id}.json`).sort());
  const removed = content
    .git('diff', '-U0')
    .split('\n')
    .filter((line) => /^-[^-]/.test(line));
  expect(
    removed.every((line) => /: draft$/.test(line)),
    removed.join('\n'),
  ).toBe(true);
});

test('translation memory: a similar paragraph is suggested, Alt+1 inserts it', async ({
  page,
  workbench,
  content,
}) => {
  const model = loadContent({ root: content.root });
  const memory = buildTranslationMemory(model, 'th');
  // A Thai section with a paragraph that resembles one translated in another section.
  let target: { id: string; block: number; translation: string } | null = null;
  for (const [id, pair] of model.sections) {
    if (!pair.en || !pair.th || target) continue;
    const english = paragraphsOf(pair.en.markdown);
    if (english.length !== paragraphsOf(pair.th.markdown).length) continue;
    english.forEach((paragraph, block) => {
      const [best] = memory.suggest(paragraph, { except: id });
      if (!target && best && best.translation.length > 20)
        target = { id, block, translation: best.translation };
    });
  }
  expect(target).not.toBeNull();
  const { id, block, translation } = target!;
  await page.goto(workbench.urlFor('th'));
  await page.locator('#overview').waitFor();
  await openSection(page, 'th', id);
  // Put the cursor in that block of the Thai text.
  const thai = model.sections.get(id)!.th!.markdown;
  const paragraph = paragraphsOf(thai)[block]!;
  const offset = thai.indexOf(paragraph) + 1;
  await page.evaluate((at) => {
    const view = window.workbench!.view;
    view.focus();
    view.dispatch({ selection: { anchor: at } });
  }, offset);
  await expect(
    page.locator(`ol[data-memory][data-block="${block}"] li[data-similarity]`).first(),
  ).toBeVisible();
  await shot(page, 'translation-memory-th.png');
  await page.keyboard.press('Alt+1');
  await expect.poll(() => docText(page)).toContain(translation);
});
