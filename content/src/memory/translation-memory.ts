/**
 * Translation memory: for an English paragraph, the most similar English paragraphs already
 * translated in a locale, with their translations. A section and its translation pair block by
 * block only when their block counts match; similarity is the Dice coefficient of words and word
 * pairs (an exact repeat first; numbers and dice are words, "1d6" is not "1d8"). Directive blocks
 * and blocks of fewer than four words are left out.
 */
import type { ContentModel, ReaderLocale } from '../model/types.ts';

export interface MemoryEntry {
  /** The rule ID of the section the pair comes from. */
  id: string;
  english: string;
  translation: string;
}

export interface MemorySuggestion extends MemoryEntry {
  /** 0..1; 1 for the same English text. */
  similarity: number;
}

export interface TranslationMemory {
  entries: readonly MemoryEntry[];
  /** The best `limit` suggestions at or above `threshold` (default 3 and 0.35), excluding section `except`. */
  suggest(
    english: string,
    options?: { limit?: number; threshold?: number; except?: string },
  ): MemorySuggestion[];
}

/** The blocks of a section's Markdown: paragraphs, list and table blocks; headings left out. */
export function paragraphsOf(markdown: string): string[] {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !/^#{1,6}\s/.test(block));
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
}

/** Words and word pairs of a text, counted (a multiset): shared words and shared phrasing both count. */
function bigrams(text: string): Map<string, number> {
  const list = words(text);
  const grams = new Map<string, number>();
  const units = [...list, ...list.slice(1).map((word, index) => `${list[index]} ${word}`)];
  for (const gram of units) grams.set(gram, (grams.get(gram) ?? 0) + 1);
  return grams;
}

function size(grams: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const count of grams.values()) total += count;
  return total;
}

/** Dice coefficient of two bigram multisets. */
function dice(
  a: ReadonlyMap<string, number>,
  b: ReadonlyMap<string, number>,
  sizes: [number, number],
): number {
  if (sizes[0] + sizes[1] === 0) return 0;
  let shared = 0;
  for (const [gram, count] of a) shared += Math.min(count, b.get(gram) ?? 0);
  return (2 * shared) / (sizes[0] + sizes[1]);
}

export function buildTranslationMemory(model: ContentModel, locale: ReaderLocale): TranslationMemory {
  const entries: MemoryEntry[] = [];
  for (const [id, pair] of model.sections) {
    if (!pair.en || !pair[locale]) continue;
    const english = paragraphsOf(pair.en.markdown);
    const translation = paragraphsOf(pair[locale].markdown);
    if (english.length === 0 || english.length !== translation.length) continue;
    english.forEach((text, index) => {
      // Directives (a core table, a calculator) and fragments of a few words teach nothing.
      if (text.startsWith('::') || words(text).length < 4) return;
      entries.push({ id, english: text, translation: translation[index]! });
    });
  }
  const indexed = entries.map((entry) => {
    const grams = bigrams(entry.english);
    return { entry, grams, size: size(grams) };
  });
  return {
    entries,
    suggest(english, options = {}) {
      const limit = options.limit ?? 3;
      const threshold = options.threshold ?? 0.35;
      const wanted = english.trim();
      const grams = bigrams(wanted);
      const wantedSize = size(grams);
      const found: MemorySuggestion[] = [];
      const seen = new Set<string>();
      for (const candidate of indexed) {
        if (candidate.entry.id === options.except) continue;
        const similarity =
          candidate.entry.english === wanted ? 1 : dice(grams, candidate.grams, [wantedSize, candidate.size]);
        if (similarity < threshold) continue;
        // The same English and translation from several sections: listed once.
        const key = `${candidate.entry.english}\u0000${candidate.entry.translation}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ ...candidate.entry, similarity });
      }
      return found.sort((a, b) => b.similarity - a.similarity || a.id.localeCompare(b.id)).slice(0, limit);
    },
  };
}
