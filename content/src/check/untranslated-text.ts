/**
 * Heuristic for English left in a Thai or Chinese text: a paragraph with no Thai or CJK
 * letter and at least MIN_LATIN_LETTERS Latin letters once these are ignored: inline code,
 * dice notation (`1d20`), abbreviations written in capitals (DM, D&D, AC, DC, XP) and link
 * targets. Proper names on their own ("Jared (DM):") stay under the threshold.
 */
import { findDiceNotation, parseContentMarkdown } from '@polyhedral/markdown';
import type { Paragraph } from 'mdast';
import { visit } from 'unist-util-visit';
import { type Finding, makeFinding } from '../findings/finding.ts';

export const MIN_LATIN_LETTERS = 20;

const THAI_OR_CJK = /[\u0E00-\u0E7F\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/;
const ABBREVIATION = /\b[A-Z0-9&]*[A-Z][A-Z0-9&]+\b/g;
const LATIN_LETTER = /[A-Za-z]/g;

function paragraphText(paragraph: Paragraph): string {
  const parts: string[] = [];
  visit(paragraph, 'text', (text) => {
    parts.push(text.value);
  });
  return parts.join(' ');
}

/** True when a piece of prose reads as untranslated English. */
export function looksEnglish(text: string): boolean {
  if (THAI_OR_CJK.test(text)) return false;
  // Cut the dice out in one pass (slicing the text once per match is quadratic in a long paragraph).
  const kept: string[] = [];
  let from = 0;
  for (const match of findDiceNotation(text)) {
    kept.push(text.slice(from, match.start));
    from = match.end;
  }
  kept.push(text.slice(from));
  const rest = kept.join('').replace(ABBREVIATION, '');
  return (rest.match(LATIN_LETTER) ?? []).length >= MIN_LATIN_LETTERS;
}

export function findEnglishParagraphs(markdown: string): { line: number; column: number }[] {
  const found: { line: number; column: number }[] = [];
  visit(parseContentMarkdown(markdown), 'paragraph', (paragraph) => {
    if (!looksEnglish(paragraphText(paragraph))) return;
    const start = paragraph.position?.start;
    found.push({ line: start?.line ?? 1, column: start?.column ?? 1 });
  });
  return found;
}

/**
 * untranslated-text of one section's text: one warning at its first English-looking paragraph
 * with their count (what `content check` reports per section), or none.
 */
export function untranslatedFindings(text: string, section: { id: string; locale: string }): Finding[] {
  const found = findEnglishParagraphs(text);
  if (found.length === 0) return [];
  return [
    makeFinding('content.translation.untranslated-text', found[0]!, {
      id: section.id,
      locale: section.locale,
      count: found.length,
    }),
  ];
}
