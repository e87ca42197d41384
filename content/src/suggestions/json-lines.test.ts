import { describe, expect, it } from 'vitest';
import { lineOfPath, syntaxErrorLine } from './json-lines.ts';

/** The line syntaxErrorLine gives for `source`, from the error JSON.parse throws on it. */
function lineOfSyntaxError(source: string): number {
  try {
    JSON.parse(source);
  } catch (error) {
    return syntaxErrorLine(source, error);
  }
  throw new Error('parsed');
}

describe('where a kept JSON file fails', () => {
  it('names the line of the syntax error', () => {
    expect(lineOfSyntaxError('{\n  "a": 1,\n  "b": 2,\n}\n')).toBe(4);
    expect(lineOfSyntaxError('[\n  {"id": "Dice"},\n  {id: "Cover"}\n]')).toBe(3);
    expect(lineOfSyntaxError('')).toBe(1);
  });

  it('names the line of the value a schema refused, else of its nearest parent', () => {
    const source = '{\n  "rejected": [\n    {"id": "Dice"},\n    {"id": 7}\n  ]\n}';
    expect(lineOfPath(source, ['rejected', 1, 'id'])).toBe(4);
    expect(lineOfPath(source, ['rejected', 1, 'missing'])).toBe(4);
    expect(lineOfPath(source, [])).toBe(1);
  });
});
