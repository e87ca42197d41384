/**
 * The reading bar's hashed chunk, recorded by the client build (integrations/reading-code.ts) for the
 * inline script. Kept on globalThis: the renderer and the integration are separate module copies.
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
