/**
 * A Taiwanese reviewer's round in the workbench (issue 33 part 3), on its own server over a
 * temporary git copy of the content: the overview lists zh-hant beside th and zh with
 * `content status zh-hant`'s counts; a converted section opens with its generated text, the English
 * and the zh text it is converted from, and cannot be marked reviewed yet; an edit saved makes the
 * file content/zh-hant/<chapter>/<page>.md with the section's own front matter (the zh text's
 * English hash, review draft, its source) and nothing else changes; Mark reviewed then records it;
 * Hand back my work downloads a zh-hant bundle with the section, adopted from its conversion.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  convertedText,
  derivedLocaleStatus,
  loadContent,
  parseHandbackBundle,
  sectionTextHash,
} from '@polyhedral/content';
import { LANGUAGE_NAMES } from '@polyhedral/i18n';
import { docText, openSection, typeOver } from '../editor.ts';
import { expect, shot, test } from '../fixtures.ts';

const ID = 'SavingThrows';

/**
 * The font families Chromium drew the first element matching `selector` with, once the fonts loaded
 * (a web font by the name inside its file: fontsource's regular Noto Sans TC calls itself "Noto Sans TC Thin").
 */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}
const FILE = 'zh-hant/playing-the-game/D20Tests.md';

test('zh-hant: open a converted section, edit, save it by hand, mark it reviewed', async ({
  page,
  workbench,
  content,
}) => {
  const model = loadContent({ root: content.root });
  const generated = convertedText(model, 'zh-hant', ID)!;
  const counts = derivedLocaleStatus(model, 'zh-hant').counts;

  await page.goto(workbench.urlFor('en'));
  await page.click('.tabs [data-locale="zh-hant"]');
  const shown = page.locator('p.counts');
  await expect(shown, 'the counts are content status zh-hant’s').toHaveAttribute(
    'data-counts',
    JSON.stringify({ from: 'zh', ...counts }),
  );
  await expect(page.locator(`tr[data-id="${ID}"]`)).toHaveAttribute('data-state', 'converted');
  // One count: the converted chip says what the counts line says (translation-only zh sections too).
  await expect(page.locator('button[data-state="converted"]')).toHaveAttribute(
    'data-count',
    String(counts.converted),
  );
  await expect(page.locator('.tabs [data-locale]')).toHaveText(['th', 'zh', 'zh-hant']);

  await openSection(page, 'zh-hant', ID);
  expect(await docText(page), 'the editor holds the generated text').toBe(generated);
  await expect(page.locator('[data-section-state]')).toHaveAttribute('data-section-state', 'converted');
  await expect(
    page.locator('[data-converted-from="zh"] pre'),
    'the zh text beside the English',
  ).toContainText('豁免检定，也称为豁免');
  await expect(
    page.locator('[data-converted-from="zh"] summary'),
    'the source language by its name, not its code',
  ).toContainText(LANGUAGE_NAMES.zh);
  await expect(page.locator('.message[role="status"]').first(), 'the note names it too').toContainText(
    LANGUAGE_NAMES.zh,
  );
  await expect(page.locator('[data-converted-from="zh"] pre'), 'tagged as Simplified text').toHaveAttribute(
    'lang',
    'zh-CN',
  );
  await expect(page.locator('[data-action="review"]'), 'nothing to mark before it is saved').toBeHidden();
  // Its Traditional characters are drawn by Noto Sans TC (the host's CJK fonts are hidden), and
  // the zh text beside it by Noto Sans SC.
  expect(await fontsOf(page, '.cm-content .cm-line'), 'the editor’s glyphs').toContainEqual(
    expect.stringMatching(/^Noto Sans TC\b/),
  );
  expect(await fontsOf(page, '[data-converted-from="zh"] pre'), 'the zh text’s glyphs').toContainEqual(
    expect.stringMatching(/^Noto Sans SC\b/),
  );
  await shot(page, 'zh-hant-converted-section.png');

  // Added to the last paragraph: a paragraph of its own would have no English block to align with
  // (content.align.extra), and a section with an error cannot be marked reviewed.
  const added = '這句由臺灣審校者補上。';
  await typeOver(page, generated.length, generated.length, added);
  await page.click('[data-action="save"]');
  await expect(page.locator('[data-section-state]'), 'written by hand now: a draft').toHaveAttribute(
    'data-section-state',
    'draft',
  );
  const file = path.join(content.root, FILE);
  expect(existsSync(file)).toBe(true);
  const zhHash = model.files.find((candidate) => candidate.file === 'zh/playing-the-game/D20Tests.md')!
    .frontMatter!.translation![ID]!;
  const text = readFileSync(file, 'utf8');
  expect(text).toMatch(
    /^---\nid: D20Tests\ntitle: D20 檢定\norder: \d+\nchapter: playing-the-game\nsource: srd-5.2-zh\n/,
  );
  expect(text).toContain(
    `translation:\n  ${ID}: "${zhHash}"\nreview:\n  ${ID}: "draft"\nsources:\n  ${ID}: "srd-5.2-zh"\n---`,
  );
  expect(text).toContain(`${generated}${added}\n`);
  expect(
    content.git('status', '--porcelain', '--untracked-files=all'),
    'only the new hand-written file',
  ).toBe(`?? ${FILE}\n`);

  await page.fill('.actions input[name="reviewer"]', '美玲');
  await page.click('[data-action="review"]');
  // A typed name records the maintainer's acceptance (approvals/zh-hant/<ID>.json), never a review;
  // the front matter keeps its draft entry.
  await expect(page.locator('[data-section-state]'), "the maintainer's acceptance").toHaveAttribute(
    'data-section-state',
    'accepted',
  );
  expect(readFileSync(file, 'utf8')).toContain(`review:\n  ${ID}: "draft"`);
  expect(derivedLocaleStatus(loadContent({ root: content.root }), 'zh-hant').counts).toMatchObject({
    handWritten: 1,
    accepted: 1,
    converted: counts.converted - 1,
  });

  // Hand back my work in zh-hant: the adopted section, converted at the start, with its mark.
  await page.goto(workbench.urlFor('en'));
  await page.click('.tabs [data-locale="zh-hant"]');
  await page.fill('.handback input[name="reviewer"]', '美玲');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.handback [data-action="handback"]').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^handback-zh-hant-\d{4}-\d{2}-\d{2}\.json$/);
  const read = parseHandbackBundle(readFileSync(await download.path()));
  expect(read.ok).toBe(true);
  if (!read.ok) return;
  expect(read.bundle.locale).toBe('zh-hant');
  expect(read.bundle.sections).toEqual([
    expect.objectContaining({
      id: ID,
      start: sectionTextHash(generated),
      markdown: `${generated}${added}`,
      review: expect.objectContaining({ state: 'reviewed' }),
      converted: true,
    }),
  ]);
});
