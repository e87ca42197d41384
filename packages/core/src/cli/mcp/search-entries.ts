/**
 * The MCP `search` tool's matching, in one function until the shared search of "Find any rule from
 * any language" lands (then `findEntries` is swapped for it): a query in any of the four languages
 * against every name an entry has (its title in the asked locale and in English, a term's name in
 * each locale), compared after NFKC and case folding. Exact names first, then names starting with
 * the query, then names holding it; the API's order within each.
 */

/** A rule or glossary term and every name it can be asked by. */
export interface SearchEntry {
  kind: 'rule' | 'term';
  id: string;
  names: readonly string[];
}

const folded = (text: string): string =>
  text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/** How well a name matches a folded query: 0 exact, 1 starts with it, 2 holds it, undefined none. */
function rankOf(name: string, query: string): number | undefined {
  const text = folded(name);
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  return text.includes(query) ? 2 : undefined;
}

/** The entries matching `query`, best first, at most `limit`; an empty query matches nothing. */
export function findEntries(query: string, entries: readonly SearchEntry[], limit: number): SearchEntry[] {
  const wanted = folded(query);
  if (wanted === '') return [];
  const ranked: { entry: SearchEntry; rank: number; at: number }[] = [];
  entries.forEach((entry, at) => {
    const ranks = entry.names.map((name) => rankOf(name, wanted)).filter((rank) => rank !== undefined);
    if (ranks.length > 0) ranked.push({ entry, rank: Math.min(...ranks), at });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
  return ranked.slice(0, limit).map((one) => one.entry);
}
