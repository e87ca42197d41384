/**
 * The one whitespace normalization of a section's text, before it is hashed, compared or written
 * (issue 72 item 4, "whitespace is not an edit"): line ends as `\n` (`\r\n` and `\r` too), no
 * space or tab (or other non-newline white space) at the end of a line, no blank lines around the
 * text. A trailing space a phone keyboard added, a CRLF copy or a final newline is the same text:
 * the same hash, the same approval, no `{+ +}` in a diff. Everything else (inner blank lines,
 * leading indentation of inner lines, Unicode spelling) is the text and counts.
 *
 * Every tool goes through it: the content writer (what is written), sectionTextHash (a save's and
 * a bundle's `start`), approvalTextHash (what a reviewer signs), the import's plan, the queue and
 * the review page. Browser-safe (no Node built-in).
 */
export function normalizedSectionText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .trim();
}

/** Whether two texts are the same section text once normalized. */
export function sameSectionText(a: string, b: string): boolean {
  return normalizedSectionText(a) === normalizedSectionText(b);
}
