/** How full each page of a printed PDF is, read with poppler (pdftoppm, pdftotext). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the ink ends on a page, from its top, as a share of its height: [left half, right half]. */
export type InkExtent = [number, number];

/** A greyscale PGM (P5) page: the last row with a dark pixel in each half. */
function inkExtent(file: string): InkExtent {
  const bytes = readFileSync(file);
  const [, width, height] = bytes.subarray(0, 40).toString('latin1').split(/\s+/).map(Number) as [
    number,
    number,
    number,
  ];
  const start = bytes.length - width * height;
  const extent = (from: number, to: number) => {
    let last = -1;
    for (let y = 0; y < height; y++) {
      for (let x = from; x < to; x++) {
        if (bytes[start + y * width + x]! < 200) {
          last = y;
          break;
        }
      }
    }
    return (last + 1) / height;
  };
  const middle = Math.floor(width / 2);
  return [extent(0, middle), extent(middle, width)];
}

/** Each page's ink extent (the cards print in two columns: each half is a column). */
export function pageInkExtents(pdf: string): InkExtent[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'print-pages-'));
  try {
    execFileSync('pdftoppm', ['-r', '30', '-gray', pdf, path.join(dir, 'page')]);
    return readdirSync(dir)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((file) => inkExtent(path.join(dir, file)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How full a page is: the mean of its two columns' extents. */
export function pageFill([left, right]: InkExtent): number {
  return (left + right) / 2;
}

/** The text of one page of the PDF. */
export function pageText(pdf: string, page: number): string {
  return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', pdf, '-'], {
    encoding: 'utf8',
  });
}
