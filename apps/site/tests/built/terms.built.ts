import { WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { termLinkCounts } from '../../tools/term-link-counts.ts';
import { distDir } from './built-site.ts';

/**
 * Terms in the built rule pages (moved from the browser checks' 87-terms, which keeps the tap on
 * a term on a phone and the language switch that keeps the section): glossary names are term
 * links on most rule pages in every locale, counted in the built HTML (scripts/term-links.ts
 * prints the same figures).
 */
describe('Terms: glossary names are term links on most rule pages in every locale', () => {
  for (const locale of WRITTEN_LOCALES) {
    it(`${locale}: glossary names are term links on most rule pages (Combat links Prone)`, () => {
      const { pages, linkedPages: linked, byPage } = termLinkCounts(distDir, locale);
      const combat = byPage.get('Combat') ?? [];
      expect(pages, `${locale}: rule pages`).toBeGreaterThan(10);
      // Pages without any glossary name (an intro page of a few lines) may stay unlinked.
      expect(linked, `${locale}: term links on ${linked} of ${pages} rule pages`).toBeGreaterThanOrEqual(
        pages * 0.75,
      );
      // First mention per section: Combat names Prone in several sections, each links it at most once.
      const prone = combat.filter((id) => id === 'ProneCondition').length;
      expect(prone, `${locale}: Combat does not link Prone (${combat.join()})`).toBeGreaterThanOrEqual(1);
    });
  }
});
