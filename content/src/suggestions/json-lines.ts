/**
 * Where a JSON file the tools keep (the suggestions queue, the rejections) fails: the line of a
 * syntax error or of the value a schema refused, so a refusal names file:line.
 */
import { LineCounter, parseDocument } from 'yaml';

/** The line of a JSON syntax error (V8 names the offset: "at position 12" or "(line 3 column 5)"). */
export function syntaxErrorLine(source: string, error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (!position) return 1;
  return source.slice(0, Number(position[1])).split('\n').length;
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
