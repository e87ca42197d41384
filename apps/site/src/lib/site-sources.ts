import { type ContentSource, loadSources } from '@polyhedral/content';
import type { SiteContent } from './site-content.ts';

export interface SiteSource extends ContentSource {
  key: string;
}

let cached: SiteSource[] | undefined;

/** content/sources.yaml as a list, the SRD first. */
export function siteSources(content: SiteContent): SiteSource[] {
  if (cached) return cached;
  const sources = loadSources(content.model.root);
  cached = Object.entries(sources)
    .map(([key, source]) => ({ key, ...source }))
    .sort((a, b) => (a.key === 'srd-5.2' ? -1 : b.key === 'srd-5.2' ? 1 : 0));
  return cached;
}
