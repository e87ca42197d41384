/** A glossary term as prose names it in English. */
export interface NamedTerm {
  id: string;
  names: { en: string };
}

/**
 * The terms an English text names, longest names first, each occurrence counted once: a name
 * inside a longer one ("Saving Throw" in "Death Saving Throws") names the longer term only, whose
 * own translation ("死亡豁免") is then what the translation must use.
 */
export function termsNamedIn(text: string, terms: readonly NamedTerm[]): string[] {
  let rest = text;
  const found: string[] = [];
  for (const term of [...terms].sort((a, b) => b.names.en.length - a.names.en.length)) {
    if (!rest.includes(term.names.en)) continue;
    found.push(term.id);
    rest = rest.split(term.names.en).join('\u0000');
  }
  return found;
}
