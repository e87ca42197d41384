import { type Locale, termLinkNames, termName } from '@polyhedral/i18n';

/** `[name as linked, term ID, English name]`, longest names first (the order the matcher wants). */
export type TermLinkNameRow = [text: string, termId: string, english: string];

export interface TermLinkNameList {
  version: 1;
  names: TermLinkNameRow[];
}

/** The names the build links in text written in `locale`, with each term's English name. */
export function termLinkNameList(locale: Locale): TermLinkNameList {
  const names: TermLinkNameRow[] = [];
  for (const { termId, text } of termLinkNames(locale)) {
    const english = termName(termId, 'en');
    if (english) names.push([text, termId, english]);
  }
  return { version: 1, names };
}

/** The list read defensively (a cached or hand-edited file): rows of three strings only. */
export function readTermLinkNameList(value: unknown): TermLinkNameRow[] {
  if (typeof value !== 'object' || value === null) return [];
  const names = (value as { names?: unknown }).names;
  if (!Array.isArray(names)) return [];
  return names.filter(
    (row): row is TermLinkNameRow =>
      Array.isArray(row) && row.length === 3 && row.every((cell) => typeof cell === 'string'),
  );
}
