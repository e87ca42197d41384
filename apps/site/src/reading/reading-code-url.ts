/**
 * Where the reading bar's code is (reading/reading-bar.ts, a chunk of its own): the client build
 * records its hashed file (integrations/reading-code.ts) before the pages render, and the reading
 * bar's inline script (components/ReadingBar.astro) imports it from there on first use, so a page
 * loads no module for the bar at all. One value per process on globalThis: the page renderer and
 * the integration are separate copies of this module in the same process.
 */
const KEY = Symbol.for('polyhedral.reading-code-url');
/** The source file, which the dev server serves as a module (no client build there). */
export const READING_CODE_SOURCE = '/src/reading/reading-bar.ts';

export function setReadingCodeUrl(url: string): void {
  (globalThis as { [KEY]?: string })[KEY] = url;
}

/** The built chunk's address; the source's in the dev server. A build that recorded none stops. */
export function readingCodeUrl(production: boolean): string {
  const url = (globalThis as { [KEY]?: string })[KEY];
  if (url) return url;
  if (production) throw new Error('The reading bar code chunk was not recorded by the client build');
  return READING_CODE_SOURCE;
}
