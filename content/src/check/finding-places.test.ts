/**
 * Where `content check` puts a changed number inside a list item, a table cell or a blockquote
 * (issue 98: file:line:column at the changed word). Generated from today's th and zh text: in every
 * such block of every translated section, one digit of its prose is changed (the first one, +1; with
 * no digit, a number written into its longest text), the
 * section checked as content check checks it (translation-qa.ts), and the finding's line compared
 * with the line the digit is on, counted in the file's own text (not from the section's position).
 */
import { parseContentMarkdown } from '@polyhedral/markdown';
import type { Nodes, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import type { ReaderLocale, Section } from '../model/types.ts';
import { loadQaExceptions } from '../qa/qa-exceptions.ts';
import { checkTranslationQa } from './translation-qa.ts';

const model = loadContent({});
const exceptions = loadQaExceptions(model.root);
const LOCALES: readonly ReaderLocale[] = ['th', 'zh'];
const PLACES = new Set<Nodes['type']>(['listItem', 'tableCell', 'blockquote']);

/** The number check's findings (a term's name broken by a written-in number is the term check's). */
const NUMBER_CHECK = /^content\.(?:quantities|numbers|qa\.(?:number|dice))/u;

interface Mutant {
  kind: string;
  section: Section;
  markdown: string;
  /** The changed digit's line in the file. */
  line: number;
}

/** The first digit of a text node's prose (not inside an `{en-…}` marker). */
function firstDigit(node: Text): number {
  const match = /\d/u.exec(node.value.replace(/\{[^{}]*\}/gu, (marker) => ' '.repeat(marker.length)));
  return match ? match.index : -1;
}

/** Where, in the section's Markdown, one number of a block's prose is changed or written in. */
function changeIn(node: Nodes, markdown: string): { where: number; from: number; to: string } | undefined {
  const texts: Text[] = [];
  visit(node, 'text', (text) => {
    texts.push(text);
  });
  // Only text written as it reads (no escape or entity): its value is the source there.
  const plain = texts.filter((text) => {
    const { start, end } = text.position ?? {};
    return start?.offset !== undefined && markdown.slice(start.offset, end?.offset) === text.value;
  });
  for (const text of plain) {
    const at = firstDigit(text);
    if (at >= 0) {
      const digit = text.value[at]!;
      return { where: text.position!.start.offset! + at, from: 1, to: String((Number(digit) + 1) % 10) };
    }
  }
  // No digit: a number written into the middle of its longest text (a quantity the English lacks).
  const longest = plain.sort((a, b) => b.value.length - a.value.length)[0];
  if (!longest || longest.value.trim().length < 4) return undefined;
  const middle = [...longest.value.slice(0, longest.value.length / 2)].join('').length;
  return { where: longest.position!.start.offset! + middle, from: 0, to: ' 7 ' };
}

function mutantsOf(section: Section, fileSource: string): Mutant[] {
  const start = fileSource.indexOf(section.markdown);
  if (start < 0 || section.markdown === '') return [];
  const mutants: Mutant[] = [];
  visit(parseContentMarkdown(section.markdown), (node) => {
    if (!PLACES.has(node.type)) return;
    const change = changeIn(node, section.markdown);
    if (!change) return;
    const { where, from, to } = change;
    const markdown = section.markdown.slice(0, where) + to + section.markdown.slice(where + from);
    const line = fileSource.slice(0, start + where).split('\n').length;
    mutants.push({ kind: node.type, section, markdown, line });
  });
  return mutants;
}

function mutants(): Mutant[] {
  return model.files
    .filter((file) => (LOCALES as readonly string[]).includes(file.collection))
    .flatMap((file) => file.sections.flatMap((section) => mutantsOf(section, file.source)));
}

/** content check's findings on the section with the mutant's text in place of its own. */
function linesReported(mutant: Mutant): number[] {
  const { section } = mutant;
  const entry = model.sections.get(section.id)!;
  const locale = section.collection as ReaderLocale;
  const sections = new Map([[section.id, { ...entry, [locale]: { ...section, markdown: mutant.markdown } }]]);
  return checkTranslationQa({ ...model, sections }, exceptions)
    .filter((diagnostic) => diagnostic.file === section.file && NUMBER_CHECK.test(diagnostic.code))
    .map((diagnostic) => diagnostic.line);
}

describe('a changed number in a list item, table cell or blockquote is reported at its line', () => {
  const made = mutants();
  const results = made.map((mutant) => ({ mutant, lines: linesReported(mutant) }));
  const reported = results.filter(({ lines }) => lines.length > 0);
  const elsewhere = reported.filter(({ mutant, lines }) => lines.some((line) => line !== mutant.line));
  const silent = results.filter(({ lines }) => lines.length === 0);

  it('prints the figure: mutants, reported, reported at another line', () => {
    const byKind = (kind: string) => made.filter((mutant) => mutant.kind === kind).length;
    console.log(
      `${made.length} mutants (list items ${byKind('listItem')}, table cells ${byKind('tableCell')}, ` +
        `blockquotes ${byKind('blockquote')}); reported ${reported.length}; ` +
        `at another line ${elsewhere.length}\n` +
        elsewhere
          .slice(0, 10)
          .map(({ mutant, lines }) => `${mutant.section.file}:${mutant.line} reported at ${lines.join(', ')}`)
          .join('\n') +
        `\nnot reported (a translation-only section; "D20 Test" written D30): ${silent.map(({ mutant }) => `${mutant.section.file}:${mutant.line}`).join(', ')}`,
    );
    expect(made.filter((mutant) => mutant.kind === 'listItem').length).toBeGreaterThan(50);
  });

  it('reports each at the changed digit’s line', () => {
    expect(elsewhere.map(({ mutant, lines }) => `${mutant.section.file}:${mutant.line} → ${lines}`)).toEqual(
      [],
    );
  });
});
