/** plain-text-findings.ts over a content file: its `title:`, its headings and its body (issues 22 and 45). */

import { type Diagnostic, inFile } from '../findings/diagnostic.ts';
import type { Finding } from '../findings/finding.ts';
import type { ContentFile } from '../model/types.ts';
import { keyPosition } from '../text/position-at.ts';
import { bodyInvisibleFindings, plainTextFindings } from './plain-text-findings.ts';

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
    ...plainTextFindings(file.frontMatter.title, keyPosition(file.source, 'title')),
    ...file.sections
      .filter((section) => !section.intro)
      .flatMap((section) => plainTextFindings(section.title, section.position)),
  ].map((finding) => inFile(finding, file.file));
}
