import { getCoreTable } from '@polyhedral/core/tables';
import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { coreTableText, tableLines } from './core-table-text.ts';
import { type PageEnglishSection, pageEnglish } from './page-english.ts';
import { ruleBlocks } from './rule-blocks.ts';
import { readerSections, siteContent } from './site-content.ts';

/** th, zh and zh-hant (made from zh): every locale a reader reads translated. */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

/** The English files of every translated rule page (issue 102: every table's English, headings once). */
describe("a translated page's English file, over the repository's text", () => {
  const content = siteContent();
  const files = TRANSLATED.flatMap((locale) =>
    content.pages.flatMap((page) => {
      const english = pageEnglish(content, locale, page.id);
      return english ? english.sections.map((section) => ({ locale, page: page.id, section })) : [];
    }),
  );
  const tableDirectives = (section: PageEnglishSection) =>
    (content.model.sections.get(section.id)?.en?.markdown.match(/^::table\{id="[^"]+"\}$/gm) ?? []).length;

  it('gives every core table its English header and rows, row by row, from the core’s English strings', () => {
    let tables = 0;
    let rows = 0;
    for (const { locale, page, section } of files) {
      const shown = section.blocks.filter((block) => block?.[0] === 'table');
      expect(shown.length, `${locale} ${page} ${section.id}`).toBe(tableDirectives(section));
      for (const block of shown) {
        tables += 1;
        rows += block![1].split('\n').length;
      }
    }
    console.log(
      `every table's English: ${tables} core tables with ${rows} English lines (header rows included) on ${files.length} translated sections`,
    );
    expect(tables).toBeGreaterThanOrEqual(TRANSLATED.length * 4);
  });

  it('the Typical Difficulty Classes table’s English is the core’s, a line per row under its header', () => {
    const d20 = files.find(
      ({ locale, section }) =>
        locale === 'th' &&
        content.model.sections
          .get(section.id)
          ?.en?.markdown.includes('::table{id="TypicalDifficultyClasses"}'),
    );
    const block = d20?.section.blocks.find((candidate) => candidate?.[0] === 'table');
    const table = coreTableText('TypicalDifficultyClasses', 'en');
    expect(block?.[1]).toBe(tableLines(table));
    expect(block?.[1].split('\n')).toHaveLength(getCoreTable('TypicalDifficultyClasses').rows.length + 1);
    expect(block?.[1].split('\n')[1]).toMatch(/^Very Easy \| 5$/i);
  });
});

/** Issue 102, L13: the English file names every text with no English original, so the view can say so. */
describe("a translated page's English file names the text with no English original", () => {
  const content = siteContent();
  const pages = TRANSLATED.flatMap((locale) =>
    content.pages.flatMap((page) => {
      const english = pageEnglish(content, locale, page.id);
      return english ? [{ locale, page: page.id, english }] : [];
    }),
  );

  it('lists every translation-only section shown on a page with an English file, and only those', () => {
    let listed = 0;
    for (const { locale, page, english } of pages) {
      const expected = readerSections(content, locale, page)
        .filter((section) => section.translationOnly)
        .map((section) => section.id);
      expect(english.only ?? [], `${locale} ${page}`).toEqual(expected);
      listed += expected.length;
    }
    console.log(`no English original: ${listed} translation-only sections on ${pages.length} English files`);
    expect(listed).toBeGreaterThanOrEqual(TRANSLATED.length);
  });

  it('gives the position of every {en-none=SOURCE} block of an aligned section, and of no other block', () => {
    // Today's {en-none} blocks (PlayingtheGame th, zh) fill a section with no aligned block: that page
    // has no English view. The view's note for such a block is tested in reading/no-english-note.test.ts.
    let marked = 0;
    for (const { locale, page, english } of pages) {
      for (const section of english.sections) {
        const shown = readerSections(content, locale, page).find((candidate) => candidate.id === section.id)!;
        const expected = ruleBlocks(content, shown.locale, shown).flatMap((block, position) =>
          block.source ? [position] : [],
        );
        expect(section.none ?? [], `${locale} ${page} ${section.id}`).toEqual(expected);
        for (const position of section.none ?? []) expect(section.en[position]).toEqual([]);
        marked += expected.length;
      }
    }
    const all = TRANSLATED.flatMap((locale) =>
      content.pages.flatMap((page) =>
        readerSections(content, locale, page.id).flatMap((section) =>
          section.locale === locale
            ? ruleBlocks(content, locale, section).filter((block) => block.source)
            : [],
        ),
      ),
    ).length;
    console.log(`no English original: ${marked} of ${all} {en-none} blocks are in aligned sections`);
    expect(all).toBeGreaterThan(0);
  });
});
