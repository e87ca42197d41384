/** A section's text in a content file's source, found as the loader finds it (front-matter/file-layout.ts). */
import { fileLayout } from '../front-matter/file-layout.ts';

/** The section's trimmed text in a file's source (the loader's `section.markdown`), or null. */
export function sectionIn(source: string, pageId: string, id: string): string | null {
  const segment = fileLayout(source, pageId).segments.find((candidate) => candidate.id === id);
  return segment ? source.slice(segment.start, segment.end).trim() : null;
}
