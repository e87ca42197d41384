import { describe, expect, it } from 'vitest';
import { outlineContent } from './outline-content.ts';

const TEXT = [
  'Intro text.',
  '',
  '## Damage Rolls {#DamageRolls}',
  '',
  'Roll 2d6.',
  '',
  '> ## A quoted heading',
  '',
  '## Critical Hits {#CriticalHits}',
  '',
].join('\n');

describe('outlineContent', () => {
  it('lists top-level headings with their IDs and offsets, and nested ones apart', () => {
    const outline = outlineContent(TEXT);
    expect(outline.headings.map((heading) => [heading.id, heading.text, heading.line])).toEqual([
      ['DamageRolls', 'Damage Rolls', 3],
      ['CriticalHits', 'Critical Hits', 9],
    ]);
    expect(TEXT.slice(outline.headings[0]!.startOffset)).toMatch(/^## Damage Rolls/);
    expect(outline.nestedHeadings.map((heading) => heading.text)).toEqual(['A quoted heading']);
  });

  it('hands the same text its one outline again, frozen so no caller can change it for the next', () => {
    const first = outlineContent(TEXT);
    const again = outlineContent(`${TEXT.slice(0, -1)}\n`);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.headings)).toBe(true);
    expect(Object.isFrozen(first.headings[0])).toBe(true);
    expect(() => {
      (first.headings as unknown as unknown[]).push({});
    }).toThrow(TypeError);
  });

  it('outlines a changed text afresh', () => {
    const changed = TEXT.replace('{#CriticalHits}', '{#Crits}');
    const outline = outlineContent(changed);
    expect(outline).not.toBe(outlineContent(TEXT));
    expect(outline.headings.map((heading) => heading.id)).toEqual(['DamageRolls', 'Crits']);
  });
});
