/**
 * What a writer refuses in a new section text before any parse: a lone UTF-16 surrogate (a broken
 * paste, a bad JSON escape, which would be written as U+FFFD), and a text nested deeper than the
 * parser may go; each at its line in the file.
 */
import { nestingProblem } from '@polyhedral/markdown';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { NESTING_REFUSAL_CODE, type WriteRefusal } from '../write/write-refusal.ts';

/** `firstLine`: the file line of the text's first line. */
export function nestingRefusal(file: string, markdown: string, firstLine: number): WriteRefusal | null {
  if (!markdown.isWellFormed()) {
    const before = markdown.slice(0, markdown.search(/[\ud800-\udfff]/u) + 1);
    return {
      code: 'content.write.broken-character',
      file,
      line: firstLine + before.split('\n').length - 1,
      params: {},
    };
  }
  const nesting = nestingProblem(normalizedSectionText(markdown));
  if (nesting === null) return null;
  return {
    code: NESTING_REFUSAL_CODE[nesting.kind],
    file,
    line: firstLine + nesting.line - 1,
    params: { depth: nesting.depth, limit: nesting.limit },
  };
}
