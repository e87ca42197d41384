/** A search document's keys, folded once per document (not once per query). */
import { foldText } from '../fold/fold-text.ts';
import type { Locale } from '../locale-list.ts';
import { type Pieces, piecesOf } from './match-score.ts';
import type { SearchDocument, SearchMatch } from './search-document-types.ts';

/** One thing a query can meet: a section's title or rule ID, or a term's name or alias. */
export interface SearchKey {
  /** Folded, spaces removed. */
  key: string;
  pieces: Pieces;
  /** Index into the document's sections, or -1 for a term with no section on the site. */
  section: number;
  /** Index into the document's terms, or -1. */
  term: number;
  match: SearchMatch;
  /**
   * Which of two keys of the same score leads: 0 a rule ID or a title no other section has, 1 a
   * term's name or alias (its defining section), 2 a title several sections share (ค่าโบนัสความเชี่ยวชาญ
   * heads three sub-sections; the term's own section comes first).
   */
  standing: number;
}

const keysOfDocument = new WeakMap<SearchDocument, SearchKey[]>();

/** The document's fold of a text, spaces removed: how keys and queries are compared. */
export function compactFold(text: string, document: SearchDocument): string {
  return foldText(text, document.fold).replace(/ /g, '');
}

function entries<T>(record: Partial<Record<Locale, T>>): [Locale, T][] {
  return Object.entries(record) as [Locale, T][];
}

/** Every key of the document: each section's rule ID and titles, each term's names and aliases. */
export function searchKeys(document: SearchDocument): SearchKey[] {
  const cached = keysOfDocument.get(document);
  if (cached) return cached;
  const keys: SearchKey[] = [];
  const add = (text: string, section: number, term: number, match: SearchMatch) => {
    const key = compactFold(text, document);
    if (key !== '')
      keys.push({ key, pieces: piecesOf(key), section, term, match, standing: term >= 0 ? 1 : 0 });
  };
  const sectionAt = new Map(document.sections.map((section, at) => [section.id, at]));
  document.sections.forEach((section, at) => {
    add(section.id, at, -1, { text: section.id, locale: null, term: null });
    for (const [locale, title] of entries(section.titles))
      add(title, at, -1, { text: title, locale, term: null });
  });
  document.terms.forEach((term, at) => {
    const section = term.section === null ? -1 : (sectionAt.get(term.section) ?? -1);
    for (const [locale, name] of entries(term.names))
      add(name, section, at, { text: name, locale, term: term.id });
    for (const alias of term.aliases) add(alias, section, at, { text: alias, locale: null, term: term.id });
  });
  const titled = new Map<string, Set<number>>();
  for (const key of keys)
    if (key.term < 0 && key.match.locale !== null)
      titled.set(key.key, (titled.get(key.key) ?? new Set()).add(key.section));
  for (const key of keys) if (key.term < 0 && (titled.get(key.key)?.size ?? 0) > 1) key.standing = 2;
  keysOfDocument.set(document, keys);
  return keys;
}
