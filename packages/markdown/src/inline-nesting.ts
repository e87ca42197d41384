/**
 * How deeply a Markdown text may nest its inline markup, read before any parser sees it: micromark
 * looks back over every opener still open (3,000 nested `*` or `![` cost it seconds) and every tree
 * walk recurses once per level (a RangeError). Never an under-estimate: per paragraph, each opener
 * (`*`, `_`, `~`, `[`) that a later closer of its kind takes back counts one level (`***a***`
 * counts 3); an opener nothing closes counts nothing. Code spans, fenced code and escapes are text.
 */
/** A depth and the 1-based line where it is first reached. */
export interface InlineDepth {
  depth: number;
  line: number;
}

/** Deepest inline nesting a content text may have (the rules text uses 3 at most: `***a***`). */
export const MAX_INLINE_NESTING = 32;

/**
 * Most openers closing runs may look back over in one text (countLookBack): far above what the
 * rules text needs, far below what makes the parser slow.
 */
export const MAX_INLINE_LOOK_BACK = 20_000;

const CONTAINER = /^[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const WIDE =
  /[\p{Script=Han}\p{Script=Thai}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

type Delimiter = '*' | '_' | '~' | '[';

/** Where a delimiter run opened: its line, and how many of its characters were later closed. */
interface Opener {
  line: number;
  closed: number;
}

/** One paragraph's delimiter events in text order: an opener, or a closer taking back `count`. */
type Event = { opener: Opener } | { count: number };

interface Scan {
  /** Per kind, the runs still open (the innermost last) and how many of each are left open. */
  open: Record<Delimiter, { opener: Opener; left: number }[]>;
  events: Event[];
  deepest: InlineDepth;
  /** Openers still open that closing runs looked back over, summed over the text. */
  lookBack: InlineDepth;
}

function emptyOpen(): Scan['open'] {
  return { '*': [], _: [], '~': [], '[': [] };
}

function openRun(scan: Scan, kind: Delimiter, count: number, line: number): void {
  const opener: Opener = { line, closed: 0 };
  scan.open[kind].push({ opener, left: count });
  scan.events.push({ opener });
}

/** Close up to `count` characters of `kind`, innermost first; how many it took back. */
function closeRun(scan: Scan, kind: Delimiter, count: number): number {
  const stack = scan.open[kind];
  let taken = 0;
  while (taken < count && stack.length > 0) {
    const top = stack.at(-1)!;
    const take = Math.min(top.left, count - taken);
    top.left -= take;
    top.opener.closed += take;
    taken += take;
    if (top.left === 0) stack.pop();
  }
  if (taken > 0) scan.events.push({ count: taken });
  return taken;
}

/**
 * A run that may close looks back over every opener still open in its paragraph, of any kind (as
 * micromark does): 2,000 stray `*` before 2,000 stray closing `_` cost 7 s to parse.
 */
function countLookBack(scan: Scan, line: number): void {
  const open = scan.open;
  const before = scan.lookBack.depth;
  const after = before + open['*'].length + open._.length + open['~'].length + open['['].length;
  const passed = after > MAX_INLINE_LOOK_BACK && before <= MAX_INLINE_LOOK_BACK;
  scan.lookBack = { depth: after, line: passed ? line : scan.lookBack.line };
}

/** End a paragraph: the depth at a point is the characters opened before it and closed after it. */
function endParagraph(scan: Scan): void {
  let depth = 0;
  for (const event of scan.events) {
    if ('count' in event) {
      depth -= event.count;
    } else if (event.opener.closed > 0) {
      depth += event.opener.closed;
      if (depth > scan.deepest.depth) scan.deepest = { depth, line: event.opener.line };
    }
  }
  scan.open = emptyOpen();
  scan.events = [];
}

/**
 * Whether a run between `before` and `after` may open (any text after it) and close (CommonMark
 * 6.2, loosened next to CJK and Thai text as remark-cjk-emphasis.ts does: `**骰子。**你`).
 */
function flanking(before: string | undefined, after: string | undefined) {
  const space = (char: string | undefined) => char === undefined || WHITESPACE.test(char);
  const punctuation = (char: string | undefined) => char !== undefined && PUNCTUATION.test(char);
  const wide = (char: string | undefined) => char !== undefined && WIDE.test(char);
  const closes =
    !space(before) &&
    (!punctuation(before) || space(after) || punctuation(after) || wide(before) || wide(after));
  return { opens: !space(after), closes };
}

/** The backtick runs of a line: the length of the run at an index, and the next run as long. */
function backtickRuns(text: string) {
  const lengths = new Map<number, number>();
  const starts = new Map<number, number[]>();
  for (let index = text.indexOf('`'); index >= 0; index = text.indexOf('`', index)) {
    let end = index;
    while (text[end] === '`') end += 1;
    lengths.set(index, end - index);
    const list = starts.get(end - index) ?? [];
    list.push(index);
    starts.set(end - index, list);
    index = end;
  }
  // Runs of one length are asked for in order: a cursor per length keeps the search linear.
  const cursor = new Map<number, number>();
  return {
    get: (index: number) => lengths.get(index),
    next(index: number, length: number): number | null {
      const list = starts.get(length)!;
      let at = cursor.get(length) ?? 0;
      while (at < list.length && list[at]! <= index) at += 1;
      cursor.set(length, at);
      return list[at] ?? null;
    },
  };
}

/** Scan one line's inline text (container markers already taken off). */
function scanLine(text: string, line: number, scan: Scan): void {
  const runs = backtickRuns(text);
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\\') {
      index += 2;
    } else if (char === '`') {
      // A code span: its text is literal. An unmatched run of backticks is text itself.
      const run = runs.get(index);
      const close = run === undefined ? null : runs.next(index, run);
      index = close === null || run === undefined ? index + 1 : close + run;
    } else if (char === '[') {
      openRun(scan, '[', 1, line);
      index += 1;
    } else if (char === ']') {
      closeRun(scan, '[', 1);
      index += 1;
    } else if (char === '*' || char === '_' || char === '~') {
      let end = index;
      while (text[end] === char) end += 1;
      const run = end - index;
      const { opens, closes } = flanking(text[index - 1], text[end]);
      if (closes) countLookBack(scan, line);
      // A run that may close takes back what is open of its kind; what it does not use may open.
      const closed = closes ? closeRun(scan, char, run) : 0;
      if (opens && run > closed) openRun(scan, char, run - closed, line);
      index = end;
    } else {
      index += 1;
    }
  }
}

/** The deepest inline nesting of `markdown` (never under) and the look-back its stray openers cost. */
export function scanInline(markdown: string): Pick<Scan, 'deepest' | 'lookBack'> {
  const scan: Scan = {
    open: emptyOpen(),
    events: [],
    deepest: { depth: 0, line: 1 },
    lookBack: { depth: 0, line: 1 },
  };
  const reset = () => endParagraph(scan);
  let fence: string | null = null;
  let line = 1;
  let start = 0;
  while (start <= markdown.length) {
    const end = markdown.indexOf('\n', start);
    let rest = markdown.slice(start, end < 0 ? markdown.length : end);
    for (let match = CONTAINER.exec(rest); match; match = CONTAINER.exec(rest)) {
      rest = rest.slice(match[0].length);
    }
    const opener = FENCE.exec(rest)?.[1];
    if (fence !== null) {
      if (
        opener &&
        opener[0] === fence[0] &&
        opener.length >= fence.length &&
        !rest.slice(opener.length).trim()
      ) {
        fence = null;
      }
    } else if (
      opener &&
      !(opener[0] === '`' && rest.slice(rest.indexOf(opener) + opener.length).includes('`'))
    ) {
      fence = opener;
      reset();
    } else if (rest.trim() === '' || /^[ \t]{0,3}#{1,6}(?:[ \t]|$)/.test(rest)) {
      // A paragraph ends at a blank line; a heading is inline text of its own.
      reset();
      if (rest.trim() !== '') scanLine(rest, line, scan);
      reset();
    } else {
      scanLine(rest, line, scan);
    }
    if (end < 0) break;
    start = end + 1;
    line += 1;
  }
  reset();
  return { deepest: scan.deepest, lookBack: scan.lookBack };
}
