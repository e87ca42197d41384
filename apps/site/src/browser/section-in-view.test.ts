import { describe, expect, it } from 'vitest';
import { sectionInView } from './section-in-view.ts';

describe('sectionInView', () => {
  const anchors = [
    { id: 'Combat', top: -3000 },
    { id: 'TheOrderofCombat', top: -800 },
    { id: 'Initiative', top: 40 },
    { id: 'Surprise', top: 900 },
  ];

  it('picks the last section whose heading is above the reading line', () => {
    expect(sectionInView(anchors, 120)).toBe('Initiative');
    expect(sectionInView(anchors, 20)).toBe('TheOrderofCombat');
  });

  it('is null when no heading has reached the line (top of the page)', () => {
    expect(sectionInView([{ id: 'A', top: 300 }], 120)).toBeNull();
    expect(sectionInView([], 120)).toBeNull();
  });
});
