/**
 * What no parser is given: a section larger than MAX_SECTION_BYTES (UTF-8) and Markdown nested
 * deeper than @polyhedral/markdown allows. The loader reports these on a file (and leaves it
 * unparsed); the browser's section check reports them on the typed text and checks nothing else.
 */
import { NESTING_CODE, nestingProblem } from '@polyhedral/markdown';
import { MAX_SECTION_BYTES } from '../config/limits.ts';
import { type Finding, makeFinding } from '../findings/finding.ts';
import { utf8ByteLength } from '../text/utf8-length.ts';

/** section-too-large at `at` when `markdown` is over the limit, else null. */
export function sectionSizeFinding(
  id: string,
  markdown: string,
  at: { line: number; column: number },
): Finding | null {
  const size = utf8ByteLength(markdown);
  if (size <= MAX_SECTION_BYTES) return null;
  return makeFinding('content.section.too-large', at, { id, size, limit: MAX_SECTION_BYTES });
}

/** markdown-too-deep / markdown-inline-too-deep / markdown-stray-openers at its line, else null. */
export function nestingFinding(markdown: string): Finding | null {
  const nesting = nestingProblem(markdown);
  if (!nesting) return null;
  return makeFinding(
    NESTING_CODE[nesting.kind],
    { line: nesting.line, column: 1 },
    { depth: nesting.depth, limit: nesting.limit },
  );
}
