/**
 * How deeply a Markdown text nests its containers (quotes, list items), read before any parser sees
 * it: the parser and every tree walk recurse once per level, so 3,000 nested `>` overflow the stack.
 * Callers refuse a text deeper than MAX_NESTING_DEPTH with its line (the rules text nests two).
 */
import { MAX_INLINE_LOOK_BACK, MAX_INLINE_NESTING, scanInline } from './inline-nesting.ts';

/** Deepest nesting a content text may have (block quotes and list items on one line, indentation). */
export const MAX_NESTING_DEPTH = 16;

export interface NestingDepth {
  depth: number;
  /** 1-based line of the first line at that depth. */
  line: number;
}

const MARKER = /^[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))/;

/** The deepest container nesting of `markdown` (an over-estimate for indented code, never under). */
export function deepestNesting(markdown: string): NestingDepth {
  let deepest: NestingDepth = { depth: 0, line: 1 };
  let line = 1;
  let start = 0;
  while (start <= markdown.length) {
    const end = markdown.indexOf('\n', start);
    let rest = markdown.slice(start, end < 0 ? markdown.length : end);
    const indent = rest.length - rest.trimStart().length;
    let depth = Math.floor(indent / 2);
    for (let match = MARKER.exec(rest); match; match = MARKER.exec(rest)) {
      depth += 1;
      rest = rest.slice(match[0].length);
    }
    if (depth > deepest.depth) deepest = { depth, line };
    if (end < 0) break;
    start = end + 1;
    line += 1;
  }
  return deepest;
}

/**
 * Containers (quotes, lists), inline markup (emphasis, strikethrough, links, images), or so many
 * inline openers never closed that the parser's look-backs over them would be slow.
 */
export type NestingKind = 'block' | 'inline' | 'stray';

/** The problem code of each kind (the writers' refusals have their own, write-refusal.ts in content). */
export const NESTING_CODE = {
  block: 'content.markdown.too-deep',
  inline: 'content.markdown.inline-too-deep',
  stray: 'content.markdown.stray-openers',
} as const satisfies Record<NestingKind, string>;

const LIMIT: Record<NestingKind, number> = {
  block: MAX_NESTING_DEPTH,
  inline: MAX_INLINE_NESTING,
  stray: MAX_INLINE_LOOK_BACK,
};

export interface NestingProblem extends NestingDepth {
  kind: NestingKind;
  limit: number;
}

/** Why `markdown` may not be parsed (the first limit of LIMIT it passes, at its line), or null. */
export function nestingProblem(markdown: string): NestingProblem | null {
  const block = deepestNesting(markdown);
  if (block.depth > MAX_NESTING_DEPTH) return { ...block, kind: 'block', limit: MAX_NESTING_DEPTH };
  const { deepest, lookBack } = scanInline(markdown);
  if (deepest.depth > MAX_INLINE_NESTING) return { ...deepest, kind: 'inline', limit: MAX_INLINE_NESTING };
  if (lookBack.depth > MAX_INLINE_LOOK_BACK)
    return { ...lookBack, kind: 'stray', limit: MAX_INLINE_LOOK_BACK };
  return null;
}

/** A text nested deeper than the parser may safely go. */
export class MarkdownTooDeepError extends Error {
  readonly code: (typeof NESTING_CODE)[NestingKind];
  readonly limit: number;
  readonly depth: number;
  readonly line: number;
  readonly kind: NestingKind;
  constructor(depth: number, line: number, kind: NestingKind = 'block') {
    const limit = LIMIT[kind];
    super(`Markdown nested ${depth} levels deep (${kind}) at line ${line} (at most ${limit})`);
    this.depth = depth;
    this.line = line;
    this.kind = kind;
    this.code = NESTING_CODE[kind];
    this.limit = limit;
  }
}
