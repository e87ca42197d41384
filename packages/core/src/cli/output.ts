/** What a command produces: text for stdout (JSON or a readable table). */
export interface CommandOutput {
  stdout: string;
}

export function json(value: unknown): CommandOutput {
  return { stdout: `${JSON.stringify(value)}\n` };
}

/** A plain text table with aligned columns. */
export function textTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A probability as a percentage with 2 decimals. */
export function percent(p: number): string {
  return `${(p * 100).toFixed(2)}%`;
}
