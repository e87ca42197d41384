/* Shared by the build (glossary-names.ts) and the browser (browser/glossary-shortcut.ts): no i18n runtime. */

/** The names file of a locale: `[name, term ID]` pairs, the locale's names then English ones. */
export interface GlossaryNameList {
  version: 1;
  terms: [string, string][];
}

/**
 * How a typed query and a term name are compared: Unicode-normalized (full-width letters and
 * digits folded), zero-width characters dropped, spaces collapsed, case folded.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

/**
 * Thai makes a noun of a verb or an adjective with การ or ความ: a reader types the bare word
 * (ได้เปรียบ, "have the advantage") for the term การได้เปรียบ (Advantage).
 */
const THAI_NOMINALIZERS = ['การ', 'ความ'];

/** A Thai name without its nominalizer (การได้เปรียบ -> ได้เปรียบ), or undefined. */
function bareThaiWord(key: string): string | undefined {
  const prefix = THAI_NOMINALIZERS.find((candidate) => key.startsWith(candidate));
  const rest = prefix ? key.slice(prefix.length).trim() : '';
  return rest === '' ? undefined : rest;
}

/**
 * The term a query names (by searchKey): exactly, else a Thai term by its bare word (the name
 * without การ or ความ), or undefined.
 */
export function termNamedBy(list: GlossaryNameList, query: string): { name: string; id: string } | undefined {
  const key = searchKey(query);
  if (key === '') return undefined;
  const found =
    list.terms.find(([name]) => searchKey(name) === key) ??
    list.terms.find(([name]) => bareThaiWord(searchKey(name)) === key);
  return found ? { name: found[0], id: found[1] } : undefined;
}
