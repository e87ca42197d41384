import { describe, expect, it } from 'vitest';
import { footerSources } from './footer-sources.ts';
import type { SiteSource } from './site-sources.ts';

const source = (key: string, open: boolean, derivedFrom?: string): SiteSource => ({
  key,
  title: key,
  author: 'a',
  license: open ? 'CC-BY-4.0' : 'not open',
  open,
  attribution: 'x',
  ...(derivedFrom ? { derivedFrom } : {}),
});

const ALL = [
  source('srd-5.2', true),
  source('srd-5.2-th', true, 'srd-5.2'),
  source('free-rules-2024', false),
  source('free-rules-2024-th', false, 'free-rules-2024'),
  source('playtest', false),
];

describe('footer sources', () => {
  it('names only the sources of the text shown, in sources.yaml order', () => {
    const shown = footerSources(ALL, ['free-rules-2024-th', 'srd-5.2-th', 'srd-5.2-th']);
    expect(shown.sources.map((s) => s.key)).toEqual(['srd-5.2-th', 'free-rules-2024-th']);
    expect(shown.srdStatement).toBe(true);
  });

  it('shows no CC-BY statement over text the SRD licence does not cover', () => {
    const shown = footerSources(ALL, ['free-rules-2024', 'playtest']);
    expect(shown.srdStatement).toBe(false);
    expect(shown.sources.map((s) => s.key)).toEqual(['free-rules-2024', 'playtest']);
  });

  it('shows nothing for a page without rules text', () => {
    expect(footerSources(ALL, [])).toEqual({ sources: [], srdStatement: false });
  });
});
