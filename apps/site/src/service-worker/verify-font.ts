/**
 * A font fetched on demand is checked before the worker caches it, as the precache and the
 * downloads check theirs: a wrong answer (a proxy's error page with status 200, a captive portal's
 * HTML, a truncated or altered body) cached once would be served for good offline. A font subset's
 * name carries the first 10 hex digits of its SHA-256 (integrations/fonts/subset-fonts.ts), so the
 * body must hash to its name; its type must not be a document, and its size must be a font's.
 */

/** The largest font file kept (the subsets are 10-300 KB; a whole CJK face is about 4 MB). */
export const MAX_FONT_BYTES = 8 * 1024 * 1024;

const HASHED_NAME = /\.([0-9a-f]{10})\.woff2$/;

/** Types a font may be served with (nginx's and Caddy's `font/woff2`, older servers' others). */
const FONT_TYPE = /^(font\/woff2|application\/(font-woff2|x-font-woff2|octet-stream))\s*(;|$)/i;

/** The hash a font's address names (`/fonts/noto-sans-thai-400-1.0123456789.woff2`), or null. */
export function fontHashOf(pathname: string): string | null {
  return HASHED_NAME.exec(pathname)?.[1] ?? null;
}

/** First 10 hex digits of the SHA-256 of `body` (the subsetter's naming). */
export async function fontHash(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return [...digest.slice(0, 5)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Why a font answer is not kept, or null when it is the font its address names. */
export type FontRefusal = 'status' | 'type' | 'size' | 'unnamed' | 'hash';

/**
 * `response` as a cacheable copy when it is the font `pathname` names, else why not. The body is
 * read once; the copy carries the same status and headers.
 */
export async function verifiedFont(
  response: Response,
  pathname: string,
): Promise<{ font: Response } | { refused: FontRefusal }> {
  if (response.status !== 200) return { refused: 'status' };
  const type = response.headers.get('content-type');
  if (type !== null && !FONT_TYPE.test(type)) return { refused: 'type' };
  const expected = fontHashOf(pathname);
  if (expected === null) return { refused: 'unnamed' };
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FONT_BYTES) return { refused: 'size' };
  const body = await response.arrayBuffer();
  if (body.byteLength === 0 || body.byteLength > MAX_FONT_BYTES) return { refused: 'size' };
  if ((await fontHash(body)) !== expected) return { refused: 'hash' };
  return {
    font: new Response(body, { status: 200, statusText: response.statusText, headers: response.headers }),
  };
}
