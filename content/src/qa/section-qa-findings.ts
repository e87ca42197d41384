/**
 * Translation QA of ONE section held in memory (the English Markdown and its translation's
 * Markdown as strings): what `content check` reports per section (check/translation-qa.ts) and
 * what an editor shows while the translator types. Positions are 1-based within the given
 * Markdown strings: a fault the translation contains (an extra link, a changed directive) points
 * at it in the translation; a fault of something missing points at the translation's heading
 * (1:1) and, in `english`, at the missing value in the English Markdown. Browser-safe: the
 * glossary and the QA exceptions come as data (qa/section-qa.ts fills them in Node).
 */
import { alignSection } from '../align/align-section.ts';
import { alignmentFinding } from '../align/alignment-findings.ts';
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { ContentCode } from '../findings/messages.ts';
import type { ReaderLocale } from '../model/types.ts';
import { multisetMinus } from './multiset-minus.ts';
import { isQaException, type QaExceptions } from './qa-exceptions-match.ts';
import { type FactPosition, type SectionFacts, sectionFacts } from './section-facts.ts';
import type { SectionGlossary } from './section-glossary.ts';
import { type NamedTerm, termsNamedIn } from './terms-named-in.ts';

/** Glossary terms whose English name is distinctive enough to look for in prose (two words or more). */
const namedTermsOf = new WeakMap<SectionGlossary, NamedTerm[]>();

export function namedTerms(glossary: SectionGlossary): NamedTerm[] {
  let named = namedTermsOf.get(glossary);
  if (!named) {
    named = glossary.terms
      .filter((term) => term.en.includes(' '))
      .map((term) => ({ id: term.id, names: { en: term.en } }));
    namedTermsOf.set(glossary, named);
  }
  return named;
}

export interface SectionQaInput {
  /** Section ID (the heading's `{#ID}`, or the page ID for a file's intro). */
  id: string;
  locale: ReaderLocale;
  english: { markdown: string; depth: number };
  translation: { markdown: string; depth: number };
  /** content/qa-exceptions.yaml as loaded by `loadQaExceptions` (default: none). */
  exceptions?: QaExceptions;
  /** The glossary of `locale` (glossaryOfLocale; default in Node: @polyhedral/i18n's). */
  glossary: SectionGlossary;
}

export interface Position {
  line: number;
  column: number;
}

/** One QA finding, positioned in the section's Markdown. */
export interface QaFinding extends Finding {
  /** For something the translation lacks: where it is in the English Markdown. */
  english?: Position;
}

const SECTION_START: Position = { line: 1, column: 1 };

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a normalized number or dice value (`1000`, `2d6+3`) is first written in Markdown (`1,000`, `2d6 + 3`). */
function locateValue(markdown: string, value: string): Position | undefined {
  const pattern = [...value].map(escapeRegExp).join('[\\s,]*');
  const match = new RegExp(`(?<![\\d.])${pattern}(?!\\d)`).exec(markdown);
  return match ? positionAt(markdown, match.index) : undefined;
}

function locateText(markdown: string, text: string): Position | undefined {
  const at = markdown.indexOf(text);
  return at < 0 ? undefined : positionAt(markdown, at);
}

function firstAt(positions: readonly FactPosition[], value: string): Position | undefined {
  const found = positions.find((position) => position.value === value);
  return found ? { line: found.line, column: found.column } : undefined;
}

type Report = (
  ruleId: ContentCode,
  params: Record<string, string | number>,
  at?: Position,
  englishAt?: Position,
) => void;

/**
 * Numbers are held block by block: the numbers of each paragraph, heading and table cell of the
 * translation against those of the English block in the same place, as a multiset (three of four
 * "20"s changed to "30" are three findings). A number that took another's place is named at its
 * own line and column (qa-number-changed); one the block lacks, at the block (qa-number-missing);
 * one the translation adds, at its own line and column (qa-number-extra: "+3 AC" where the English
 * has no 3 is a wrong rule, not a style choice; a number word the translation writes in digits is
 * declared in qa-exceptions.yaml with its reason). When the translation has other blocks than the
 * English (paragraphs joined or split), the section's numbers are compared as one multiset.
 */
function checkNumbers(
  source: SectionFacts,
  target: SectionFacts,
  excepted: (value: string) => boolean,
  report: Report,
): void {
  const pairs =
    source.blocks.length === target.blocks.length
      ? source.blocks.map((block, index) => [block, target.blocks[index]!] as const)
      : [
          [
            { ...SECTION_START, numbers: source.blocks.flatMap((block) => block.numbers) },
            { ...SECTION_START, numbers: target.blocks.flatMap((block) => block.numbers) },
          ] as const,
        ];
  for (const [from, to] of pairs) {
    const missing = countDifferenceBy(from.numbers, to.numbers).filter((fact) => !excepted(fact.value));
    const extra = countDifferenceBy(to.numbers, from.numbers);
    const added = extra.slice(missing.length).filter((fact) => !excepted(fact.value));
    for (const fact of added)
      report('content.qa.number-extra', { value: fact.value }, { line: fact.line, column: fact.column });
    missing.forEach((fact, index) => {
      const taken = extra[index];
      const englishAt = { line: fact.line, column: fact.column };
      if (taken)
        report('content.qa.number-changed', { expected: fact.value, found: taken.value }, taken, englishAt);
      else
        report(
          'content.qa.number-missing',
          { value: fact.value },
          { line: to.line, column: to.column },
          englishAt,
        );
    });
  }
}

/** The facts of `a` left after taking out, value by value, those of `b` (multiset difference). */
function countDifferenceBy(a: readonly FactPosition[], b: readonly FactPosition[]): FactPosition[] {
  const left = multisetMinus(
    a.map((fact) => fact.value),
    b.map((fact) => fact.value),
  );
  const result: FactPosition[] = [];
  const pool = [...a];
  for (const value of left) {
    const index = pool.findIndex((fact) => fact.value === value);
    result.push(pool.splice(index, 1)[0]!);
  }
  return result;
}

/** Terms the English section links (`term:X`) or names in prose ("Hit Points"), by id. */
export function termsOf(english: SectionFacts, glossary: SectionGlossary): string[] {
  const linked = english.links.filter((link) => link.startsWith('term:')).map((link) => link.slice(5));
  const named = termsNamedIn(english.text, namedTerms(glossary));
  return distinct([...linked, ...named]);
}

/** The QA findings of one translated section against its English original. */
export function qaSectionFindings(input: SectionQaInput): QaFinding[] {
  const { id, locale, english, translation, glossary } = input;
  const exceptions = input.exceptions ?? {};
  const findings: QaFinding[] = [];
  const termById = new Map(glossary.terms.map((term) => [term.id, term]));
  const report = (
    ruleId: ContentCode,
    params: Record<string, string | number>,
    at: Position = SECTION_START,
    englishAt?: Position,
  ) => {
    const finding = makeFinding(ruleId, at, { id, locale, ...params });
    findings.push(englishAt ? { ...finding, english: englishAt } : finding);
  };
  if (english.depth !== translation.depth) {
    report('content.qa.heading-level', { expected: english.depth, found: translation.depth });
  }
  const aligned = alignSection(english.markdown, translation.markdown);
  if (!aligned.alignment.ok)
    findings.push(alignmentFinding(aligned.alignment.mismatch, aligned, { id, locale }));
  const source = sectionFacts(english.markdown);
  const target = sectionFacts(translation.markdown);
  const excepted = (kind: 'number' | 'dice' | 'link', value: string) =>
    isQaException(exceptions, locale, id, kind, value);

  checkNumbers(source, target, (value) => excepted('number', value), report);
  for (const value of distinct(source.dice)) {
    if (!target.dice.includes(value) && !excepted('dice', value)) {
      report('content.qa.dice-missing', { value }, SECTION_START, locateValue(english.markdown, value));
    }
  }
  for (const value of distinct(target.dice)) {
    if (!source.dice.includes(value) && !excepted('dice', value)) {
      report('content.qa.dice-extra', { value }, locateValue(translation.markdown, value));
    }
  }
  for (const value of distinct(source.links)) {
    if (!target.links.includes(value) && !excepted('link', value)) {
      report('content.qa.link-missing', { value }, SECTION_START, firstAt(source.at.links, value));
    }
  }
  for (const value of distinct(target.links)) {
    if (!source.links.includes(value) && !excepted('link', value)) {
      report('content.qa.link-extra', { value }, firstAt(target.at.links, value));
    }
  }
  const added = multisetMinus(target.directives, source.directives);
  const removed = multisetMinus(source.directives, target.directives);
  if (added.length + removed.length > 0) {
    report(
      'content.qa.directive-mismatch',
      {
        expected: source.directives.join(' ') || '(none)',
        found: target.directives.join(' ') || '(none)',
      },
      added[0] === undefined ? SECTION_START : firstAt(target.at.directives, added[0]),
      removed[0] === undefined ? undefined : firstAt(source.at.directives, removed[0]),
    );
  }
  if (source.listItems !== target.listItems) {
    report('content.qa.list-count', { expected: source.listItems, found: target.listItems });
  }
  if (source.tableRows !== target.tableRows) {
    report('content.qa.table-rows', { expected: source.tableRows, found: target.tableRows });
  }
  for (const term of termsOf(source, glossary)) {
    const name = termById.get(term)?.local;
    if (name && !target.text.includes(name)) {
      const englishName = termById.get(term)?.en;
      report(
        'content.qa.term-name',
        { term, name },
        SECTION_START,
        locateText(english.markdown, `term:${term}`) ??
          (englishName ? locateText(english.markdown, englishName) : undefined),
      );
    }
  }
  return findings;
}
