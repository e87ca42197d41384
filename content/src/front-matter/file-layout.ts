/**
 * The layout of a content file as the loader sees it, as byte ranges of the source text: the front
 * matter block, then one segment per section (the intro, then each heading with an ID up to the
 * next one). Segments cover the whole file after the front matter, so two files with the same
 * segments are the same file. The writer compares old and new files segment by segment.
 */
import { outlineContent } from '@polyhedral/markdown';
import { splitFrontMatter } from './split-front-matter.ts';

export interface FileSegment {
  /** The section ID (the intro's is `pageId`, or '' when the front matter has no id). */
  id: string;
  /** [start, end) in the source. */
  start: number;
  end: number;
  /** 1-based line of the segment's first character. */
  line: number;
}

export interface FileLayout {
  /** The front matter text from the first byte to the start of the body; null without one. */
  frontMatter: string | null;
  segments: FileSegment[];
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (
    let index = source.indexOf('\n');
    index >= 0 && index < offset;
    index = source.indexOf('\n', index + 1)
  ) {
    line += 1;
  }
  return line;
}

/** `pageId`: the intro's ID (the front matter's `id`). */
export function fileLayout(source: string, pageId: string): FileLayout {
  const split = splitFrontMatter(source);
  const shift = source.length - split.body.length;
  const bodyStart = split.yaml === null ? 0 : shift + split.bodyLine - 1;
  const headings = outlineContent(split.body).headings.filter((heading) => heading.id !== undefined);
  const starts = headings.map((heading) => heading.startOffset + shift);
  const segments: FileSegment[] = [
    { id: pageId, start: bodyStart, end: starts[0] ?? source.length, line: lineAt(source, bodyStart) },
  ];
  headings.forEach((heading, index) => {
    segments.push({
      id: heading.id!,
      start: starts[index]!,
      end: starts[index + 1] ?? source.length,
      line: heading.line,
    });
  });
  return { frontMatter: split.yaml === null ? null : source.slice(0, bodyStart), segments };
}
