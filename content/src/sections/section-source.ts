/**
 * Which document a section's text comes from (a key of content/sources.yaml):
 * 1. the file's `sources:` entry for the section, when there is one;
 * 2. a section listed under `review:` (translated in this project) in a file whose `source` is a
 *    source translation: `polyhedral-<locale>` (a translation drafted here of SRD text);
 * 3. otherwise the file's `source`.
 * `check/check-provenance.ts` holds a drafted section to its English original's licence.
 */
import type { FrontMatter } from '../front-matter/schema.ts';
import type { ContentCollection } from '../model/types.ts';

export const DRAFTED_SOURCE_PREFIX = 'polyhedral-';

export function sectionSource(frontMatter: FrontMatter, collection: ContentCollection, id: string): string {
  const explicit = frontMatter.sources?.[id];
  if (explicit) return explicit;
  const drafted = frontMatter.review?.[id] !== undefined;
  if (drafted && !frontMatter.source.startsWith(DRAFTED_SOURCE_PREFIX)) {
    return `${DRAFTED_SOURCE_PREFIX}${collection}`;
  }
  return frontMatter.source;
}
