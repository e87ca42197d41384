/** A data API document as the build writes it: compact JSON, UTF-8. */
export function jsonResponse(document: unknown): Response {
  return new Response(JSON.stringify(document), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
