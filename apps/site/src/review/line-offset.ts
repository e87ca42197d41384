/** The offset of the start of a 1-based line of a text (the text's length past its last line). */
export function lineOffset(value: string, line: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = value.indexOf('\n', offset);
    if (next < 0) return value.length;
    offset = next + 1;
  }
  return offset;
}
