/**
 * Provenance of every section: which document its text comes from (a key of
 * content/sources.yaml), under which licence, and whether that licence is open. Read by
 * `pnpm content provenance`, the site's footers and attribution page, and the open edition.
 */
import { isDerivedLocale } from '@polyhedral/i18n';
import type { ContentCollection, ContentModel, Section, WrittenLocale } from '../model/types.ts';

export interface Provenance {
  source: string;
  /** SPDX identifier or a short text (content/sources.yaml `license`). */
  license: string;
  open: boolean;
  /** A derived locale's generated section (zh-hant): converted by machine from this locale's text. */
  convertedFrom?: WrittenLocale;
}

/** The provenance of one section; an unknown source key is reported by the check, shown closed. */
export function provenanceOf(model: ContentModel, section: Pick<Section, 'source'>): Provenance {
  const entry = model.sources[section.source];
  return { source: section.source, license: entry?.license ?? 'unknown', open: entry?.open ?? false };
}

/**
 * collection -> section ID -> provenance, for every section (empty intros included); with derived
 * locales, the section the reader is shown (hand-written, else generated: `convertedFrom`).
 */
export function contentProvenance(
  model: ContentModel,
): Partial<Record<ContentCollection, Record<string, Provenance>>> {
  const result: Partial<Record<ContentCollection, Record<string, Provenance>>> = {};
  for (const file of model.files) {
    if (file.frontMatter === null) continue;
    const byId = result[file.collection] ?? {};
    for (const section of file.sections) {
      if (isDerivedLocale(file.collection) && model.sections.get(section.id)?.[file.collection] !== section)
        continue;
      const provenance = provenanceOf(model, section);
      byId[section.id] = section.convertedFrom
        ? { ...provenance, convertedFrom: section.convertedFrom }
        : provenance;
    }
    result[file.collection] = byId;
  }
  return result;
}
