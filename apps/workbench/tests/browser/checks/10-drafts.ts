/**
 * A Thai draft on its own server over a temporary content copy: a changed number shows a QA error
 * at its line, fixing it clears it, typed Thai (keyboard and an IME composition through the
 * DevTools protocol) is saved, the section is marked reviewed, and the file differs only in that
 * section's lines and its review entry, byte for byte. One locale per flow: the Chinese section's
 * QA, save and acceptance through the app are src/server/app.test.ts's `a zh draft through the app`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadContent, type TranslatedLocale } from '@polyhedral/content';
import { pickDraft } from '../../pick-sections.ts';
import { changedLines, checksShown, docText, nextCheck, openSection, typeOver } from '../editor.ts';
import { expect, shot, test, type Workbench } from '../fixtures.ts';

async function draftFlow(
  page: Page,
  workbench: Workbench,
  root: string,
  locale: TranslatedLocale,
  typed: string,
  ime: string,
  reviewer: string,
) {
  const model = loadContent({ root });
  const pick = pickDraft(model, locale);
  const file = path.join(root, pick.file);
  const before = readFileSync(file, 'utf8');
  await page.goto(workbench.urlFor(locale));
  await openSection(page, locale, pick.id);
  const start = await docText(page);
  expect(start, 'the editor holds the section text as on disk').toBe(pick.markdown);

  // Change the number: QA shows qa-number-missing at that number's line.
  const wrong = String(Number(pick.number) + 7);
  await typeOver(page, pick.offset, pick.offset + pick.number.length, wrong);
  const line = start.slice(0, pick.offset).split('\n').length;
  await expect(
    page.locator(`.findings li[data-rule="qa-number-changed"][data-line="${line}"]`).first(),
    `QA shows the number ${pick.number} changed to ${wrong} at line ${line} of the section`,
  ).toBeAttached();
  await expect(page.locator('.cm-lintRange-error').first(), 'the editor underlines the error').toBeAttached();
  await expect(
    page.locator('[data-action="review"]'),
    'Mark reviewed is not offered while QA has errors',
  ).toBeHidden();
  await shot(page, `editor-${locale}-qa-error.png`, true);

  // Fix it, then type in the target language, by keyboard and by an IME composition.
  await typeOver(page, pick.offset, pick.offset + wrong.length, pick.number);
  await expect(page.locator('.qa-summary'), 'the error is gone once fixed').toHaveAttribute(
    'data-errors',
    '0',
  );
  // Typed into the prose right after that number (the section may end with a directive line,
  // which text appended at the very end would break).
  const at = pick.offset + pick.number.length;
  await typeOver(page, at, at, typed);
  const cdp = await page.context().newCDPSession(page);
  const composing = await checksShown(page);
  await cdp.send('Input.imeSetComposition', { text: ime.slice(0, 1), selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.imeSetComposition', {
    text: ime,
    selectionStart: ime.length,
    selectionEnd: ime.length,
  });
  await cdp.send('Input.insertText', { text: ime });
  await nextCheck(page, composing);
  const wanted = `${pick.markdown.slice(0, at)}${typed}${ime}${pick.markdown.slice(at)}`;
  await expect.poll(() => docText(page), { message: 'typed and composed text arrive once' }).toBe(wanted);
  const edited = await docText(page);

  const unsaved = page.locator('.unsaved');
  await expect(unsaved, 'the edit is marked unsaved').toBeVisible();
  await page.click('[data-action="save"]');
  await expect(unsaved, 'saved').toBeHidden();
  await shot(page, `editor-${locale}-saved.png`);
  // A typed name grants no review: Mark reviewed records the maintainer's acceptance on that
  // person's behalf (content/approvals/<locale>/<ID>.json), shown as such, never as a review.
  await page.fill('.actions input[name="reviewer"]', reviewer);
  await page.click('[data-action="review"]');
  await expect(page.locator('[data-section-state]'), "the maintainer's acceptance").toHaveAttribute(
    'data-section-state',
    'accepted',
  );
  const record = JSON.parse(
    readFileSync(path.join(root, 'approvals', locale, `${pick.id}.json`), 'utf8'),
  ) as { kind: string; onBehalfOf: string; ruleId: string; locale: string };
  expect(record, 'the record is an acceptance, not a review').toMatchObject({
    kind: 'maintainer-acceptance',
    onBehalfOf: reviewer,
    ruleId: pick.id,
    locale,
  });

  // The front matter is not touched: the section's lines alone changed.
  const after = readFileSync(file, 'utf8');
  const { removed, added } = changedLines(before, after);
  const sectionLine = before.split('\n').findIndex((text) => text.includes(`{#${pick.id}}`)) + 1;
  const lastLine = sectionLine - 1 + pick.markdown.split('\n').length;
  expect(
    removed.every((n) => n >= sectionLine && n <= lastLine),
    `only the section's lines changed (lines ${removed.join(',')}; section ${sectionLine}-${lastLine})`,
  ).toBe(true);
  const expected = before.replace(pick.markdown, edited);
  expect(after, 'the file is the old file with the typed text').toBe(expected);
  expect(
    Buffer.from(after, 'utf8').equals(Buffer.from(expected, 'utf8')),
    'the file is the old file with the typed text, byte for byte',
  ).toBe(true);
  expect(added.length, 'something changed').toBeGreaterThan(0);
}

test('th draft: QA error at its line, fix, type Thai, save, review; only that section changes', async ({
  page,
  workbench,
  content,
}) => {
  await draftFlow(page, workbench, content.root, 'th', ' ทดสอบการพิมพ์', 'ภาษาไทย', 'นภา ผู้ตรวจ');
});
