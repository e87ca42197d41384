import { describe, expect, it } from 'vitest';
import { lineOfPath, syntaxErrorLine } from './json-lines.ts';

describe('where a kept JSON file fails', () => {
  it('names the line of the first syntax error, whatever Node words JSON.parse errors as', () => {
    expect(syntaxErrorLine('{\n  "a": 1,\n  "b": 2,\n}\n')).toBe(4);
    expect(syntaxErrorLine('[\n  {"id": "Dice"},\n  {id: "Cover"}\n]')).toBe(3);
    expect(syntaxErrorLine('[\n  {"id": "Dice"},\n  // a comment\n  {"id": "Cover"}\n]')).toBe(3);
    expect(syntaxErrorLine('{\n  "rejected": [\n    {"id": "Dice"')).toBe(3);
    expect(syntaxErrorLine('')).toBe(1);
  });

  it('names the line of the value a schema refused, else of its nearest parent', () => {
    const source = '{\n  "rejected": [\n    {"id": "Dice"},\n    {"id": 7}\n  ]\n}';
    expect(lineOfPath(source, ['rejected', 1, 'id'])).toBe(4);
    expect(lineOfPath(source, ['rejected', 1, 'missing'])).toBe(4);
    expect(lineOfPath(source, [])).toBe(1);
  });
});
