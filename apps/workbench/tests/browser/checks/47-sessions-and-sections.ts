/**
 * The rest of "never lose a translator's work" in a browser: the token leaves the address bar
 * and a second tab works through the session cookie; lint underlines are drawn without images
 * the CSP blocks; a rule link in the preview opens that section in the workbench; a section only
 * the translation has opens; a missing section starts from the English and Save creates it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '@polyhedral/content';
import { pickDraft } from '../../pick-sections.ts';
import { docText, openSection, typeOver } from '../editor.ts';
import { expect, test } from '../fixtures.ts';

test('the token leaves the address bar; a second tab works through the session', async ({
  page,
  workbench,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to load/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(workbench.urlFor('th'));
  await expect(page.locator('#overview')).toBeVisible();
  expect(page.url()).not.toContain('token');
  const second = await page.context().newPage();
  await second.goto(new URL('/', page.url()).href);
  await expect(second.locator('#overview'), 'a new tab gets in without the token').toBeVisible();
  expect(violations).toEqual([]);
});

test('lint underlines need no image; a preview rule link opens that section here', async ({
  page,
  workbench,
  content,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to load/i.test(message.text())) violations.push(message.text());
  });
  const model = loadContent({ root: content.root });
  const pick = pickDraft(model, 'th');
  await page.goto(workbench.urlFor('th'));
  await openSection(page, 'th', pick.id);
  await typeOver(page, pick.offset, pick.offset + pick.number.length, String(Number(pick.number) + 7));
  const underline = page.locator('.cm-lintRange-error').first();
  await expect(underline).toBeAttached();
  const style = await underline.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      image: computed.backgroundImage,
      line: computed.textDecorationLine,
      kind: computed.textDecorationStyle,
    };
  });
  expect(style).toEqual({ image: 'none', line: 'underline', kind: 'wavy' });
  expect(violations, 'no CSP violation').toEqual([]);

  // A rule link in the preview opens that section in the workbench.
  const linked =
    model.sections.get(pick.id)?.th?.markdown.match(/\]\(rule:([A-Za-z0-9]+)\)/)?.[1] ?? 'D20Tests';
  const end = (await docText(page)).length;
  await typeOver(page, end, end, `\n\nดู[กฎ](rule:${linked})`);
  await page.locator(`.pane [lang="th"] a[href="#/th/${linked}"]`).first().click();
  await expect(page.locator(`#editor[data-id="${linked}"]`)).toBeVisible();
});

test('a translation-only section opens; a missing section starts from English and is created', async ({
  page,
  workbench,
  content,
}) => {
  const model = loadContent({ root: content.root });
  const only = [...model.translationOnly.th][0]!;
  await page.goto(workbench.urlFor('th'));
  await openSection(page, 'th', only);
  await expect(page.locator('#editor [data-section-state]')).toBeVisible();

  // Remove one Thai section (not the first of its file), then open it: it starts from the English.
  const combat = model.files.find((file) => file.collection === 'th' && file.name === 'Combat')!;
  const gone = combat.sections[2]!;
  const file = path.join(content.root, combat.file);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace(`${gone.markdown}\n\n`, ''));
  // Back to the overview first, and wait for it: a slower overview render must not land on the editor.
  await page.evaluate(() => {
    location.hash = '#/';
  });
  await expect(page.locator('#overview')).toBeVisible();
  await page.evaluate((id) => {
    location.hash = `#/th/${id}`;
  }, gone.id);
  await expect(page.locator(`#editor[data-id="${gone.id}"] [data-section-state="missing"]`)).toBeVisible();
  expect(await docText(page)).toBe(model.sections.get(gone.id)!.en!.markdown);
  await page.evaluate((text) => {
    const view = window.workbench!.view;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  }, gone.markdown);
  await page.click('[data-action="save"]');
  await expect(page.locator('#editor .message:not(.error)')).toContainText(combat.file);
  const created = loadContent({ root: content.root }).sections.get(gone.id)!.th!;
  expect(created.markdown).toBe(gone.markdown);
  expect(created.review).toBe('draft');
});
