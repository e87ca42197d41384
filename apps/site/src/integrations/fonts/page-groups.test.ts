import { describe, expect, it } from 'vitest';
import { groupPages, planCore } from './page-groups.ts';

/** Code points 1..n. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Characters 1-10 on every page; a long page A (11-60), a page B inside A (11-50), a page C
// of its own (61-80), a page D with only core characters; 81-90 only in messages.
const pages = [
  [...range(1, 10), ...range(11, 60)],
  [...range(1, 10), ...range(11, 50)],
  [...range(1, 10), ...range(61, 80)],
  range(1, 10),
];
const all = range(1, 90);

describe('planCore', () => {
  const { core, fallback } = planCore(pages, all, { coreSize: 10, fallbackSize: 25 });

  it('puts the characters every page shows in the core', () => {
    expect(core).toEqual(range(1, 10));
  });

  it('covers every character the site can show with the core and the fallback slices, once each', () => {
    const covered = [...core, ...fallback.flat()].sort((a, b) => a - b);
    expect(covered).toEqual(all);
    expect(fallback.map((slice) => slice.length)).toEqual([25, 25, 25, 5]);
  });
});

describe('groupPages', () => {
  const core = new Set(range(1, 10));
  const outsideCore = pages.map((codes) => codes.filter((code) => !core.has(code)));
  const plan = groupPages(outsideCore, { slack: 0.25, slackChars: 0 });

  it('gives each page a group holding every character it shows outside the core', () => {
    outsideCore.forEach((codes, index) => {
      const group = plan.pageGroup[index];
      const held = new Set(group === undefined ? [] : plan.groups[group]!);
      expect(
        codes.filter((code) => !held.has(code)),
        `page ${index}`,
      ).toEqual([]);
    });
  });

  it('lets a page join a group only within the slack: B (40) joins A (50, 25% more); C does not', () => {
    expect(plan.pageGroup[0]).toBe(plan.pageGroup[1]);
    expect(plan.groups[plan.pageGroup[0]!]).toEqual(range(11, 60));
    expect(plan.pageGroup[2]).not.toBe(plan.pageGroup[0]);
    expect(plan.groups[plan.pageGroup[2]!]).toEqual(range(61, 80));
    expect(plan.pageGroup[3]).toBeUndefined();
    expect(plan.groups).toHaveLength(2);
  });

  it('keeps B out of A when the slack is smaller than what B would download in vain', () => {
    const tight = groupPages(outsideCore, { slack: 0.2, slackChars: 0 });
    expect(tight.pageGroup[1]).not.toBe(tight.pageGroup[0]);
    expect(tight.groups).toHaveLength(3);
  });

  it('is the same plan for the same input', () => {
    expect(groupPages(outsideCore, { slack: 0.25, slackChars: 0 })).toEqual(plan);
  });
});
