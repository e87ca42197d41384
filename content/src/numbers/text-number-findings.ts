/**
 * The number check on two plain texts that stand for each other, a glossary definition or name, or
 * a table string, and its English ("DC 10" written "DC 11" is refused): the same comparison as a
 * section's aligned blocks (section-number-findings.ts: numbers, dice and every other quantity), the
 * two texts as one block each. Browser-safe.
 */
import type { SectionBlock } from '@polyhedral/markdown';
import type { ContentCode } from '../findings/messages.ts';
import type { ReaderLocale } from '../model/types.ts';
import type { BlockText } from './block-texts.ts';
import { checkSectionNumbers, type SectionNumberCheck } from './section-number-findings.ts';

export interface TextNumberProblem {
  code: ContentCode;
  params: Record<string, string | number>;
  /** Where in the translated text (1-based, in UTF-16 units). */
  column: number;
}

function asBlock(text: string): BlockText {
  const block: SectionBlock = { index: 0, kind: 'paragraph', line: 1, text };
  return { block, text, at: (offset) => ({ line: 1, column: offset + 1 }) };
}

/** What the number check finds in `translated` against `english`, in the order found. */
export function textNumberProblems(
  english: string,
  translated: string,
  locale: ReaderLocale,
  excepted: SectionNumberCheck['excepted'] = () => false,
): TextNumberProblem[] {
  const problems: TextNumberProblem[] = [];
  checkSectionNumbers(
    [asBlock(english)],
    [asBlock(translated)],
    { ok: true, en: [[0]] },
    {
      locale,
      excepted,
      facts: [],
      report: (code, params, at) => problems.push({ code, params, column: at.column }),
    },
  );
  return problems;
}
