/**
 * `/api/v2/<locale>/glossary.json`: every term as the glossary pages show it, in dictionary order;
 * an undefined one is `missing` with a `fallback`, never English unmarked; provenance and hash.
 */
import { definitionsOf, getTerm, LOCALES, type Locale, nameOf } from '@polyhedral/i18n';
import { glossaryEntries, plainText } from '../lib/glossary.ts';
import { remembered } from '../lib/remembered.ts';
import { documentHead, glossaryPath, termDocumentPath } from './api-paths.ts';
import type { GlossaryDocument, TermDocument } from './api-schemas.ts';
import { withHash } from './record-hash.ts';
import { definitionReview, ruleLink, writtenProvenance } from './record-provenance.ts';

export const glossaryDocument = remembered((locale: Locale): GlossaryDocument => {
  const definitions = definitionsOf(locale);
  const provenance = writtenProvenance(locale);
  const terms = glossaryEntries(locale).map((entry) => {
    const term = getTerm(entry.id);
    const definition = definitions[entry.id] ?? null;
    return withHash({
      id: entry.id,
      category: entry.category,
      name: entry.name,
      names: Object.fromEntries(
        LOCALES.map((other) => [other, term ? nameOf(term, other) : entry.name]),
      ) as Record<Locale, string>,
      definition,
      definitionText: definition === null ? null : plainText(definition),
      fallback:
        definition === null && locale !== 'en'
          ? { locale: 'en' as const, document: glossaryPath('en') }
          : null,
      page: `/${locale}/glossary/${encodeURIComponent(entry.id)}/`,
      rule: ruleLink(locale, entry.ruleId),
      ...definitionReview(locale, entry.id, definition !== null),
      ...provenance,
      citation: entry.source?.name ?? null,
      document: termDocumentPath(locale, entry.id),
    });
  });
  return { ...documentHead('glossary'), locale, open: terms.every((term) => term.open), terms };
});

/** `/api/v2/<locale>/glossary/<TermId>.json`: one term of the locale's glossary, alone (a bot asks for one). */
export function termDocument(locale: Locale, id: string): TermDocument {
  const term = glossaryDocument(locale).terms.find((one) => one.id === id);
  if (!term)
    throw new Error(`[polyhedral] the data API asked for glossary term ${id}, which ${locale} lacks`);
  return { ...documentHead('term'), locale, ...term };
}

/** The term IDs with a document: every entry of the English glossary (each locale lists the same). */
export function apiTermIds(): string[] {
  return glossaryEntries('en').map((entry) => entry.id);
}
