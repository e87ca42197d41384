/**
 * The one whitespace normalization of a section's text before it is hashed, compared or written
 * ("whitespace is not an edit"): `\n` line ends, no trailing white space on a line, no blank lines
 * around the text; inner blank lines, indentation and spelling count. Every tool goes through it
 * (the writer, sectionTextHash, approvalTextHash, the import, the queue, the review page).
 * Browser-safe.
 */
export function normalizedSectionText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .trim();
}

export function sameSectionText(a: string, b: string): boolean {
  return normalizedSectionText(a) === normalizedSectionText(b);
}
