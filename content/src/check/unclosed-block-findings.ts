/**
 * block-unclosed on a text: the innermost block (code fence, HTML comment, `<pre>`-like block,
 * `:::` container) still open at its end (write/unclosed-blocks.ts). Browser-safe.
 */

import { type Finding, makeFinding } from '../findings/finding.ts';
import { findUnclosedBlock } from '../write/unclosed-blocks.ts';

/** block-unclosed at the opener's line of `text`, or none. */
export function unclosedBlockFindings(text: string): Finding[] {
  const unclosed = findUnclosedBlock(text);
  if (!unclosed) return [];
  return [
    makeFinding('content.block.unclosed', { line: unclosed.line, column: 1 }, { opener: unclosed.opener }),
  ];
}
