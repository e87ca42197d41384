/**
 * replaceSectionText: new Markdown in place of one section (found as the loader finds it), byte for
 * byte elsewhere. The new text must still be that one section (the same `{#ID}` heading, no other
 * heading with an ID); line endings follow the file.
 */
import { outlineContent } from '@polyhedral/markdown';
import { splitFrontMatter } from '../front-matter/split-front-matter.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import type { WriteRefusalCode } from '../write/write-refusal.ts';
import { keepsHeading } from './keeps-heading.ts';

/** Why the text cannot take the section's place: the writers' own refusal codes (file added by the caller). */
export interface ReplaceSectionProblem {
  code: Extract<
    WriteRefusalCode,
    | 'content.write.not-utf8'
    | 'content.write.no-front-matter'
    | 'content.write.unknown-section'
    | 'content.write.heading-changed'
  >;
  params: { id: string };
}

export type ReplaceSectionResult =
  | { ok: true; bytes: Buffer; changed: boolean }
  | { ok: false; problem: ReplaceSectionProblem };

function refused(code: ReplaceSectionProblem['code'], id: string): ReplaceSectionResult {
  return { ok: false, problem: { code, params: { id } } };
}

const DECODER = new TextDecoder('utf-8', { fatal: true });

/** [start, end) of a section's trimmed text in `body` (a split-front-matter body). */
function sectionRange(body: string, pageId: string, id: string): [number, number] | null {
  const headings = outlineContent(body).headings.filter((heading) => heading.id !== undefined);
  let start: number;
  let end: number;
  if (id === pageId) {
    start = 0;
    end = headings[0]?.startOffset ?? body.length;
  } else {
    const index = headings.findIndex((heading) => heading.id === id);
    if (index < 0) return null;
    start = headings[index]!.startOffset;
    end = headings[index + 1]?.startOffset ?? body.length;
  }
  const text = body.slice(start, end);
  const leading = text.length - text.trimStart().length;
  const trimmed = text.trim();
  if (trimmed === '') {
    // An empty intro: the new text goes right after the front matter's blank lines.
    return [start + leading, start + leading];
  }
  return [start + leading, start + leading + trimmed.length];
}

/** The file `bytes` with section `id` of page `pageId` replaced by `markdown` (normalizedSectionText). */
export function replaceSectionText(
  bytes: Uint8Array,
  pageId: string,
  id: string,
  markdown: string,
): ReplaceSectionResult {
  let source: string;
  try {
    source = DECODER.decode(bytes);
  } catch {
    return refused('content.write.not-utf8', id);
  }
  const split = splitFrontMatter(source);
  if (split.yaml === null) return refused('content.write.no-front-matter', id);
  const range = sectionRange(split.body, pageId, id);
  if (!range) return refused('content.write.unknown-section', id);
  const text = normalizedSectionText(markdown);
  if (!keepsHeading(text, id, id === pageId)) return refused('content.write.heading-changed', id);
  const crlf = source.includes('\r\n');
  const written = crlf ? text.replace(/\n/g, '\r\n') : text;
  // The body replaces the front matter's lines with one newline each: map back to the source.
  const shift = source.length - split.body.length;
  const before = source.slice(0, range[0] + shift);
  const after = source.slice(range[1] + shift);
  const separator =
    range[0] === range[1] && written !== '' && after !== '' ? (crlf ? '\r\n\r\n' : '\n\n') : '';
  const next = before + written + separator + after;
  return { ok: true, bytes: Buffer.from(next, 'utf8'), changed: next !== source };
}
