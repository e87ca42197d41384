/**
 * Whether a text is still exactly one section: it starts with a heading carrying the section's
 * `{#ID}` and adds no other heading with an ID (an intro has none). The writer refuses any other
 * text (replace-section.ts); the review editor says so while the reader types. Browser-safe.
 */
import { outlineContent } from '@polyhedral/markdown';

/** True when `markdown` (line feeds, trimmed) is exactly one section `id` (or an intro when `intro`). */
export function keepsHeading(markdown: string, id: string, intro: boolean): boolean {
  const headings = outlineContent(markdown).headings.filter((heading) => heading.id !== undefined);
  if (intro) return headings.length === 0;
  return headings.length === 1 && headings[0]!.id === id && markdown.trimStart().startsWith('#');
}
