/**
 * Translation QA of ONE section in memory, as qa/section-qa.ts describes it; browser-safe: the
 * glossary and the QA exceptions come as data (section-qa.ts fills them in Node).
 */
import { alignBlocks } from '../align/align-blocks.ts';
import { alignmentFinding } from '../align/alignment-findings.ts';
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { ContentCode } from '../findings/messages.ts';
import type { SectionGlossary } from '../glossary/section-glossary.ts';
import type { ReaderLocale } from '../model/types.ts';
import { blockTexts } from '../numbers/block-texts.ts';
import { multisetMinus } from '../numbers/multiset-minus.ts';
import { checkSectionNumbers } from '../numbers/section-number-findings.ts';
import { positionAt } from '../text/position-at.ts';
import { isQaException, type QaExceptions } from './qa-exceptions-match.ts';
import { type FactPosition, type SectionFacts, sectionFacts } from './section-facts.ts';
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

function locateText(markdown: string, text: string): Position | undefined {
  const at = markdown.indexOf(text);
  return at < 0 ? undefined : positionAt(markdown, at);
}

function firstAt(positions: readonly FactPosition[], value: string): Position | undefined {
  const found = positions.find((position) => position.value === value);
  return found ? { line: found.line, column: found.column } : undefined;
}

/** Terms the English section links (`term:X`) or names in prose ("Hit Points"), by id. */
export function termsOf(english: SectionFacts, glossary: SectionGlossary): string[] {
  const linked = english.links.filter((link) => link.startsWith('term:')).map((link) => link.slice(5));
  const named = termsNamedIn(english.text, namedTerms(glossary));
  return distinct([...linked, ...named]);
}

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
  // The blocks, paired by the alignment: the alignment check and the number check read the same pairs.
  const texts = { english: blockTexts(english.markdown), translation: blockTexts(translation.markdown) };
  const blocks = {
    english: texts.english.map(({ block }) => block),
    translated: texts.translation.map(({ block }) => block),
  };
  const alignment = alignBlocks(blocks.english, blocks.translated);
  if (!alignment.ok) findings.push(alignmentFinding(alignment.mismatch, blocks, { id, locale }));
  const source = sectionFacts(english.markdown);
  const target = sectionFacts(translation.markdown);
  const excepted = (kind: 'number' | 'dice' | 'link' | 'quantity', value: string) =>
    isQaException(exceptions, locale, id, kind, value);

  checkSectionNumbers(texts.english, texts.translation, alignment, {
    locale,
    excepted: (kind, value) => excepted(kind, value),
    facts: glossary.facts ?? [],
    report,
  });
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
