/**
 * Titles and headings are plain text (issue 22): a front-matter `title:` or a heading holding an
 * invisible direction control (U+202E turns the rest of a line around) or zero-width character,
 * or something that reads as HTML markup (`<script`, `</title>`), is an error at its line. Body
 * text is held to the same invisible characters (issue 45): one error per line that has one, at
 * its column (a byte order mark opening the file is file-bom's).
 */
import type { ContentFile } from '../model/types.ts';
import { type Diagnostic, makeDiagnostic } from './diagnostic.ts';

/** Bidi embeddings, overrides, isolates and marks; zero-width space, joiners, word joiner, invisible operators, BOM. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
/** `<` starting a tag, an end tag, a comment or a declaration. */
const MARKUP = /<\/?[A-Za-z!?][^\s>]*/;
const SHOWN_LENGTH = 60;

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text as a message may show it: invisible characters spelled out, long text cut. */
function shown(text: string): string {
  const visible = text.replace(new RegExp(INVISIBLE.source, 'gu'), (char) => `<${codePoint(char)}>`);
  return visible.length > SHOWN_LENGTH ? `${visible.slice(0, SHOWN_LENGTH - 1)}…` : visible;
}

function checkText(text: string, file: string, at: { line: number; column: number }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const invisible = INVISIBLE.exec(text);
  if (invisible) {
    diagnostics.push(
      makeDiagnostic('content.text.invisible-character', file, at, {
        text: shown(text),
        char: codePoint(invisible[0]),
      }),
    );
  }
  const markup = MARKUP.exec(text);
  if (markup) {
    diagnostics.push(
      makeDiagnostic('content.text.markup', file, at, { text: shown(text), markup: markup[0] }),
    );
  }
  return diagnostics;
}

/** Line of the front matter's `title:` key (1 when it cannot be found). */
function titleLine(file: ContentFile): number {
  const index = file.source.search(/^title:/m);
  return index < 0 ? 1 : file.source.slice(0, index).split('\n').length;
}

/** Invisible characters in the body (body-invisible-character), one finding per line, at the first one's column. */
function checkBody(file: ContentFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const lines = file.body.split('\n');
  // Heading lines are checked as headings (text-invisible-character).
  const headings = new Set(
    file.sections.filter((section) => !section.intro).map((section) => section.position.line),
  );
  lines.forEach((text, index) => {
    const line = index + 1;
    if (line < file.bodyLine || headings.has(line)) return;
    const found = INVISIBLE.exec(line === 1 ? text.replace(/^\uFEFF/, '') : text);
    if (!found) return;
    const column = found.index + 1 + (line === 1 && text.startsWith('\uFEFF') ? 1 : 0);
    diagnostics.push(
      makeDiagnostic(
        'content.text.invisible-in-body',
        file.file,
        { line, column },
        {
          text: shown(text.trim()),
          char: codePoint(found[0]),
        },
      ),
    );
  });
  return diagnostics;
}

export function checkPlainText(file: ContentFile): Diagnostic[] {
  if (file.frontMatter === null) return [];
  return [
    ...checkBody(file),
    ...checkText(file.frontMatter.title, file.file, { line: titleLine(file), column: 1 }),
    ...file.sections
      .filter((section) => !section.intro)
      .flatMap((section) => checkText(section.title, file.file, section.position)),
  ];
}
