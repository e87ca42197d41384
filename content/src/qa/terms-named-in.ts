/** A glossary term as prose names it in English. */
export interface NamedTerm {
  id: string;
  names: { en: string };
}

/** Each term list in longest-name-first order, sorted once per list (the lists are module constants). */
const longestFirst = new WeakMap<readonly NamedTerm[], readonly NamedTerm[]>();

function byLongestName(terms: readonly NamedTerm[]): readonly NamedTerm[] {
  let sorted = longestFirst.get(terms);
  if (!sorted || sorted.length !== terms.length) {
    sorted = [...terms].sort((a, b) => b.names.en.length - a.names.en.length);
    longestFirst.set(terms, sorted);
  }
  return sorted;
}

/**
 * The terms an English text names, longest names first, each occurrence counted once: a name
 * inside a longer one ("Saving Throw" in "Death Saving Throws") names the longer term only, whose
 * own translation ("死亡豁免") is then what the translation must use.
 */
export function termsNamedIn(text: string, terms: readonly NamedTerm[]): string[] {
  let rest = text;
  const found: string[] = [];
  for (const term of byLongestName(terms)) {
    if (!rest.includes(term.names.en)) continue;
    const named = wordPattern(term.names.en);
    if (!named.test(rest)) continue;
    found.push(term.id);
    rest = rest.replace(named, '\u0000');
  }
  return found;
}

const patterns = new Map<string, RegExp>();

/** The name as a word of its own, plural `s` allowed ("Fire" is not named in "Fireball"). */
function wordPattern(name: string): RegExp {
  let pattern = patterns.get(name);
  if (!pattern) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?=s?(?![\\p{L}\\p{N}]))`, 'gu');
    patterns.set(name, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}
