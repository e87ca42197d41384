/**
 * Where a QA finding shows in the translation. The translation QA (`content check`) reports a
 * section's findings at its heading; the editor underlines a better place: for a number, dice or
 * link the English has and the translation lacks, the translation's block (paragraph, list, table)
 * in the same position as the first English block holding it; for a link the translation added,
 * the link itself; for an avoided glossary rendering, that rendering; for list and table counts,
 * the first list or table; otherwise the heading.
 */
import type { Diagnostic } from '@polyhedral/content';
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

function numberPattern(value: string): RegExp {
  // 1000 in the English may be written 1,000; match the digits not glued to other digits.
  const digits = value.split('').join(',?');
  return new RegExp(`(?<![\\d.])${digits}(?![\\d])`);
}

export function locateFinding(diagnostic: Diagnostic, english: string, translation: string): Located {
  const blocks = blocksOf(translation);
  const heading = blocks.find((block) => block.type === 'heading') ?? blocks[0];
  const fallback = heading ? firstLine(translation, heading.from, heading.to) : { from: 0, to: 0 };
  const value = String(diagnostic.params.value ?? '');
  const sameBlock = (test: (text: string) => boolean): Located => {
    const index = blocksOf(english).findIndex((block) => test(block.text));
    const target = index >= 0 ? (blocks[index] ?? blocks.at(-1)) : undefined;
    return target ? firstLine(translation, target.from, target.to) : fallback;
  };
  switch (diagnostic.ruleId) {
    case 'qa-number-missing':
      return sameBlock((text) => numberPattern(value).test(text));
    case 'qa-dice-missing':
      return sameBlock((text) => text.replace(/\s+/g, '').includes(value));
    case 'qa-link-missing':
      return sameBlock((text) => text.includes(`](${value})`));
    case 'qa-link-extra': {
      const at = translation.indexOf(`](${value})`);
      return at >= 0 ? { from: at, to: at + value.length + 3 } : fallback;
    }
    case 'qa-term-avoided': {
      const form = String(diagnostic.params.form ?? '');
      const at = form ? translation.indexOf(form) : -1;
      return at >= 0 ? { from: at, to: at + form.length } : fallback;
    }
    case 'qa-list-count':
    case 'qa-table-rows': {
      const type = diagnostic.ruleId === 'qa-list-count' ? 'list' : 'table';
      const block = blocks.find((candidate) => candidate.type === type);
      return block ? firstLine(translation, block.from, block.to) : fallback;
    }
    case 'qa-directive-mismatch': {
      const block = blocks.find((candidate) => candidate.type === 'leafDirective');
      return block ? firstLine(translation, block.from, block.to) : fallback;
    }
    default:
      return fallback;
  }
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
