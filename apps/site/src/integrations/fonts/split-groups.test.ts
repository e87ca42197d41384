import { describe, expect, it } from 'vitest';
import { type PageCodes, planSplitGroups } from './split-groups.ts';

/** Code points from..to. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('planSplitGroups', () => {
  // Characters 1-10 on every page (the core). Y shows 11-35, all on its first screens; A shows
  // 11-30 first and 31-60 further down; Z shows 81-90 first and 31-60 further down; D only core
  // characters; E 81-90, all first. 91-99 only in messages.
  const pages: PageCodes[] = [
    { early: range(1, 35), all: range(1, 35) },
    { early: range(1, 30), all: range(1, 60) },
    {
      early: [...range(1, 10), ...range(81, 90)],
      all: [...range(1, 10), ...range(31, 60), ...range(81, 90)],
    },
    { early: range(1, 10), all: range(1, 10) },
    { early: [...range(1, 10), ...range(81, 90)], all: [...range(1, 10), ...range(81, 90)] },
  ];
  const all = range(1, 99);
  const options = { coreSize: 10, fallbackSize: 30, slack: 0.25, slackChars: 0 };
  const plan = planSplitGroups(pages, all, options);

  /** The characters a page's @font-face rules claim, by file. */
  const declared = (index: number) => {
    const early = plan.pageEarly[index];
    const late = plan.pageLate[index];
    return {
      early: early === undefined ? [] : plan.early[early]!,
      late: late?.codes ?? [],
    };
  };

  it('keeps the core and the fallback slices of the unsplit plan: the slices cover everything outside the core once', () => {
    expect(plan.core).toEqual(range(1, 10));
    expect([...plan.core, ...plan.fallback.flat()].sort((a, b) => a - b)).toEqual(all);
  });

  it('gives each page an early and a late range that are disjoint and together hold every character it shows', () => {
    pages.forEach((page, index) => {
      const { early, late } = declared(index);
      expect(
        early.filter((code) => late.includes(code)),
        `page ${index}: early and late overlap`,
      ).toEqual([]);
      const held = new Set([...plan.core, ...early, ...late]);
      expect(
        page.all.filter((code) => !held.has(code)),
        `page ${index}: shown but in no file`,
      ).toEqual([]);
    });
  });

  it('puts every character of the first screens in the core or the early file', () => {
    pages.forEach((page, index) => {
      const held = new Set([...plan.core, ...declared(index).early]);
      expect(page.early.filter((code) => !held.has(code))).toEqual([]);
    });
  });

  it('groups first screens with first screens: A joins Y (11-35, within 25% of its 20), Z and E share 81-90', () => {
    expect(plan.pageEarly[1]).toBe(plan.pageEarly[0]);
    expect(declared(0).early).toEqual(range(11, 35));
    expect(plan.pageEarly[4]).toBe(plan.pageEarly[2]);
    expect(declared(2).early).toEqual(range(81, 90));
    expect(plan.early).toHaveLength(2);
  });

  it("keeps what appears only further down in a late file, and out of a page's late range what its early file has", () => {
    // A's 31-35 came with Y's early file; its 36-60 join Z's late file (31-60).
    expect(plan.pageLate[1]!.group).toBe(plan.pageLate[2]!.group);
    expect(plan.late).toEqual([range(31, 60)]);
    expect(declared(1).late).toEqual(range(36, 60));
    expect(declared(2).late).toEqual(range(31, 60));
  });

  it('gives a page with only first-screen characters no late file, and a page with only core characters neither', () => {
    expect(plan.pageLate[0]).toBeUndefined();
    expect(plan.pageLate[4]).toBeUndefined();
    expect(plan.pageEarly[3]).toBeUndefined();
    expect(plan.pageLate[3]).toBeUndefined();
  });

  it('holds the slack in every file: no page downloads more than 25% of characters it does not use', () => {
    const bound = (used: number) => (1 + options.slack) * used + options.slackChars;
    pages.forEach((page, index) => {
      const early = plan.pageEarly[index];
      if (early !== undefined) {
        const used = new Set(page.early.filter((code) => plan.early[early]!.includes(code))).size;
        expect(plan.early[early]!.length, `page ${index} early`).toBeLessThanOrEqual(bound(used));
      }
      const late = plan.pageLate[index];
      if (late !== undefined) {
        const file = plan.late[late.group]!;
        const used = page.all.filter((code) => late.codes.includes(code)).length;
        expect(file.length, `page ${index} late`).toBeLessThanOrEqual(bound(used));
      }
    });
  });

  it('is the same plan for the same input', () => {
    expect(planSplitGroups(pages, all, options)).toEqual(plan);
  });
});
