/**
 * How much of a page's main text a Thai or Chinese reader meets in Latin letters: the text of
 * `<main>` without markup, scripts and styles, less dice notation (`2d6`, `d20`) and the rules'
 * abbreviations (DC, AC, HP, XP), which stay Latin in every language. Dice keep their keep/drop,
 * reroll and explode suffixes (`4d6kh3`).
 */

/** Dice notation as the rules write it, and the abbreviations every language keeps. */
const KEPT_LATIN = /\b\d*d(?:\d+|%)(?:(?:kh|kl|dh|dl|k|r|!)\d*)*\b|\b(?:DC|AC|HP|XP)\b/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The reader-visible text of the page's `<main>` element (the whole body when it has none).
 * `withoutPlaytest` also leaves out the collapsed Playtest comparisons (`<details class="playtest">`),
 * English by design: the Playtest has no Thai or Chinese text.
 */
export function mainText(html: string, { withoutPlaytest = false } = {}): string {
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? html;
  const shown = withoutPlaytest ? main.replace(/<details class="playtest"[\s\S]*?<\/details>/g, ' ') : main;
  return shown
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LetterCount {
  /** Latin letters left once dice notation and DC/AC/HP/XP are removed. */
  latin: number;
  /** Every letter (Unicode category L) left. */
  letters: number;
  /** latin / letters (0 for a text without letters). */
  share: number;
  /** The Latin words counted, most frequent first (to see what is left to translate). */
  words: [string, number][];
}

export function latinLetters(text: string): LetterCount {
  const rest = text.replace(KEPT_LATIN, ' ');
  const latin = rest.match(/[A-Za-z]/g)?.length ?? 0;
  const letters = rest.match(/\p{L}/gu)?.length ?? 0;
  const counts = new Map<string, number>();
  for (const word of rest.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [])
    counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { latin, letters, share: letters === 0 ? 0 : latin / letters, words };
}
