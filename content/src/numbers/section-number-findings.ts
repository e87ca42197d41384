/**
 * The number check of one translated section, block by aligned block ("every number at its place"):
 * each translated block against the English block(s) it stands for (align-blocks.ts), numbers,
 * signs, dice, multipliers, units and number words in order; an `{en-none}` block is held to the
 * core's facts; an unaligned section is one pair, without order. Each finding names its place, the
 * English place and both block texts. Browser-safe.
 */
import type { BlockAlignment } from '../align/align-blocks.ts';
import type { SectionGlossaryFact } from '../glossary/section-glossary.ts';
import type { ReaderLocale } from '../model/types.ts';
import { type AlignedGroup, alignedGroups } from './aligned-groups.ts';
import type { BlockText } from './block-texts.ts';
import { coreFactFindings } from './core-fact-findings.ts';
import { checkNumberForms } from './number-form-findings.ts';
import type { NumberReport } from './number-report.ts';
import { numberSide } from './number-side.ts';
import { checkDice, checkNumbers } from './number-value-findings.ts';
import { checkNumberWords } from './number-word-findings.ts';
import { checkPairQuantities } from './pair-quantities.ts';

export interface SectionNumberCheck {
  locale: ReaderLocale;
  excepted: (kind: 'number' | 'dice' | 'quantity', value: string) => boolean;
  facts: readonly SectionGlossaryFact[];
  report: NumberReport;
}

/**
 * Blocks with no English (`{en-none}`, or a section only the translation has): the core's named
 * numbers (a weapon's damage dice) and the forms (digits, a capital D, a unit), each at its place.
 */
export function checkUnpairedNumbers(blocks: readonly BlockText[], check: SectionNumberCheck): void {
  for (const block of blocks) {
    const section = { id: '', locale: check.locale };
    const texts = { block: block.block.index, englishText: '—', blockText: block.text };
    for (const finding of coreFactFindings(block.text, check.facts, section)) {
      const lines = block.text.split('\n').slice(0, finding.line - 1);
      const offset = lines.reduce((total, line) => total + line.length + 1, 0) + finding.column - 1;
      const { id: _id, locale: _locale, ...params } = finding.params;
      check.report(finding.code, { ...params, ...texts }, block.at(offset));
    }
    const report: NumberReport = (code, params, at) => check.report(code, { ...params, ...texts }, at);
    checkNumberForms(numberSide([]), numberSide([block]), languageOf(check.locale), report);
  }
}

const languageOf = (locale: ReaderLocale) => (locale === 'th' ? 'th' : 'zh');

function checkGroup(
  group: AlignedGroup,
  english: readonly BlockText[],
  translated: readonly BlockText[],
  ordered: boolean,
  check: SectionNumberCheck,
): void {
  const to = numberSide(group.translated.map((index) => translated[index]!));
  if (group.english.length === 0) {
    checkUnpairedNumbers(to.blocks, check);
    return;
  }
  const from = numberSide(group.english.map((index) => english[index]!));
  const texts = {
    block: group.translated[0]!,
    englishBlock: group.english[0]!,
    englishText: from.text,
    blockText: to.text,
  };
  const report: NumberReport = (code, params, at, englishAt) =>
    check.report(code, { ...params, ...texts }, at, englishAt);
  let numbersReported = 0;
  const counting: NumberReport = (code, params, at, englishAt) => {
    numbersReported += 1;
    report(code, params, at, englishAt);
  };
  checkNumberForms(from, to, languageOf(check.locale), counting);
  const values = { excepted: check.excepted, ordered, report: counting };
  checkDice(from, to, values);
  checkNumbers(from, to, values);
  checkNumberWords(from, to, counting);
  // Every other quantity (words, directions, boundaries, units): the numbers once only.
  checkPairQuantities(from.blocks, to.blocks, check.locale, {
    report,
    excepted: check.excepted,
    ordered,
    numbersReported: numbersReported > 0,
  });
}

export function checkSectionNumbers(
  english: readonly BlockText[],
  translated: readonly BlockText[],
  alignment: BlockAlignment,
  check: SectionNumberCheck,
): void {
  if (alignment.ok) {
    for (const group of alignedGroups(alignment.en)) checkGroup(group, english, translated, true, check);
    return;
  }
  const all = (blocks: readonly BlockText[]) => blocks.map((_, index) => index);
  checkGroup({ english: all(english), translated: all(translated) }, english, translated, false, check);
}
