/** plain-text-findings.ts over a content file: its `title:`, its headings and its body (issues 22 and 45). */

import { type Diagnostic, inFile } from '../findings/diagnostic.ts';
import type { Finding } from '../findings/finding.ts';
import type { ContentFile } from '../model/types.ts';
import { bodyInvisibleFindings, plainTextFindings } from './plain-text-findings.ts';

/** Line of the front matter's `title:` key (1 when it cannot be found). */
function titleLine(file: ContentFile): number {
  const index = file.source.search(/^title:/m);
  return index < 0 ? 1 : file.source.slice(0, index).split('\n').length;
}

function checkBody(file: ContentFile): Finding[] {
  // Heading lines are checked as headings (text-invisible-character).
  const headings = new Set(
    file.sections.filter((section) => !section.intro).map((section) => section.position.line),
  );
  return bodyInvisibleFindings(file.body, (line) => line < file.bodyLine || headings.has(line));
}

export function checkPlainText(file: ContentFile): Diagnostic[] {
  if (file.frontMatter === null) return [];
  return [
    ...checkBody(file),
    ...plainTextFindings(file.frontMatter.title, { line: titleLine(file), column: 1 }),
    ...file.sections
      .filter((section) => !section.intro)
      .flatMap((section) => plainTextFindings(section.title, section.position)),
  ].map((finding) => inFile(finding, file.file));
}
