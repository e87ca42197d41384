import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { sharedPage } from '../support/shared-page.ts';

/** The data-source of every item of the page's sources footer (once the footer has one). */
async function sourcesOf(items: Locator): Promise<(string | null)[]> {
  await expect(items.first(), 'the footer names a source').toBeAttached();
  return items.evaluateAll((elements) => elements.map((item) => item.getAttribute('data-source')));
}

/** Rules in the reader's language: drafts noted once per page, other-language pages as a link, sources named. */
test.describe('Translations: draft note, foreign-language pages, sources in the footer', () => {
  // In order in one worker and one tab (support/shared-page.ts) for the tests that take no page
  // of their own: each loads its own page; storage is cleared between tests.
  test.describe.configure({ mode: 'default' });
  const shared = sharedPage();

  test('th Combat and Create Your Character are Thai (no English fallback sections)', async () => {
    const page = shared();
    for (const path of [
      '/th/rules/Combat/',
      '/th/rules/CreateYourCharacter/',
      '/zh/rules/CreateYourCharacter/',
    ]) {
      await page.goto(path);
      await expect(page.locator('.rule-section--fallback'), `${path}: English fallback sections`).toHaveCount(
        0,
      );
    }
  });

  test('a page with drafts shows one localized note listing them, linking to English', async () => {
    const page = shared();
    await page.goto('/zh/rules/D20Tests/');
    const notes = page.locator('[data-draft-notice]');
    await expect(notes, 'one draft note').toHaveCount(1);
    await expect(notes, 'note in Chinese').toContainText('草稿');
    await expect(
      notes.locator('a[href="#HeroicInspiration"]'),
      'links the draft section HeroicInspiration',
    ).toHaveCount(1);
    await expect(notes.locator('a[href="/en/rules/D20Tests/"]'), 'links the English page').toHaveCount(1);
    await page.goto('/zh/rules/TheSixAbilities/');
    await expect(page.locator('[data-draft-notice]'), 'no note on a page without drafts').toHaveCount(0);
  });

  test('a page that only other translations have is a note with links, not foreign body text', async () => {
    const page = shared();
    await page.goto('/en/rules/Dice/');
    const note = page.locator('[data-foreign-notice]');
    await expect(note, 'foreign-language note').toHaveCount(1);
    await expect(note.locator('a[href="/th/rules/Dice/"]'), 'links the Thai page').toHaveCount(1);
    await expect(page.locator('.rule-section'), 'no Thai body text on the English page').toHaveCount(0);
    await page.goto('/th/rules/IntroductoryPlayExample/');
    await expect(
      page.locator('[data-foreign-notice] a[href="/zh/rules/IntroductoryPlayExample/"]'),
      'the Chinese-only example is a link for a Thai reader',
    ).toHaveCount(1);
  });

  test('the playtest comparison box summarizes what differs in the reader’s language', async () => {
    const page = shared();
    await page.goto('/th/rules/DamageandHealing/');
    const summary = page.locator('details.playtest [data-difference="lowest-hit-points"]');
    await expect(summary, 'lowest-hit-points summary in the Hit Points box').toHaveCount(1);
    await expect(summary, 'Thai summary').toHaveText(/[\u0E00-\u0E7F]/);
    await expect(summary, 'Thai summary mentions 0').toContainText('0');
  });

  test('the footer names the sources of the page, and no CC-BY notice over free-rules text', async () => {
    const page = shared();
    await page.goto('/en/rules/Conditions/');
    const sources = await sourcesOf(page.locator('.page-sources [data-source]'));
    expect(sources, `sources ${sources.join(', ')}`).toContain('free-rules-2024');
    expect(sources, `no SRD source on Conditions: ${sources.join(', ')}`).not.toContain('srd-5.2');
    const footer = page.locator('.site-attribution');
    await expect(footer, 'the attribution footer').toBeAttached();
    await expect(footer, 'no CC-BY statement').not.toContainText('CC-BY-4.0.');
    await page.goto('/th/rules/Combat/');
    const thai = await sourcesOf(page.locator('.page-sources [data-source]'));
    expect(thai, `th Combat names the drafted translation: ${thai.join(', ')}`).toContain('polyhedral-th');
  });

  test('a th/zh page names its sources and its previous/next pages in the reader’s language', async () => {
    const page = shared();
    for (const [locale, letters] of [
      ['zh', /[\u4E00-\u9FFF]/],
      ['th', /[\u0E00-\u0E7F]/],
    ] as const) {
      await page.goto(`/${locale}/rules/LevelAdvancement/`);
      const items = page.locator('.page-sources [data-source] > span');
      await expect(items.first(), `${locale}: footer names a source`).toBeAttached();
      const names = await items.allTextContents();
      for (const name of names) {
        expect(name, `${locale}: source named in the reader's language: ${name}`).toMatch(letters);
        expect(name, `${locale}: no English source name: ${name}`).not.toContain('System Reference Document');
      }
      // The last page of Character Creation leads to the first playtest-only topic (Contests).
      await expect(
        page.locator('.pagination-links a[rel="next"] .link-title'),
        `${locale}: next page titled in the reader's language`,
      ).toHaveText(letters);
    }
  });
});
