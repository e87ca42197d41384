/**
 * Titles and headings are plain text (issue 22): a front-matter `title:` or a heading holding an
 * invisible direction control (U+202E turns the rest of a line around) or zero-width character,
 * or something that reads as HTML markup (`<script`, `</title>`), is an error at its line. Body
 * text is held to the same invisible characters (issue 45): one error per line that has one, at
 * its column (a byte order mark opening the file is file-bom's).
 */

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
