/**
 * Where a QA finding shows in the translation. qaSection places a fault the translation contains
 * (an extra link, a changed directive) where it is written; a missing number, dice expression,
 * link or term name at the heading, with where the English has it. The editor underlines, for
 * those, the translation's block (paragraph, list, table) in the same position as the English
 * block holding the value; for list and table counts, the first list or table; else the heading.
 */
import type { SectionQaFinding } from '@polyhedral/content';
import { parseContentMarkdown } from '@polyhedral/markdown';

interface Block {
  type: string;
  from: number;
  to: number;
  text: string;
}

export interface Located {
  from: number;
  to: number;
}

function blocksOf(markdown: string): Block[] {
  return parseContentMarkdown(markdown).children.map((node) => {
    const from = node.position?.start.offset ?? 0;
    const to = node.position?.end.offset ?? from;
    return { type: node.type, from, to, text: markdown.slice(from, to) };
  });
}

/** The first line of a block (an underline over a whole table is noise). */
function firstLine(markdown: string, from: number, to: number): Located {
  const newline = markdown.indexOf('\n', from);
  return { from, to: newline >= 0 && newline < to ? newline : to };
}

export function locateFinding(finding: SectionQaFinding, english: string, translation: string): Located {
  const blocks = blocksOf(translation);
  const heading = blocks.find((block) => block.type === 'heading') ?? blocks[0];
  const fallback = heading ? firstLine(translation, heading.from, heading.to) : { from: 0, to: 0 };
  if (finding.line !== 1 || finding.column !== 1) {
    // Written in the translation (an extra link, a changed directive): underline it there.
    const from = offsetAt(translation, finding.line, finding.column);
    // A changed number: just that number.
    const found = finding.ruleId === 'qa-number-changed' ? String(finding.params.found ?? '') : '';
    if (found && translation.startsWith(found, from)) return { from, to: from + found.length };
    const end = translation.indexOf('\n', from);
    return { from, to: end < 0 ? translation.length : end };
  }
  if (finding.english) {
    const at = offsetAt(english, finding.english.line, finding.english.column);
    const index = blocksOf(english).findIndex((block) => block.from <= at && at < block.to);
    const target = index >= 0 ? (blocks[index] ?? blocks.at(-1)) : undefined;
    return target ? firstLine(translation, target.from, target.to) : fallback;
  }
  if (finding.ruleId === 'qa-list-count' || finding.ruleId === 'qa-table-rows') {
    const type = finding.ruleId === 'qa-list-count' ? 'list' : 'table';
    const block = blocks.find((candidate) => candidate.type === type);
    return block ? firstLine(translation, block.from, block.to) : fallback;
  }
  return fallback;
}

/** 0-based offset of a 1-based line and column. */
export function offsetAt(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
