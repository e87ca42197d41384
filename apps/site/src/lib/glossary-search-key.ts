/* Shared by the build (glossary-names.ts) and the browser (browser/glossary-shortcut.ts): no i18n runtime. */

/** The names file of a locale: `[name, term ID]` pairs, the locale's names then English ones. */
export interface GlossaryNameList {
  version: 1;
  terms: [string, string][];
}

/** A query or name as compared: NFKC-folded, zero-widths dropped, spaces collapsed, case folded. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

/** Thai nominalizers: a reader types the bare word (ได้เปรียบ) for the term การได้เปรียบ (Advantage). */
const THAI_NOMINALIZERS = ['การ', 'ความ'];

/** A Thai name without its nominalizer (การได้เปรียบ -> ได้เปรียบ), or undefined. */
function bareThaiWord(key: string): string | undefined {
  const prefix = THAI_NOMINALIZERS.find((candidate) => key.startsWith(candidate));
  const rest = prefix ? key.slice(prefix.length).trim() : '';
  return rest === '' ? undefined : rest;
}

/** The term a query names: exactly, else a Thai term by its bare word; undefined otherwise. */
export function termNamedBy(list: GlossaryNameList, query: string): { name: string; id: string } | undefined {
  const key = searchKey(query);
  if (key === '') return undefined;
  const keys = nameKeysOf(list.terms);
  let at = keys.indexOf(key);
  if (at < 0) at = keys.findIndex((name) => bareThaiWord(name) === key);
  const found = list.terms[at];
  return found ? { name: found[0], id: found[1] } : undefined;
}

/** The searchKey of each name of a list, worked out once per list (not once per query). */
const nameKeys = new WeakMap<readonly [string, string][], string[]>();

function nameKeysOf(terms: readonly [string, string][]): string[] {
  let keys = nameKeys.get(terms);
  if (keys === undefined || keys.length !== terms.length) {
    keys = terms.map(([name]) => searchKey(name));
    nameKeys.set(terms, keys);
  }
  return keys;
}
