/**
 * The open-licence edition of the content: only sections whose source has an open licence
 * (content/sources.yaml `open: true`). Files keep their open sections; a page without any open
 * section in any locale is left out; the playtest text (not open-licensed) is left out whole; a
 * kept section's blocks that name a source that is not open (`{en-none=free-rules-2024-th}`) are
 * left out of its Markdown.
 * The model's own diagnostics are kept; nothing is re-read from disk.
 */
import type { ContentFile, ContentLocale, ContentModel, Section } from '../model/types.ts';
import { withoutClosedBlocks } from './block-sources.ts';
import { provenanceOf } from './section-provenance.ts';

export function openEditionModel(model: ContentModel): ContentModel {
  const keep = (section: Section) => provenanceOf(model, section).open;
  // One open copy of each kept section, the same object wherever the model lists it.
  const opened = new Map<Section, Section>();
  const open = (section: Section): Section => {
    let copy = opened.get(section);
    if (!copy) {
      const markdown = withoutClosedBlocks(model, section);
      copy = markdown === section.markdown ? section : { ...section, markdown };
      opened.set(section, copy);
    }
    return copy;
  };
  const files = new Map<ContentFile, ContentFile>();
  for (const file of model.files) {
    files.set(file, { ...file, sections: file.sections.filter(keep).map(open) });
  }
  const pages = model.pages
    .map((page) => {
      const kept: Partial<Record<ContentLocale, ContentFile>> = {};
      for (const [locale, file] of Object.entries(page.files) as [ContentLocale, ContentFile][]) {
        const filtered = files.get(file)!;
        if (filtered.sections.length > 0) kept[locale] = filtered;
      }
      return { ...page, files: kept };
    })
    .filter((page) => Object.keys(page.files).length > 0);
  const sections = new Map<string, Partial<Record<ContentLocale, Section>>>();
  for (const [id, entry] of model.sections) {
    const kept = Object.fromEntries(
      Object.entries(entry)
        .filter(([, section]) => keep(section))
        .map(([locale, section]) => [locale, open(section)]),
    ) as Partial<Record<ContentLocale, Section>>;
    if (Object.keys(kept).length > 0) sections.set(id, kept);
  }
  return {
    ...model,
    pages,
    sections,
    files: model.files.filter((file) => file.collection !== 'playtest').map((file) => files.get(file)!),
    playtest: new Map(),
    playtestPages: [],
  };
}
