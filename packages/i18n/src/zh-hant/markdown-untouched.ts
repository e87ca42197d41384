/**
 * The parts of a Markdown body a conversion leaves as written: fenced code, code spans, HTML
 * (tags with their attributes, comments, autolinks), link destinations and titles, reference
 * definitions, and attribute blocks in braces (heading IDs `{#ID}`, directive attributes
 * `::calc{kind="attack"}`). What is left is reader text.
 */

/** A range of a text, [start, end) in UTF-16 code units. */
export type TextRange = readonly [start: number, end: number];

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/** Fenced code blocks, each from its opening fence line to the end of its closing fence (or of the text). */
function fencedCode(markdown: string): TextRange[] {
  const ranges: TextRange[] = [];
  let open: { start: number; fence: string } | undefined;
  let lineStart = 0;
  for (const line of markdown.split('\n')) {
    const lineEnd = lineStart + line.length;
    if (open === undefined) {
      const fence = FENCE_OPEN.exec(line)?.[1];
      if (fence !== undefined) open = { start: lineStart, fence };
    } else {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*\r?$/.exec(line)?.[1];
      if (close !== undefined && close[0] === open.fence[0] && close.length >= open.fence.length) {
        ranges.push([open.start, lineEnd]);
        open = undefined;
      }
    }
    lineStart = lineEnd + 1;
  }
  if (open !== undefined) ranges.push([open.start, markdown.length]);
  return ranges;
}

/**
 * Code spans: a run of backticks up to the next run of the same length in the same paragraph (a
 * run left unmatched is a literal backtick, as CommonMark reads it).
 */
function codeSpans(markdown: string): TextRange[] {
  const ranges: TextRange[] = [];
  const runs = [...markdown.matchAll(/`+/g)];
  for (let i = 0; i < runs.length; i++) {
    const opening = runs[i]!;
    const paragraphEnd = markdown.indexOf('\n\n', opening.index);
    const limit = paragraphEnd < 0 ? markdown.length : paragraphEnd;
    const closing = runs.findIndex(
      (run, j) => j > i && run.index < limit && run[0].length === opening[0].length,
    );
    if (closing < 0) continue;
    const end = runs[closing]!;
    ranges.push([opening.index, end.index + end[0].length]);
    i = closing;
  }
  return ranges;
}

/**
 * Inline syntax whose inside is not reader text (HTML, link destinations, attribute blocks): a scan
 * of the source, not of rendered HTML, since the conversion rewrites the source file and must keep
 * every byte outside reader text.
 */
const INLINE_UNTOUCHED = new RegExp(
  [
    /<!--[\s\S]*?-->/.source, // HTML comment
    /<\/?[A-Za-z][^<>\n]*>/.source, // HTML tag with its attributes, or an autolink
    /\]\((?:[^()\n]|\([^()\n]*\))*\)/.source, // ](destination "title") of a link or image
    /^ {0,3}\[[^\]\n]+\]:[^\n]*/.source, // [label]: destination (a reference definition)
    /\{[^{}\n]*\}/.source, // {#ID}, {kind="attack"}: heading IDs and directive attributes
  ].join('|'),
  'gm',
);

function inlineUntouched(markdown: string): TextRange[] {
  return [...markdown.matchAll(INLINE_UNTOUCHED)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
}

/** The untouched ranges of a Markdown body, sorted and merged (overlapping or adjacent ranges joined). */
export function untouchedRanges(markdown: string): TextRange[] {
  const all = [...fencedCode(markdown), ...codeSpans(markdown), ...inlineUntouched(markdown)].sort(
    (a, b) => a[0] - b[0] || a[1] - b[1],
  );
  const merged: [number, number][] = [];
  for (const [start, end] of all) {
    const last = merged.at(-1);
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** `markdown` with `convert` applied to each stretch outside the untouched ranges. */
export function convertOutsideUntouched(markdown: string, convert: (text: string) => string): string {
  let out = '';
  let at = 0;
  for (const [start, end] of untouchedRanges(markdown)) {
    out += convert(markdown.slice(at, start)) + markdown.slice(start, end);
    at = end;
  }
  return out + convert(markdown.slice(at));
}
