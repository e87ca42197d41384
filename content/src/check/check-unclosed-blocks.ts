/**
 * A block left open in a file: a code fence, an HTML comment, a `<pre>`-like block or a `:::`
 * container that never closes. Opened mid-file it swallows every heading after it; opened in a
 * file's last section it swallows nothing visible, so the loader cannot notice, yet the page shows
 * the rest of the section inside the block. The writer refuses such a save (write/unclosed-blocks.ts);
 * this is the same scan over every file on disk, so a hand edit or a `git pull` is caught too, and
 * the review gate (which runs these checks) refuses it as well.
 */

import { type Diagnostic, inFile } from '../findings/diagnostic.ts';
import type { ContentFile } from '../model/types.ts';
import { unclosedBlockFindings } from './unclosed-block-findings.ts';

export function checkUnclosedBlocks(file: ContentFile): Diagnostic[] {
  // The body keeps blank lines where the front matter was: its lines are the file's lines.
  return unclosedBlockFindings(file.body).map((finding) => inFile(finding, file.file));
}
