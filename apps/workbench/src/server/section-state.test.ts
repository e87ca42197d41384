/**
 * The overview's counts are those of `pnpm content status --json` (one function, contentStatus),
 * on the real content; and every section a translation has can be reached from it, the sections
 * only a translation has (content/translation-only.yaml) included.
 */
import { contentStatus, loadContent, TRANSLATED_LOCALES } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { overview } from './section-state.ts';

const model = loadContent();

describe('overview', () => {
  it('shows the counts of content status --json for each locale', () => {
    const status = contentStatus(model);
    const shown = overview(model, TRANSLATED_LOCALES);
    for (const locale of TRANSLATED_LOCALES) {
      const expected = status.locales[locale];
      expect(shown.locales[locale]!.counts).toEqual({
        sections: status.sections,
        translated: expected.translated,
        current: expected.current,
        stale: expected.stale,
        draft: expected.draft,
        missing: expected.missing,
        translationOnly: expected.translationOnly,
      });
    }
  });

  it('lists every section of each locale, the translation-only ones included', () => {
    const shown = overview(model, TRANSLATED_LOCALES);
    for (const locale of TRANSLATED_LOCALES) {
      const rows = shown.locales[locale]!.chapters.flatMap((chapter) => chapter.rows);
      const listed = new Set(rows.map((row) => row.id));
      const only = rows.filter((row) => row.translationOnly).length;
      const sections = model.files
        .filter((file) => file.collection === locale)
        .flatMap((file) => file.sections)
        .filter((section) => !(section.intro && section.markdown === ''))
        // A page intro the English leaves empty is not a section to translate (content status skips it).
        .filter((section) => {
          const english = model.sections.get(section.id)?.en;
          return !(english?.intro && english.markdown === '');
        });
      for (const section of sections) expect(listed.has(section.id), `${locale} ${section.id}`).toBe(true);
      expect(only).toBe(contentStatus(model).locales[locale].translationOnly);
    }
  });
});
