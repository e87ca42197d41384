import { getCoreTable } from '@polyhedral/core/tables';
import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { coreTableText, tableLines } from './core-table-text.ts';
import { type PageEnglishSection, pageEnglish } from './page-english.ts';
import { siteContent } from './site-content.ts';

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
