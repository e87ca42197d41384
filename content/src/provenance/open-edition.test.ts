import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import { resolvePage } from '../resolve/resolve-page.ts';
import { openEditionModel } from './open-edition.ts';
import { contentProvenance } from './section-provenance.ts';

describe('open-licence edition', () => {
  const full = loadContent();
  const open = openEditionModel(full);

  it('keeps only sections whose source is open-licensed', () => {
    const provenance = contentProvenance(open);
    const closed = Object.entries(provenance).flatMap(([collection, byId]) =>
      Object.entries(byId ?? {})
        .filter(([, entry]) => !entry.open)
        .map(([id]) => `${collection}:${id}`),
    );
    expect(closed).toEqual([]);
    expect(open.playtest.size).toBe(0);
  });

  it('leaves out the free-rules Conditions page and the Marching Order sidebar, keeps the SRD around them', () => {
    expect(full.pages.some((page) => page.id === 'Conditions')).toBe(true);
    expect(open.pages.some((page) => page.id === 'Conditions')).toBe(false);
    const exploration = resolvePage(open, 'en', 'Exploration')!.map((section) => section.id);
    expect(exploration).toContain('TravelPace');
    expect(exploration).not.toContain('MarchingOrder');
  });

  it('leaves out translation-only pages of the free rules (Thai "Dice")', () => {
    expect(full.pages.some((page) => page.id === 'Dice')).toBe(true);
    expect(open.pages.some((page) => page.id === 'Dice')).toBe(false);
  });
});
