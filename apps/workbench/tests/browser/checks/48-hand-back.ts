/**
 * Hand back my work (issue "a reviewer without git"): in a copy with no git (a zip download), the
 * workbench records where the work starts; the reviewer edits one section, marks another reviewed,
 * types their name and presses "Hand back my work": one bundle file downloads, and the page says
 * what to do with it next, in the reviewer's language. The maintainer applies that file in a clone
 * with history: the two sections land, nothing else changes. With nothing changed, the page says
 * so and downloads nothing. A section changed on both sides opens in the editor with both
 * versions (a word diff) for a merge.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  exportHandback,
  importHandback,
  loadContent,
  parseHandbackBundle,
  recordStartingPoint,
  saveSection,
  sectionTextHash,
  serializeHandbackBundle,
} from '@polyhedral/content';
import { maintainerOf } from '@polyhedral/content/testing/maintainer';
import { makeTempContent } from '../../temp-content.ts';
import { docText, openSection, typeOver } from '../editor.ts';
import { expect, shot, test } from '../fixtures.ts';

// A sentence with no quantity: one that starts something (เริ่มพัก) adds a turn's boundary the English lacks.
const ADDED = ' ผู้เล่นบอกผู้คุมเกมเมื่อพัก';

test('a reviewer without git hands back one file; the maintainer applies it', async ({ page, serve }) => {
  const zip = makeTempContent();
  const maintainer = makeTempContent();
  // Mark reviewed signs with the maintainer's key: one registered in this copy's reviewers.yaml,
  // named for the test's length only (the worker's copy has its own).
  const workerKey = process.env.POLYHEDRAL_MAINTAINER_KEY;
  try {
    await maintainerOf(zip.root);
    rmSync(path.join(zip.root, '.git'), { recursive: true, force: true });
    const workbench = await serve(zip.root);
    await page.goto(workbench.urlFor('th'));
    await page.locator('#overview').waitFor();
    // Nothing changed yet: the page says so, in Thai, and nothing downloads.
    await page.locator('.handback [data-action="handback"]').click();
    await expect(page.locator('.handback .message.error')).toContainText('ไม่มีงานให้ส่งคืน');

    // One edit, one review mark.
    await openSection(page, 'th', 'Resting');
    const end = (await docText(page)).length;
    await typeOver(page, end, end, ADDED);
    await page.click('[data-action="save"]');
    await expect(page.locator('#editor .message:not(.error)')).toContainText('DamageandHealing.md');
    await openSection(page, 'th', 'HalfDamage');
    // A review credits a person: without a name it is refused, and the name field gets the focus.
    await page.click('[data-action="review"]');
    await expect(page.locator('#editor .message.error')).toContainText('ชื่อ');
    await expect(page.locator('.actions input[name="reviewer"]')).toBeFocused();
    await page.fill('.actions input[name="reviewer"]', 'สมชาย');
    await page.click('[data-action="review"]');
    // A typed name is the maintainer's acceptance on that person's behalf, never a review.
    await expect(page.locator('[data-section-state]')).toHaveAttribute('data-section-state', 'accepted');

    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.locator('#overview').waitFor();
    await page.fill('.handback input[name="reviewer"]', 'สมชาย');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.handback [data-action="handback"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^handback-th-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = await download.path();
    const read = parseHandbackBundle(readFileSync(saved));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.bundle.sections.map((section) => section.id)).toEqual(['Resting', 'HalfDamage']);
    expect(read.bundle.sections[1]!.review).toMatchObject({ state: 'reviewed', by: 'สมชาย' });
    // The workbench's messages join the Thai words a line must not split (ผู้ดูแล, ตรวจทาน: WORD JOINERs between
    // their letters, @polyhedral/i18n's joinBorrowedWords); the sentence is read without them.
    await expect
      .poll(async () =>
        (await page.locator('.handback .message').textContent())?.replace(/[\u2060\u200b]/g, ''),
      )
      .toContain('ส่งไฟล์นี้ให้ผู้ดูแลโครงการ');
    await shot(page, 'hand-back-th.png');

    // The maintainer's clone: the two sections land in one file, nothing else.
    // An unsigned review mark (a typed name) is a suggestion for the maintainer, never a review.
    const result = await importHandback(maintainer.root, read.bundle);
    expect(result.refused).toBeNull();
    expect(result.sections.map((step) => step.action)).toEqual(['replace', 'same']);
    expect(result.reviews.map((review) => review.outcome)).toEqual(['suggested']);
    expect(maintainer.git('status', '--porcelain').trim().split('\n').sort()).toEqual([
      '?? suggestions/',
      'M th/playing-the-game/DamageandHealing.md',
    ]);
    const model = loadContent({ root: maintainer.root });
    expect(model.sections.get('Resting')!.th!.markdown.endsWith(ADDED.trim())).toBe(true);
    expect(model.sections.get('HalfDamage')!.th!.review).toBe('draft');
  } finally {
    if (workerKey === undefined) delete process.env.POLYHEDRAL_MAINTAINER_KEY;
    else process.env.POLYHEDRAL_MAINTAINER_KEY = workerKey;
    zip.remove();
    maintainer.remove();
  }
});

test('a section changed on both sides: the workbench opens both versions to merge', async ({
  page,
  serve,
}) => {
  const zip = makeTempContent();
  const maintainer = makeTempContent();
  try {
    // The reviewer's bundle: Resting rewritten in a copy without git.
    rmSync(path.join(zip.root, '.git'), { recursive: true, force: true });
    recordStartingPoint(loadContent({ root: zip.root }));
    const reviewerModel = loadContent({ root: zip.root });
    const resting = reviewerModel.sections.get('Resting')!.th!.markdown;
    const saved = saveSection(reviewerModel, 'th', 'Resting', `${resting}${ADDED}`, {
      base: sectionTextHash(resting),
    });
    expect(saved.ok).toBe(true);
    const exported = exportHandback(loadContent({ root: zip.root }), 'th', { reviewer: 'Nok' });
    if (!exported.ok) throw new Error('export failed');
    const bundleFile = path.join(zip.root, 'handback-th.json');
    writeFileSync(bundleFile, serializeHandbackBundle(exported.bundle));

    // Meanwhile the maintainer changed the same section.
    const maintainerModel = loadContent({ root: maintainer.root });
    const theirs = maintainerModel.sections.get('Resting')!.th!;
    const file = path.join(maintainer.root, theirs.file);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(theirs.markdown, `${theirs.markdown} ข้อความของผู้ดูแล`),
    );
    maintainer.git('commit', '-q', '-am', 'th: maintainer edit');

    const workbench = await serve(maintainer.root);
    await page.goto(workbench.urlFor('th'));
    await page.locator('#overview').waitFor();
    await page.locator('.handback-open summary').click();
    await page.setInputFiles('.handback-open input[type=file]', bundleFile);
    await expect(page.locator('.handback-results li[data-id="Resting"]')).toHaveAttribute(
      'data-action',
      'conflict',
    );
    await expect(page.locator('.handback-results [data-opened]')).toContainText('ถูกแก้ทั้งสองฝั่ง 1 หัวข้อ');
    await page.locator('.handback-results li[data-id="Resting"] [data-action="merge"]').click();
    await expect(page.locator('#editor[data-id="Resting"] [data-incoming]')).toBeVisible();
    // The words here struck through, the file's underlined (a Thai word diff splits by words).
    await expect(page.locator('[data-incoming] del').first()).toContainText('ข้อความ');
    await expect(page.locator('[data-incoming] ins').first()).toBeVisible();
    await shot(page, 'hand-back-merge-th.png');
    // Take the file's version, keep the maintainer's sentence too, save.
    await page.locator('[data-action="use-incoming"]').click();
    const end = (await docText(page)).length;
    await typeOver(page, end, end, ' ข้อความของผู้ดูแล');
    await page.click('[data-action="save"]');
    await expect(page.locator('#editor .message:not(.error)')).toContainText('DamageandHealing.md');
    await expect(page.locator('[data-incoming]')).toHaveCount(0);
    const merged = loadContent({ root: maintainer.root }).sections.get('Resting')!.th!.markdown;
    expect(merged.endsWith(`${ADDED} ข้อความของผู้ดูแล`)).toBe(true);
    expect(maintainer.git('status', '--porcelain').trim()).toBe('M th/playing-the-game/DamageandHealing.md');
  } finally {
    zip.remove();
    maintainer.remove();
  }
});
