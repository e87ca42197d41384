/**
 * The Chinese files of page-groups.ts with each page's own characters cut in two (issue 34): an
 * "early" file for what a reader sees first (first-screens.ts) and a "late" file for what appears
 * only further down, which the browser requests only when it lays out such a section (scrolling,
 * printing, a permalink, a search). Early files group pages by their early characters, late files
 * by the rest, each with page-groups.ts's slack. A page's two files may overlap (for other pages of
 * their groups): its rule for the late file names only what its early file lacks, so the two
 * unicode-ranges are disjoint and its first screens never pick the late file.
 */
import { type GroupPlanOptions, groupPages, planCore } from './page-groups.ts';

export interface PageCodes {
  /** Every character of the face the page shows, in any order. */
  all: readonly number[];
  /** The characters of its first screens (a subset of `all`; others are ignored). */
  early: readonly number[];
}

export interface LateFace {
  /** The index of the late file. */
  group: number;
  /** The page's unicode-range for it: the file's characters outside the page's early file, sorted. */
  codes: number[];
}

export interface SplitPlan {
  /** The shared core, sorted. */
  core: number[];
  /** Everything outside the core in slices of `fallbackSize`, most used first; each sorted. */
  fallback: number[][];
  /** Early files' characters, each sorted. */
  early: number[][];
  /** Late files' characters, each sorted. */
  late: number[][];
  /** Per page (input order): its early file, or undefined when the core has all its first screens show. */
  pageEarly: Array<number | undefined>;
  /** Per page: its late file and range, or undefined when its core and early file hold all it shows. */
  pageLate: Array<LateFace | undefined>;
}

/** Plans the files; deterministic: the same input gives the same plan. */
export function planSplitGroups(
  pages: readonly PageCodes[],
  all: readonly number[],
  options: GroupPlanOptions,
): SplitPlan {
  const { core, fallback } = planCore(
    pages.map((page) => page.all),
    all,
    options,
  );
  const inCore = new Set(core);
  const shown = pages.map((page) => [...new Set(page.all)].filter((code) => !inCore.has(code)));
  const early = groupPages(
    pages.map((page, index) => {
      const own = new Set(shown[index]);
      return [...new Set(page.early)].filter((code) => own.has(code));
    }),
    options,
  );
  const earlyHeld = (index: number): Set<number> => {
    const group = early.pageGroup[index];
    return new Set(group === undefined ? [] : early.groups[group]);
  };
  const late = groupPages(
    shown.map((codes, index) => {
      const held = earlyHeld(index);
      return codes.filter((code) => !held.has(code));
    }),
    options,
  );
  const pageLate = late.pageGroup.map((group, index): LateFace | undefined => {
    if (group === undefined) return undefined;
    const held = earlyHeld(index);
    return { group, codes: late.groups[group]!.filter((code) => !held.has(code)) };
  });
  return { core, fallback, early: early.groups, late: late.groups, pageEarly: early.pageGroup, pageLate };
}
