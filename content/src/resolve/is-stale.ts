/**
 * Staleness: a translated section is stale when the hash recorded in its file's front matter
 * (`translation: { <id>: <hash> }`) differs from the current English section's hash, or when
 * no hash is recorded. Sections without an English counterpart are never stale.
 */
import type { ContentModel, ReaderLocale } from '../model/types.ts';

export function recordedHash(model: ContentModel, locale: ReaderLocale, id: string): string | undefined {
  const section = model.sections.get(id)?.[locale];
  if (!section) return undefined;
  // A derived locale's converted section and the page's hand-written file share a path: the
  // section's own file is the one converted like it (the hand-written one records only its own).
  const file = model.files.find(
    (candidate) => candidate.file === section.file && candidate.convertedFrom === section.convertedFrom,
  );
  return file?.frontMatter?.translation?.[id];
}

export function isStale(model: ContentModel, locale: ReaderLocale, id: string): boolean {
  const entry = model.sections.get(id);
  const english = entry?.en;
  if (!english || !entry[locale]) return false;
  return recordedHash(model, locale, id) !== english.hash;
}
