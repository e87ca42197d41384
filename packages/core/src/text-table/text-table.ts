/**
 * The one plain-text table printer of the project's CLIs (`polyhedral` and `pnpm content status`):
 * columns padded by terminal width, so Thai, Chinese and emoji cells line up.
 */
import stringWidth from 'string-width';

/**
 * How many terminal columns a text takes, per grapheme (string-width: Unicode East Asian Width
 * through get-east-asian-width, grapheme clusters through Intl.Segmenter): combining marks (Thai
 * vowels and tone marks above and below the line) take none, East Asian wide and full-width
 * characters (Chinese) and emoji (🎲, a ZWJ sequence) take two, ANSI escapes none.
 */
export function displayWidth(text: string): number {
  return stringWidth(text);
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
