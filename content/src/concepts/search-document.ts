/**
 * A locale's search document (@polyhedral/i18n/search's SearchDocument) from the concept index:
 * each section's address on that locale's site (its page, at its anchor), each term's glossary page
 * and defining section, and the fold table cut down to the document's own characters.
 */
import type { Locale } from '@polyhedral/i18n';
import type { FoldTable } from '@polyhedral/i18n/fold';
import { searchFoldTable } from '@polyhedral/i18n/fold/node';
import type { SearchDocument, SearchSection, SearchTerm } from '@polyhedral/i18n/search';
import type { ConceptIndex, ConceptSection } from './concept-types.ts';

/** The section's address on `locale`'s site: its page (the locale's own, else English's), at `#<ID>` below its top. */
export function sectionPath(section: ConceptSection, locale: Locale): string {
  const page = section.pageId[locale] ?? section.pageId.en ?? Object.values(section.pageId)[0] ?? section.id;
  const top = `/${locale}/rules/${encodeURIComponent(page)}/`;
  return page === section.id ? top : `${top}#${encodeURIComponent(section.id)}`;
}

/** The fold table of an index's keys, made once per index (it is the same for every locale). */
const foldTables = new WeakMap<ConceptIndex, FoldTable>();

function foldTableOf(index: ConceptIndex): FoldTable {
  let table = foldTables.get(index);
  if (table === undefined) {
    table = searchFoldTable([...index.byFoldedName.keys()]);
    foldTables.set(index, table);
  }
  return table;
}

/** `locale`'s search document: every section on its pages, every glossary term. */
export function searchDocumentOf(index: ConceptIndex, locale: Locale): SearchDocument {
  const sections: SearchSection[] = index.sections.map((section) => ({
    id: section.id,
    path: sectionPath(section, locale),
    titles: section.titles,
    defines: section.defines,
  }));
  const onSite = new Set(sections.map((section) => section.id));
  const terms: SearchTerm[] = index.terms.map((term) => ({
    id: term.id,
    path: `/${locale}/glossary/${encodeURIComponent(term.id)}/`,
    section: onSite.has(term.ruleId) ? term.ruleId : null,
    names: term.names,
    aliases: term.aliases,
  }));
  return { kind: 'search', locale, fold: foldTableOf(index), sections, terms };
}
