/**
 * The overview's counts are those of `pnpm content status --json` (one function, contentStatus),
 * on the real content; and every section a translation has can be reached from it, the sections
 * only a translation has (content/translation-only.yaml) included. A file the loader refused (a
 * link outside content/) is named as refused, its sections not as missing.
 */
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ContentFile, contentStatus, loadContent, TRANSLATED_LOCALES } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { makeTempContent, type TempContent } from '../../tests/temp-content.ts';
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
        states: expected.states,
      });
    }
  });

  it('counts each state once: the line, the chips and the rows of a state agree', () => {
    const shown = overview(model, TRANSLATED_LOCALES);
    for (const locale of TRANSLATED_LOCALES) {
      const rows = shown.locales[locale]!.chapters.flatMap((chapter) => chapter.rows);
      const states = shown.locales[locale]!.counts.states!;
      for (const [state, count] of Object.entries(states))
        expect(
          rows.filter((row) => !row.translationOnly && row.state === state).length,
          `${locale} ${state}`,
        ).toBe(count);
      expect(Object.values(states).reduce((sum, count) => sum + count, 0)).toBe(
        shown.locales[locale]!.counts.sections,
      );
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

/** Runs `test` on a temporary copy of the content and a Thai file of it with more than three sections, then removes the copy. */
function withThaiFile(test: (temp: TempContent, file: ContentFile) => void): void {
  const temp = makeTempContent();
  try {
    const file = loadContent({ root: temp.root }).files.find(
      (candidate) => candidate.collection === 'th' && candidate.sections.length > 3,
    )!;
    test(temp, file);
  } finally {
    temp.remove();
  }
}

describe('a refused file in the overview', () => {
  it('names a link outside content/ as refused, not its sections as missing', () => {
    withThaiFile((temp, file) => {
      const outside = mkdtempSync(path.join(tmpdir(), 'polyhedral-outside-'));
      const target = path.join(outside, 'page.md');
      renameSync(path.join(temp.root, file.file), target);
      symlinkSync(target, path.join(temp.root, file.file));
      const refusedModel = loadContent({ root: temp.root });
      const th = overview(refusedModel, ['th']).locales.th!;
      expect(th.refused).toEqual([
        expect.objectContaining({ file: file.file, code: 'content.file.symlink-outside' }),
      ]);
      const rows = th.chapters.flatMap((chapter) => chapter.rows).filter((row) => row.pageId === file.name);
      expect(rows.length).toBe(
        file.sections.filter((section) => !(section.intro && section.markdown === '')).length,
      );
      for (const row of rows) expect(row.refused?.file).toBe(file.file);
      rmSync(outside, { recursive: true, force: true });
    });
  });
});

describe('a file whose front matter a hand edit broke', () => {
  it('is named with its error in the overview, and its sections with it, not as missing', () => {
    withThaiFile((temp, file) => {
      const full = path.join(temp.root, file.file);
      // A stray tab and an unclosed quote in the YAML.
      writeFileSync(full, readFileSync(full, 'utf8').replace(/^---\n/, '---\n\tbroken: "\n'));
      const broken = loadContent({ root: temp.root });
      const th = overview(broken, ['th']).locales.th!;
      const named = th.refused.find((refused) => refused.file === file.file);
      expect(named?.code).toMatch(/^content\./);
      const rows = th.chapters.flatMap((chapter) => chapter.rows).filter((row) => row.pageId === file.name);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.refused?.file).toBe(file.file);
    });
  });
});
