/**
 * Both outlines of a misaligned section side by side, as plain text for a finding's message: each
 * row holds the translation's block and the English block of the same index (index, kind, the
 * start of its text), a few rows around where they part, that row marked `>`.
 */
import type { SectionBlock } from '@polyhedral/markdown';

const TEXT_WIDTH = 28;
const AROUND = 2;

function cell(block: SectionBlock | undefined): string {
  if (!block) return '—';
  const text = [...block.text];
  const shown = text.length > TEXT_WIDTH ? `${text.slice(0, TEXT_WIDTH - 1).join('')}…` : block.text;
  const id = block.id ? ` {#${block.id}}` : '';
  const marker = block.marker ? ` [${block.marker.kind}]` : '';
  return `${block.index} ${block.kind}${id}${marker} “${shown}”`;
}

/** Columns a text takes in a terminal: combining marks none, Han and full-width forms two. */
function columns(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/\p{M}/u.test(char)) continue;
    width += /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(char) ? 2 : 1;
  }
  return width;
}

function padded(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - columns(text)));
}

/** The rows around `at` (a block index on either side), at most 2 * AROUND + 1 of them. */
export function alignmentOutline(
  translated: readonly SectionBlock[],
  english: readonly SectionBlock[],
  at: { translated?: number; english?: number },
  labels: { translated: string; english: string },
): string {
  const marks = [at.translated, at.english].filter((index): index is number => index !== undefined);
  const first = Math.max(0, Math.min(...marks) - AROUND);
  const last = Math.min(Math.max(translated.length, english.length) - 1, Math.max(...marks) + AROUND);
  const rows: [string, string, string][] = [[' ', labels.translated, labels.english]];
  for (let index = first; index <= last; index += 1) {
    rows.push([marks.includes(index) ? '>' : ' ', cell(translated[index]), cell(english[index])]);
  }
  const width = Math.max(...rows.map(([, left]) => columns(left)));
  return rows.map(([mark, left, right]) => `${mark} ${padded(left, width)} | ${right}`).join('\n');
}
