/**
 * Split a content file into its YAML front matter and Markdown body. The body keeps the
 * file's line numbers: the front matter lines are replaced by empty lines.
 */

export interface SplitFile {
  /** The YAML text between the `---` fences, or null when the file has no front matter. */
  yaml: string | null;
  /** 1-based line of the first YAML line (2 when present). */
  yamlLine: number;
  /** Markdown after the closing fence, prefixed with one newline per front matter line. */
  body: string;
  /** 1-based line where the body starts. */
  bodyLine: number;
  /** Offsets of the YAML text in the source (for edits that keep the rest byte-for-byte). */
  yamlStart: number;
  yamlEnd: number;
}

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

export function splitFrontMatter(source: string): SplitFile {
  const opening = OPENING.exec(source);
  if (!opening) return { yaml: null, yamlLine: 1, body: source, bodyLine: 1, yamlStart: 0, yamlEnd: 0 };
  const rest = source.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) return { yaml: null, yamlLine: 1, body: source, bodyLine: 1, yamlStart: 0, yamlEnd: 0 };
  const yamlStart = opening[0].length;
  const yamlEnd = yamlStart + closing.index;
  const yaml = source.slice(yamlStart, yamlEnd);
  let bodyStart = yamlEnd + closing[0].length;
  if (source[bodyStart] === '\r') bodyStart += 1;
  if (source[bodyStart] === '\n') bodyStart += 1;
  const head = source.slice(0, bodyStart);
  const headLines = (head.match(/\n/g) ?? []).length;
  return {
    yaml,
    yamlLine: 2,
    body: '\n'.repeat(headLines) + source.slice(bodyStart),
    bodyLine: headLines + 1,
    yamlStart,
    yamlEnd,
  };
}
