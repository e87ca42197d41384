/**
 * The search's glossary shortcut as it was before issue 99 (browser/glossary-shortcut.ts, removed):
 * an exact glossary name of the page's language or English (a Thai name also by its bare word)
 * offered as the first card, above Pagefind's. Kept here only to measure the "before".
 */

/** The names file it read: `[name, term ID]` pairs (`/<locale>/glossary/names.json` of a build before). */
export interface GlossaryNameList {
  version: 1;
  terms: [string, string][];
}

function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

function bareThaiWord(key: string): string | undefined {
  const prefix = ['การ', 'ความ'].find((candidate) => key.startsWith(candidate));
  const rest = prefix ? key.slice(prefix.length).trim() : '';
  return rest === '' ? undefined : rest;
}

/** The term the old shortcut offered for `query`, or undefined. */
export function oldShortcut(list: GlossaryNameList, query: string): string | undefined {
  const key = searchKey(query);
  if (key === '') return undefined;
  const keys = list.terms.map(([name]) => searchKey(name));
  let at = keys.indexOf(key);
  if (at < 0) at = keys.findIndex((name) => bareThaiWord(name) === key);
  return list.terms[at]?.[1];
}
