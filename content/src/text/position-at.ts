/** Line and column (1-based) of places in a text. */

export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Where the line `<key>:` of a file's front matter starts (line 1 when there is none). */
export function keyPosition(source: string, key: string): { line: number; column: number } {
  const index = source.search(new RegExp(`^${key}:`, 'm'));
  return index < 0 ? { line: 1, column: 1 } : positionAt(source, index);
}
