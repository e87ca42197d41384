/** What a command produces: text for stdout (JSON or a readable table). */
export interface CommandOutput {
  stdout: string;
}

export function json(value: unknown): CommandOutput {
  return { stdout: `${JSON.stringify(value)}\n` };
}

/**
 * How many terminal columns a text takes: combining marks (Thai vowels and tone marks above and
 * below the line) take none, East Asian wide and full-width characters (Chinese) take two.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/\p{Mn}|\p{Me}|\u200b/u.test(char)) continue;
    const code = char.codePointAt(0)!;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x20000 && code <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

/** Columns of text, padded by display width so Thai and Chinese labels line up too. */
export function textTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) =>
    Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(Math.max(0, widths[i]! - displayWidth(c))))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A probability as a percentage with 2 decimals. */
export function percent(p: number): string {
  return `${(p * 100).toFixed(2)}%`;
}
