/**
 * Find a block construct left open at the end of a stretch of Markdown: a code fence (``` or ~~~),
 * an HTML comment (`<!--`), a `<pre>` block or a `:::` directive container. Each of them, left
 * open, swallows every heading after it, so the sections that follow vanish from the file. The
 * scan follows CommonMark's block rules for these openers (at most three spaces of indent; a fence
 * closes with the same character at least as long and no info string; a comment or `<pre>` block
 * closes at `-->` / `</pre>` on any later line or the same line).
 */

/** The HTML blocks CommonMark ends only at their closing tag: named as written (`<script>`, not `<pre>`). */
type RawHtmlOpener = '<pre>' | '<script>' | '<style>' | '<textarea>';
export type BlockOpener = '```' | '~~~' | '<!--' | RawHtmlOpener | ':::';

export interface UnclosedBlock {
  opener: BlockOpener;
  /** 1-based line of the opener within the scanned text. */
  line: number;
}

// Line patterns over Markdown source, not a walk of HTML: a Markdown parser accepts an unclosed
// fence or comment as valid (it simply runs to the end of the document), so no parse tree says
// "left open"; the writer needs the opener and its line in the text it is about to write.
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const COMMENT = /^ {0,3}<!--/;
const PRE = /^ {0,3}<(pre|script|style|textarea)(\s|>|$)/i;
const CONTAINER = /^ {0,3}(:{3,})\s*([A-Za-z][\w-]*)?/;
const CONTAINER_CLOSE = /^ {0,3}(:{3,})\s*$/;

type Open =
  | { kind: 'fence'; char: string; length: number; line: number }
  | { kind: 'html'; opener: '<!--' | RawHtmlOpener; close: RegExp; line: number };

/** The innermost block still open at the end of `markdown`, or null. */
export function findUnclosedBlock(markdown: string): UnclosedBlock | null {
  const lines = markdown.split(/\r?\n/);
  let open: Open | null = null;
  const containers: { colons: number; line: number }[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    if (open?.kind === 'fence') {
      const close = FENCE.exec(text);
      if (close && close[1]![0] === open.char && close[1]!.length >= open.length && close[2]!.trim() === '') {
        open = null;
      }
      return;
    }
    if (open?.kind === 'html') {
      if (open.close.test(text)) open = null;
      return;
    }
    const fence = FENCE.exec(text);
    if (fence && !(fence[1]![0] === '`' && fence[2]!.includes('`'))) {
      open = { kind: 'fence', char: fence[1]![0]!, length: fence[1]!.length, line };
      return;
    }
    if (COMMENT.test(text)) {
      if (!text.slice(text.indexOf('<!--') + 4).includes('-->')) {
        open = { kind: 'html', opener: '<!--', close: /-->/, line };
      }
      return;
    }
    const pre = PRE.exec(text);
    if (pre) {
      const close = new RegExp(`</${pre[1]}>`, 'i');
      if (!close.test(text.slice(pre.index + pre[0].length)))
        open = { kind: 'html', opener: `<${pre[1]!.toLowerCase()}>` as RawHtmlOpener, close, line };
      return;
    }
    const closing = CONTAINER_CLOSE.exec(text);
    if (closing && containers.length > 0 && closing[1]!.length >= containers.at(-1)!.colons) {
      containers.pop();
      return;
    }
    const container = CONTAINER.exec(text);
    if (container?.[2]) containers.push({ colons: container[1]!.length, line });
  });
  const last = open as Open | null;
  if (last?.kind === 'fence') return { opener: last.char === '`' ? '```' : '~~~', line: last.line };
  if (last?.kind === 'html') return { opener: last.opener, line: last.line };
  const container = containers.at(-1);
  return container ? { opener: ':::', line: container.line } : null;
}
