/**
 * Where a JSON file the tools keep (the suggestions queue, the rejections) fails: the line of a
 * syntax error or of the value a schema refused, so a refusal names file:line.
 */
import { type ParseError, parse } from 'jsonc-parser';
import { LineCounter, parseDocument } from 'yaml';

/**
 * The line of the first JSON syntax error in `source` (1 when it has none), from jsonc-parser's
 * offset in strict JSON mode, not from the wording of JSON.parse's error, which changes between
 * Node versions.
 */
export function syntaxErrorLine(source: string): number {
  const errors: ParseError[] = [];
  parse(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  if (first === undefined) return 1;
  return source.slice(0, first.offset).split('\n').length;
}

/** The line of the value at `at` (a schema issue's path) in the JSON text, else of its nearest parent. */
export function lineOfPath(source: string, at: readonly PropertyKey[]): number {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter });
  for (let depth = at.length; depth >= 0; depth -= 1) {
    const node = document.getIn(at.slice(0, depth) as (string | number)[], true) as
      | { range?: [number, number, number] }
      | undefined;
    if (node?.range) return lineCounter.linePos(node.range[0]).line;
  }
  return 1;
}
