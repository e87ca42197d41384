/**
 * Titles and headings are plain text (issue 22): a front-matter `title:` or a heading holding an
 * invisible direction control (U+202E turns the rest of a line around) or zero-width character,
 * or something that reads as HTML markup (`<script`, `</title>`), is an error at its line. Body
 * text is held to the same invisible characters (issue 45): one error per line that has one, at
 * its column (a byte order mark opening the file is file-bom's). Browser-safe: check-plain-text.ts
 * runs these over a content file.
 */
import { type Finding, makeFinding } from '../findings/finding.ts';
import { codePoint } from '../text/plain-text.ts';

/** Bidi embeddings, overrides, isolates and marks; zero-width space, joiners, word joiner, invisible operators, BOM. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
/** `<` starting a tag, an end tag, a comment or a declaration. */
const MARKUP = /<\/?[A-Za-z!?][^\s>]*/;
const SHOWN_LENGTH = 60;

/** The text as a message may show it: invisible characters spelled out, long text cut. */
function shown(text: string): string {
  const visible = text.replace(new RegExp(INVISIBLE.source, 'gu'), (char) => `<${codePoint(char)}>`);
  return visible.length > SHOWN_LENGTH ? `${visible.slice(0, SHOWN_LENGTH - 1)}…` : visible;
}

/** A title or heading's text: invisible characters and markup, at `at`. */
export function plainTextFindings(text: string, at: { line: number; column: number }): Finding[] {
  const diagnostics: Finding[] = [];
  const invisible = INVISIBLE.exec(text);
  if (invisible) {
    diagnostics.push(
      makeFinding('content.text.invisible-character', at, {
        text: shown(text),
        char: codePoint(invisible[0]),
      }),
    );
  }
  const markup = MARKUP.exec(text);
  if (markup) {
    diagnostics.push(makeFinding('content.text.markup', at, { text: shown(text), markup: markup[0] }));
  }
  return diagnostics;
}

/**
 * Invisible characters in body text (body-invisible-character), one finding per line, at the
 * first one's column; lines `skip` names (headings, checked as headings; the front matter's) are
 * left out. A byte order mark opening the text is file-bom's.
 */
export function bodyInvisibleFindings(text: string, skip: (line: number) => boolean): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    if (skip(line)) return;
    const found = INVISIBLE.exec(line === 1 ? lineText.replace(/^\uFEFF/, '') : lineText);
    if (!found) return;
    const column = found.index + 1 + (line === 1 && lineText.startsWith('\uFEFF') ? 1 : 0);
    findings.push(
      makeFinding(
        'content.text.invisible-in-body',
        { line, column },
        { text: shown(lineText.trim()), char: codePoint(found[0]) },
      ),
    );
  });
  return findings;
}
