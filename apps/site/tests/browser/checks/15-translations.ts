import { expect, type Scenario } from '../harness.ts';

/** Rules in the reader's language: drafts noted once per page, other-language pages as a link, sources named. */
const scenario: Scenario = {
  name: 'Translations: draft note, foreign-language pages, sources in the footer',
  checks: [
    {
      name: 'th Combat and Create Your Character are Thai (no English fallback sections)',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          for (const path of [
            '/th/rules/Combat/',
            '/th/rules/CreateYourCharacter/',
            '/zh/rules/CreateYourCharacter/',
          ]) {
            await page.goto(`${context.baseUrl}${path}`);
            const fallback = await page.locator('.rule-section--fallback').count();
            expect(fallback === 0, `${path}: ${fallback} English fallback sections`);
          }
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a page with drafts shows one localized note listing them, linking to English',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/zh/rules/D20Tests/`);
          const notes = page.locator('[data-draft-notice]');
          expect((await notes.count()) === 1, 'one draft note');
          expect(((await notes.textContent()) ?? '').includes('草稿'), 'note in Chinese');
          expect(
            (await notes.locator('a[href="#HeroicInspiration"]').count()) === 1,
            'links the draft section HeroicInspiration',
          );
          expect(
            (await notes.locator('a[href="/en/rules/D20Tests/"]').count()) === 1,
            'links the English page',
          );
          await page.goto(`${context.baseUrl}/zh/rules/TheSixAbilities/`);
          expect(
            (await page.locator('[data-draft-notice]').count()) === 0,
            'no note on a page without drafts',
          );
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a page that only other translations have is a note with links, not foreign body text',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/Dice/`);
          const note = page.locator('[data-foreign-notice]');
          expect((await note.count()) === 1, 'foreign-language note');
          expect((await note.locator('a[href="/th/rules/Dice/"]').count()) === 1, 'links the Thai page');
          expect(
            (await page.locator('.rule-section').count()) === 0,
            'no Thai body text on the English page',
          );
          await page.goto(`${context.baseUrl}/th/rules/IntroductoryPlayExample/`);
          expect(
            (await page
              .locator('[data-foreign-notice] a[href="/zh/rules/IntroductoryPlayExample/"]')
              .count()) === 1,
            'the Chinese-only example is a link for a Thai reader',
          );
        } finally {
          await close();
        }
      },
    },
    {
      name: 'the playtest comparison box summarizes what differs in the reader’s language',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/th/rules/DamageandHealing/`);
          const summary = page.locator('details.playtest [data-difference="lowest-hit-points"]');
          expect((await summary.count()) === 1, 'lowest-hit-points summary in the Hit Points box');
          const text = (await summary.textContent()) ?? '';
          expect(/[\u0E00-\u0E7F]/.test(text) && text.includes('0'), `Thai summary: ${text.slice(0, 60)}`);
        } finally {
          await close();
        }
      },
    },
    {
      name: 'the footer names the sources of the page, and no CC-BY notice over free-rules text',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          await page.goto(`${context.baseUrl}/en/rules/Conditions/`);
          const sources = await page
            .locator('.page-sources [data-source]')
            .evaluateAll((items) => items.map((item) => item.getAttribute('data-source')));
          expect(sources.includes('free-rules-2024'), `sources ${sources.join(', ')}`);
          expect(!sources.includes('srd-5.2'), `no SRD source on Conditions: ${sources.join(', ')}`);
          const footer = (await page.locator('.site-attribution').textContent()) ?? '';
          expect(!footer.includes('CC-BY-4.0.'), 'no CC-BY statement');
          await page.goto(`${context.baseUrl}/th/rules/Combat/`);
          const thai = await page
            .locator('.page-sources [data-source]')
            .evaluateAll((items) => items.map((item) => item.getAttribute('data-source')));
          expect(
            thai.includes('polyhedral-th'),
            `th Combat names the drafted translation: ${thai.join(', ')}`,
          );
        } finally {
          await close();
        }
      },
    },
    {
      name: 'a th/zh page names its sources and its previous/next pages in the reader’s language',
      run: async (context) => {
        const { page, close } = await context.newPage();
        try {
          for (const [locale, letters] of [
            ['zh', /[\u4E00-\u9FFF]/],
            ['th', /[\u0E00-\u0E7F]/],
          ] as const) {
            await page.goto(`${context.baseUrl}/${locale}/rules/LevelAdvancement/`);
            const names = await page
              .locator('.page-sources [data-source] > span')
              .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
            expect(names.length > 0, `${locale}: footer names a source`);
            for (const name of names) {
              expect(letters.test(name), `${locale}: source named in the reader's language: ${name}`);
              expect(
                !name.includes('System Reference Document'),
                `${locale}: no English source name: ${name}`,
              );
            }
            // The last page of Character Creation leads to the first playtest-only topic (Contests).
            const next =
              (await page.locator('.pagination-links a[rel="next"] .link-title').textContent()) ?? '';
            expect(letters.test(next), `${locale}: next page titled in the reader's language: ${next}`);
          }
        } finally {
          await close();
        }
      },
    },
  ],
};

export default scenario;
