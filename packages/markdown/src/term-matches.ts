/**
 * Where glossary names occur in a text (pure, no Markdown: the site's browser code uses it too, to
 * gloss every use of a term). English names match whole words, case as written, plus a plural
 * -s/-es; Chinese names match as substrings; Thai names only on the Thai word breaker's boundaries
 * (Intl.Segmenter). Overlapping names: the longest wins, then the leftmost.
 */
export interface TermLinkText {
  termId: string;
  /** The text as the rules write it in this locale. */
  text: string;
}

export interface Match {
  start: number;
  end: number;
  termId: string;
}

const LATIN_WORD = /[A-Za-z0-9]/;

/** Word boundaries of a text for languages written without spaces (Thai). */
function wordBoundaries(text: string, locale: string): ReadonlySet<number> {
  const boundaries = new Set<number>([0, text.length]);
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    boundaries.add(segment.index);
    boundaries.add(segment.index + segment.segment.length);
  }
  return boundaries;
}

/** Where a name ends when found at `start` in the text, or -1 when it is not a match there. */
function matchEnd(
  text: string,
  start: number,
  name: string,
  locale: string,
  boundaries: ReadonlySet<number> | null,
): number {
  let end = start + name.length;
  if (locale === 'en') {
    if (start > 0 && LATIN_WORD.test(text[start - 1]!)) return -1;
    // Plurals: Saving Throws, Opportunity Attacks, Hit Points' ...
    for (const suffix of ['s', 'es']) {
      if (text.startsWith(suffix, end) && !LATIN_WORD.test(text[end + suffix.length] ?? '')) {
        end += suffix.length;
        break;
      }
    }
    return LATIN_WORD.test(text[end] ?? '') ? -1 : end;
  }
  if (boundaries && (!boundaries.has(start) || !boundaries.has(end))) return -1;
  return end;
}

/** Every match of every name in the text, overlaps resolved longest first, then leftmost. */
export function findMatches(text: string, names: readonly TermLinkText[], locale: string): Match[] {
  if (names.length === 0) return [];
  const boundaries = locale === 'th' ? wordBoundaries(text, locale) : null;
  const found: Match[] = [];
  for (const { termId, text: name } of names) {
    if (name === '') continue;
    for (let start = text.indexOf(name); start !== -1; start = text.indexOf(name, start + 1)) {
      const end = matchEnd(text, start, name, locale, boundaries);
      if (end !== -1) found.push({ start, end, termId });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Match[] = [];
  for (const match of found) {
    if (kept.some((other) => match.start < other.end && other.start < match.end)) continue;
    kept.push(match);
  }
  return kept.sort((a, b) => a.start - b.start);
}
