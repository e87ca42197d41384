/**
 * The query set's figures: for each class and locale, how many queries put an answer in the first
 * card and in the first two, given a ranking (searchSections over the locale's document, or any
 * other: the before measurement passes Pagefind's cards).
 */
import type { Locale } from '@polyhedral/i18n';
import { QUERY_CLASSES, type QueryClass, type SearchQuery } from './query-set.ts';

/** One row of the figures: a class on a locale. */
export interface FigureRow {
  class: QueryClass;
  locale: Locale;
  queries: number;
  first: number;
  firstTwo: number;
  /** Up to three queries whose first card missed, for reading. */
  missed: string[];
}

/**
 * The cards a ranking gives a query, first card first: each a rule ID or `term:<ID>`, or the set of
 * them one card shows (a Pagefind page and the sections listed under it).
 */
export type Ranking = (query: SearchQuery) => readonly (string | readonly string[])[];

const answers = (card: string | readonly string[] | undefined, expected: readonly string[]) =>
  card !== undefined && (typeof card === 'string' ? [card] : card).some((id) => expected.includes(id));
const shown = (card: string | readonly string[]) => (typeof card === 'string' ? card : `[${card.join(' ')}]`);

export function searchFigures(queries: readonly SearchQuery[], rank: Ranking): FigureRow[] {
  const rows = new Map<string, FigureRow>();
  for (const query of queries) {
    const key = `${query.class} ${query.locale}`;
    let row = rows.get(key);
    if (!row) {
      row = { class: query.class, locale: query.locale, queries: 0, first: 0, firstTwo: 0, missed: [] };
      rows.set(key, row);
    }
    const cards = rank(query);
    row.queries++;
    if (answers(cards[0], query.expected)) row.first++;
    else if (row.missed.length < 3)
      row.missed.push(`${query.query} -> ${cards.slice(0, 2).map(shown).join(', ') || '(none)'}`);
    if (cards.slice(0, 2).some((card) => answers(card, query.expected))) row.firstTwo++;
  }
  return QUERY_CLASSES.flatMap((cls) => [...rows.values()].filter((row) => row.class === cls));
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;

/** The rows as a text table (class, locale, queries, first card, first two), then the totals. */
export function figuresTable(rows: readonly FigureRow[]): string {
  const lines = ['class           locale   queries  first card  first two'];
  for (const row of rows)
    lines.push(
      `${row.class.padEnd(16)}${row.locale.padEnd(9)}${String(row.queries).padStart(7)}  ${percent(row.first, row.queries).padStart(10)}  ${percent(row.firstTwo, row.queries).padStart(9)}`,
    );
  const total = rows.reduce((sum, row) => sum + row.queries, 0);
  const first = rows.reduce((sum, row) => sum + row.first, 0);
  const two = rows.reduce((sum, row) => sum + row.firstTwo, 0);
  lines.push(
    `${'all'.padEnd(25)}${String(total).padStart(7)}  ${percent(first, total).padStart(10)}  ${percent(two, total).padStart(9)}`,
  );
  return lines.join('\n');
}
