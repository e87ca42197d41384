/**
 * The facts of one section that a translation must keep: numbers written in digits, dice
 * notation, `rule:`/`term:` link targets, directives, list items and table rows. Extracted from
 * the Markdown tree (link URLs, heading IDs and directive attributes are not prose numbers).
 */
import { findDiceNotation, parseContentMarkdown } from '@polyhedral/markdown';
import type { Nodes, Root } from 'mdast';
import { foldDigits } from '../numbers/fold-digits.ts';

export interface SectionFacts {
  /** Numbers written in digits in prose (dice excluded), normalized (`1,000` -> `1000`). */
  numbers: string[];
  /** Dice notations in prose, normalized (`2d6 + 3` -> `2d6+3`). */
  dice: string[];
  /** `rule:X` / `term:X` link targets. */
  links: string[];
  /** Directives as `::name{key="value" ...}` with attributes sorted. */
  directives: string[];
  listItems: number;
  tableRows: number;
  /** Prose text (for terminology checks). */
  text: string;
  /** Where each link and directive starts in the Markdown (1-based), in the order of `links`/`directives`. */
  at: { links: FactPosition[]; directives: FactPosition[] };
  /**
   * The numbers of each paragraph, heading and table cell in document order, each where it is
   * written (dice excluded): translation QA compares them block by block.
   */
  blocks: NumberBlock[];
}

/** One paragraph, heading or table cell: where it starts and the numbers written in it. */
export interface NumberBlock {
  line: number;
  column: number;
  numbers: FactPosition[];
}

/** A fact's value and where it starts in the section's Markdown (1-based line and column). */
export interface FactPosition {
  value: string;
  line: number;
  column: number;
}

function startOf(node: Nodes): { line: number; column: number } {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

const HEADING_ID = /\{#[^}]*\}\s*$/;
/** Digits not glued to a die letter ("D20 Tests", "d20s" are dice names, not numbers). */
const NUMBER = /(?<![dD\d.,])\d+(?:,\d{3})*(?:\.\d+)?/g;

/** The numbers written in a text node's value, each at its line and column (dice left out). */
function numbersOf(value: string, start: { line: number; column: number }): FactPosition[] {
  const text = foldDigits(value);
  const dice = [...findDiceNotation(text)];
  const found: FactPosition[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const at = match.index;
    if (dice.some((d) => at >= d.start && at < d.end)) continue;
    const before = text.slice(0, at);
    const newline = before.lastIndexOf('\n');
    const line = start.line + (before.match(/\n/g)?.length ?? 0);
    const column = newline < 0 ? start.column + at : at - newline;
    found.push({ value: match[0].replaceAll(',', ''), line, column });
  }
  return found;
}

const NUMBER_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

function collect(node: Nodes, facts: SectionFacts, prose: string[], block?: NumberBlock): void {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      prose.push(node.value);
      if (block) {
        const value = node.type === 'text' ? node.value.replace(HEADING_ID, '') : node.value;
        block.numbers.push(...numbersOf(value, startOf(node)));
      }
      return;
    case 'link':
      if (/^(rule|term):/.test(node.url)) {
        facts.links.push(node.url);
        facts.at.links.push({ value: node.url, ...startOf(node) });
      }
      break;
    case 'listItem':
      facts.listItems += 1;
      break;
    case 'tableRow':
      facts.tableRows += 1;
      break;
    case 'heading': {
      const start = prose.length;
      const heading: NumberBlock = { ...startOf(node), numbers: [] };
      facts.blocks.push(heading);
      for (const child of node.children) collect(child, facts, prose, heading);
      const last = prose.length - 1;
      if (last >= start) prose[last] = prose[last]!.replace(HEADING_ID, '');
      prose.push('\n');
      return;
    }
    default:
      break;
  }
  if (node.type === 'leafDirective' || node.type === 'containerDirective') {
    const attributes = Object.entries(node.attributes ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key}="${value ?? ''}"`)
      .join(' ');
    const directive = `::${node.name}{${attributes}}`;
    facts.directives.push(directive);
    facts.at.directives.push({ value: directive, ...startOf(node) });
  }
  if ('children' in node) {
    let inner = block;
    if (NUMBER_BLOCKS.has(node.type)) {
      inner = { ...startOf(node), numbers: [] };
      facts.blocks.push(inner);
    }
    for (const child of node.children as Nodes[]) collect(child, facts, prose, inner);
    if (node.type === 'paragraph' || node.type === 'tableCell') prose.push('\n');
  }
}

export function sectionFacts(markdown: string): SectionFacts {
  const tree: Root = parseContentMarkdown(markdown);
  const facts: SectionFacts = {
    numbers: [],
    dice: [],
    links: [],
    directives: [],
    listItems: 0,
    tableRows: 0,
    text: '',
    at: { links: [], directives: [] },
    blocks: [],
  };
  const prose: string[] = [];
  collect(tree, facts, prose);
  facts.text = foldDigits(prose.join(' '));
  // Dice cut out in one pass (one slice per match would be quadratic in a long section).
  const kept: string[] = [];
  let from = 0;
  for (const match of findDiceNotation(facts.text)) {
    facts.dice.push(match.notation);
    kept.push(facts.text.slice(from, match.start));
    from = match.end;
  }
  kept.push(facts.text.slice(from));
  for (const match of kept.join(' ').matchAll(NUMBER)) facts.numbers.push(match[0].replaceAll(',', ''));
  return facts;
}
