/**
 * Scans of built pages handed from the font step (which parses every page and then writes it) to
 * the Content-Security-Policy step, so the policy step does not parse the same pages again. A scan
 * is used only for the exact HTML it was made for: a page another step changed in between, or one
 * the font step did not write, is parsed as before.
 */
import type { HtmlPageScan } from './scan-html-page.ts';

const kept = new Map<string, { html: string; scan: HtmlPageScan }>();

/** Keeps the scan of the page at `file` (an absolute path) as it is written now. */
export function keepPageScan(file: string, html: string, scan: HtmlPageScan): void {
  kept.set(file, { html, scan });
}

/** The kept scan of `file` if its HTML is still `html`; forgotten once asked for. */
export function takePageScan(file: string, html: string): HtmlPageScan | undefined {
  const entry = kept.get(file);
  kept.delete(file);
  return entry !== undefined && entry.html === html ? entry.scan : undefined;
}
