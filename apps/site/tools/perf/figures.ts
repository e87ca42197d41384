/** Pure helpers of the perf script: layout-shift score, medians, byte buckets, table formatting. */

export interface LayoutShift {
  /** ms since navigation start */
  startTime: number;
  value: number;
}

/**
 * Cumulative Layout Shift as Core Web Vitals define it: shifts are grouped into session windows
 * (a gap of at most 1 s between shifts, a window at most 5 s long); the score is the largest window.
 * Shifts right after input are excluded by the caller (`hadRecentInput`).
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let best = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    best = Math.max(best, current);
  }
  return best;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type ByteBucket = 'fonts' | 'js' | 'css' | 'html' | 'other';

/** The bucket of a response, from the CDP resource type and its MIME type. */
export function byteBucket(resourceType: string, mimeType: string): ByteBucket {
  if (resourceType === 'Font' || mimeType.startsWith('font/')) return 'fonts';
  if (resourceType === 'Script' || mimeType.includes('javascript')) return 'js';
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (resourceType === 'Document' || mimeType === 'text/html') return 'html';
  return 'other';
}

/** Rows of cells as a fixed-width text table (first column left-aligned, the rest right-aligned). */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}
