/**
 * An HTTP/1.1 answer read from the bytes a server sent (check-deploy.ts asks with a raw socket:
 * fetch joins a repeated header into one `a, b` value, and a Map of names keeps only the last).
 * Every value of a header is kept, in order, so a header sent twice (two Content-Security-Policy
 * lines: a browser enforces both, the stricter wins, a test reading one sees nothing wrong) is seen.
 */
export interface RawResponse {
  status: number;
  /** Lower-case header names, each with every value sent, in order. */
  headers: Map<string, string[]>;
  /** The status line and header lines as sent. */
  head: string;
  text: string;
}

export function parseRawResponse(text: string): RawResponse {
  const [head = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, head, text };
}

/** Headers a response may carry more than once (RFC 9110: Set-Cookie cannot be joined). */
const MAY_REPEAT = new Set(['set-cookie']);

/** Names of the headers sent more than once, with their count: `content-security-policy ×2`. */
export function repeatedHeaders(headers: Map<string, string[]>): string[] {
  return [...headers]
    .filter(([name, values]) => values.length > 1 && !MAY_REPEAT.has(name))
    .map(([name, values]) => `${name} ×${values.length}`);
}

/** The one value of a header; '(none)' when absent, every value joined by ' | ' when repeated. */
export function headerValue(headers: Map<string, string[]>, name: string): string {
  const values = headers.get(name) ?? [];
  return values.length === 0 ? '(none)' : values.join(' | ');
}
