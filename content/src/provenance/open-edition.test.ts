import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import { resolvePage } from '../resolve/resolve-page.ts';
import { blockSourcesOf } from './block-sources.ts';
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

  // The class: every block of every section the open edition keeps, in every locale, and the source
  // its text is from (the section's, or the one its `{en-none=SOURCE}` names).
  it("holds no block whose source is not open (and leaves out the full edition's closed blocks)", () => {
    const closedIn = (model: typeof full) =>
      model.files.flatMap((file) =>
        file.sections.flatMap((section) =>
          blockSourcesOf(section)
            .filter((block) => full.sources[block.source]?.open !== true)
            .map((block) => `${file.collection}:${section.id}#${block.index} (${block.source})`),
        ),
      );
    const inFull = closedIn(full);
    const blocks = open.files.reduce(
      (sum, file) =>
        sum + file.sections.reduce((n, section) => n + section.markdown.split(/\n\s*\n/).length, 0),
      0,
    );
    console.log(
      `open edition: ${closedIn(open).length} blocks from a closed source in ${blocks} blocks kept (${inFull.length} in the full edition: ${inFull.join(', ')})`,
    );
    expect(inFull.length).toBeGreaterThan(0);
    expect(closedIn(open)).toEqual([]);
  });

  it('leaves the Free Rules opening of th and zh PlayingtheGame out, keeps it in the full edition', () => {
    for (const [locale, sentence] of [
      ['th', 'จินตนาการเป็นกุญแจสำคัญ'],
      ['zh', '想象力是 D&D 的关键组成部分'],
    ] as const) {
      const fullIntro = full.sections.get('PlayingtheGame')?.[locale];
      expect(blockSourcesOf(fullIntro!).map((block) => block.source)).toEqual([
        `free-rules-2024-${locale}`,
        `free-rules-2024-${locale}`,
      ]);
      expect(fullIntro?.markdown).toContain(sentence);
      expect(open.sections.get('PlayingtheGame')?.[locale]?.markdown ?? '').not.toContain(sentence);
    }
  });
});
