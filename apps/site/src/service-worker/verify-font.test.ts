/**
 * Fonts fetched on demand are verified before they are cached (issue: pre-release probe, round 4:
 * a font cached once from a wrong response stayed wrong offline).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fontHash, fontHashOf, MAX_FONT_BYTES, verifiedFont } from './verify-font.ts';

const body = new TextEncoder().encode('wOF2 a font subset, as the build wrote it').buffer as ArrayBuffer;
const hash = createHash('sha256').update(new Uint8Array(body)).digest('hex').slice(0, 10);
const path = `/fonts/noto-sans-thai-400-1.${hash}.woff2`;
const answer = (data: BodyInit, init: ResponseInit = {}) =>
  new Response(data, { status: 200, headers: { 'content-type': 'font/woff2' }, ...init });

describe('verifiedFont', () => {
  it('the font its name hashes: kept, the same bytes', async () => {
    expect(await fontHash(body)).toBe(hash);
    expect(fontHashOf(path)).toBe(hash);
    const result = await verifiedFont(answer(body), path);
    expect('font' in result && new Uint8Array(await result.font.arrayBuffer())).toEqual(new Uint8Array(body));
    // Served as octet-stream or with no type at all (an older server): still the font.
    for (const type of ['application/octet-stream', 'font/woff2; charset=binary']) {
      expect(await verifiedFont(answer(body, { headers: { 'content-type': type } }), path)).toHaveProperty(
        'font',
      );
    }
  });

  it.each([
    [
      'a proxy error page with status 200',
      answer('<html>gateway</html>', { headers: { 'content-type': 'text/html' } }),
      'type',
    ],
    ['a 404 page', answer('<html>404</html>', { status: 404 }), 'status'],
    ['a captive portal page served as a font', answer('<html>log in</html>'), 'hash'],
    ['a truncated font', answer(body.slice(0, 20)), 'hash'],
    [
      'an altered byte',
      answer(new Uint8Array(new Uint8Array(body).map((b, i) => (i === 3 ? b ^ 1 : b)))),
      'hash',
    ],
    ['an empty body', answer(new Uint8Array(0)), 'size'],
    ['a body larger than any font', answer(new Uint8Array(MAX_FONT_BYTES + 1)), 'size'],
  ])('%s: not kept (%s)', async (_, response, why) => {
    expect(await verifiedFont(response, path)).toEqual({ refused: why });
  });

  it('a font whose name carries no hash is not kept (nothing to check it against)', async () => {
    expect(await verifiedFont(answer(body), '/fonts/some-font.woff2')).toEqual({ refused: 'unnamed' });
  });
});
