/**
 * The deploy check reads every value of a header: a Content-Security-Policy sent twice (one from
 * the server block, one from a location or error route) was read as one and passed.
 */
import { describe, expect, it } from 'vitest';
import { headerValue, parseRawResponse, repeatedHeaders } from './raw-response.ts';

const answer = (...headers: string[]) =>
  ['HTTP/1.1 404 Not Found', ...headers, '', '<html>missing</html>'].join('\r\n');

describe('parseRawResponse', () => {
  it('keeps both values of a header sent twice and names it as repeated', () => {
    const response = parseRawResponse(
      answer(
        "Content-Security-Policy: frame-ancestors 'none'",
        'X-Frame-Options: DENY',
        "content-security-policy: frame-ancestors 'none'",
      ),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toEqual([
      "frame-ancestors 'none'",
      "frame-ancestors 'none'",
    ]);
    expect(repeatedHeaders(response.headers)).toEqual(['content-security-policy ×2']);
    // Compared with the one policy expected, the repeated header does not pass for it.
    expect(headerValue(response.headers, 'content-security-policy')).not.toBe("frame-ancestors 'none'");
  });

  it('a header sent once is its value; one absent is (none); Set-Cookie may repeat', () => {
    const response = parseRawResponse(
      answer('X-Frame-Options: DENY', 'Set-Cookie: a=1', 'Set-Cookie: b=2', 'Location: /th/'),
    );
    expect(headerValue(response.headers, 'x-frame-options')).toBe('DENY');
    expect(headerValue(response.headers, 'location')).toBe('/th/');
    expect(headerValue(response.headers, 'referrer-policy')).toBe('(none)');
    expect(repeatedHeaders(response.headers)).toEqual([]);
  });
});
