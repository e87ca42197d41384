/**
 * How the Chinese face is cut so that a page downloads little more than its own characters (issue
 * 34): one core file of the characters most pages show (shared, cached across pages), "page group"
 * files shared by groups of pages with their other characters (split-groups.ts cuts a page's
 * characters in an early and a late file and groups both with `groupPages`), and fallback slices of
 * everything else for text that appears after load (search results, glossary popovers, messages).
 * Slices by use alone (Google Fonts' way) fail here: a Chinese rule page shows about 40% of the
 * site's characters, so its rare ones fall into every slice and it downloads nearly all of them.
 */
import { chunk, orderByUse } from './font-subsets.ts';

export interface GroupPlanOptions {
  /** Characters in the shared core file: the ones the most pages show. */
  coreSize: number;
  /** Characters per fallback slice (everything outside the core, most used first). */
  fallbackSize: number;
  /** A page joins a group only if the group holds at most this share more than the page needs… */
  slack: number;
  /** …plus this many characters. */
  slackChars: number;
}

/**
 * The shared core (the `coreSize` characters the most pages show, ties by code point) and the
 * fallback slices of everything else in `all`, most used first; each sorted.
 */
export function planCore(
  pages: ReadonlyArray<readonly number[]>,
  all: readonly number[],
  options: Pick<GroupPlanOptions, 'coreSize' | 'fallbackSize'>,
): { core: number[]; fallback: number[][] } {
  const ordered = orderByUse(new Set(all), pages);
  const [core = [], ...fallback] = chunk(ordered, [options.coreSize, options.fallbackSize]);
  return { core, fallback };
}

/**
 * Groups pages by their characters (outside the core): pages whose characters are nearly the same
 * share a file, and no page's file holds more than `slack` (a share) plus `slackChars` characters
 * it does not use. A page with no character gets no group. Deterministic.
 */
export function groupPages(
  pages: ReadonlyArray<readonly number[]>,
  options: Pick<GroupPlanOptions, 'slack' | 'slackChars'>,
): { groups: number[][]; pageGroup: Array<number | undefined> } {
  // Pages with the most characters first: they found the groups smaller ones join.
  const remainders = pages
    .map((codes, index) => ({ index, rest: [...new Set(codes)] }))
    .filter((page) => page.rest.length > 0)
    .sort((a, b) => b.rest.length - a.rest.length || a.index - b.index);
  const groups: Array<{ codes: Set<number>; smallest: number }> = [];
  const pageGroup: Array<number | undefined> = pages.map(() => undefined);
  for (const page of remainders) {
    let best = -1;
    let bestSize = Number.POSITIVE_INFINITY;
    groups.forEach((group, index) => {
      let size = group.codes.size;
      for (const code of page.rest) if (!group.codes.has(code)) size += 1;
      // Every page of the group (the smallest one bounds them all) keeps within the slack.
      const bound = (1 + options.slack) * Math.min(group.smallest, page.rest.length) + options.slackChars;
      if (size <= bound && size < bestSize) {
        best = index;
        bestSize = size;
      }
    });
    if (best < 0) {
      groups.push({ codes: new Set(page.rest), smallest: page.rest.length });
      best = groups.length - 1;
    } else {
      const group = groups[best]!;
      for (const code of page.rest) group.codes.add(code);
      group.smallest = Math.min(group.smallest, page.rest.length);
    }
    pageGroup[page.index] = best;
  }
  return { groups: groups.map((group) => [...group.codes].sort((a, b) => a - b)), pageGroup };
}
