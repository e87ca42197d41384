/**
 * The heading outline of a content document with source offsets: what the content loader
 * uses to split a file into sections (a section = a top-level heading and the body up to
 * the next top-level heading). Headings nested in quotes or lists are listed apart.
 */
import type { Heading } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseContentMarkdown } from './parse-content-markdown.ts';
import { extractHeadingId } from './remark-heading-ids.ts';
import { createTextMemo } from './text-memo.ts';

export interface OutlineHeading {
  /** The `{#ID}` written on the heading, if any. */
  id: string | undefined;
  depth: number;
  /** Heading text without the `{#ID}`. */
  text: string;
  /** 1-based line and column of the heading. */
  line: number;
  column: number;
  /** 0-based source offsets of the heading node. */
  startOffset: number;
  endOffset: number;
}

export interface ContentOutline {
  /** Headings that are direct children of the document, in order. */
  readonly headings: readonly Readonly<OutlineHeading>[];
  /** Headings inside block quotes, lists or other containers (cannot start a section). */
  readonly nestedHeadings: readonly Readonly<OutlineHeading>[];
}

function outlineHeading(heading: Heading): OutlineHeading {
  const start = heading.position?.start;
  const end = heading.position?.end;
  const id = extractHeadingId(heading);
  return {
    id,
    depth: heading.depth,
    text: mdastToString(heading).trim(),
    line: start?.line ?? 1,
    column: start?.column ?? 1,
    startOffset: start?.offset ?? 0,
    endOffset: end?.offset ?? 0,
  };
}

/** Outlines made in this process, by text (16 M characters kept): loading outlines every file again. */
const outlines = createTextMemo<ContentOutline>(16 * 1024 * 1024);

/** Frozen: one outline is handed to every caller that outlines the same text. */
function frozenOutline(headings: OutlineHeading[], nestedHeadings: OutlineHeading[]): ContentOutline {
  for (const heading of [...headings, ...nestedHeadings]) Object.freeze(heading);
  return Object.freeze({ headings: Object.freeze(headings), nestedHeadings: Object.freeze(nestedHeadings) });
}

export function outlineContent(markdown: string): ContentOutline {
  const known = outlines.get(markdown);
  if (known) return known;
  const tree = parseContentMarkdown(markdown);
  const headings: OutlineHeading[] = [];
  const nestedHeadings: OutlineHeading[] = [];
  visit(tree, 'heading', (heading, _index, parent) => {
    (parent?.type === 'root' ? headings : nestedHeadings).push(outlineHeading(heading));
  });
  const outline = frozenOutline(headings, nestedHeadings);
  return outlines.set(markdown, outline);
}
