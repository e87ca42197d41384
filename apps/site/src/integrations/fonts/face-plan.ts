/** How a face's characters are planned into files (planFace), before any is written. */
import { drawsPage, type FaceSpec } from './font-faces.ts';
import { chunk, codePoints, orderByUse, type PageText } from './font-subsets.ts';
import type { SourceFont } from './source-font.ts';
import { planSplitGroups, type SplitPlan } from './split-groups.ts';

/** Which characters a face cuts and into which groups. */
export interface FacePlan {
  /** Characters the site shows in the face's scripts that none of its sources draws. */
  missing: number[];
  /** The characters some source draws. */
  covered: number[];
  coveredSet: Set<number>;
  /** Characters every page of the face carries (FaceSpec.pinned, and what only a later source draws). */
  pinned: Set<number>;
  /** The page groups' plan, for a face with page groups. */
  plan: SplitPlan | undefined;
  /** The shared files' characters, the pinned ones first. */
  groups: number[][];
}

/**
 * Which of the site's characters a face draws, which ones every page carries (pinned), and the
 * groups the rest is cut into: page groups (split-groups.ts) or slices by use.
 */
export function planFace(
  face: FaceSpec,
  sources: readonly SourceFont[],
  pages: readonly PageText[],
  siteText: string,
): FacePlan {
  const wanted = codePoints(siteText, face.covers);
  const missing = wanted.filter((code) => !sources.some((source) => source.cmap.has(code)));
  // A page this face is not cut for (a zh-Hant page for Noto Sans SC) joins none of its groups.
  // A page's characters are all its file holds, not only what it shows at load: the strings its
  // code writes later (the reading bar's "could not load", a calculator's result, the search
  // dialog's words) travel in its attributes and data blocks, and offline no other file can come
  // (issue 102: the zh bar's message lost 载网络连).
  const pageCodes = pages.map((page) =>
    drawsPage(face, page.lang) ? codePoints(face.weight >= 600 ? page.bold : page.all, face.covers) : [],
  );
  // What each page's first screens show (first-screens.ts), for the early/late split.
  const earlyCodes = pages.map((page) =>
    face.pageGroups && drawsPage(face, page.lang) ? codePoints(page.early, face.covers) : [],
  );
  const covered = wanted.filter((code) => !missing.includes(code));
  const coveredSet = new Set(covered);
  // Characters only a later source draws (Noto Sans TC's full-width punctuation is in none of the
  // Traditional file's glyphs) are pinned with the others, merged into one file (merged-subset.ts):
  // a page group is cut from the first source alone.
  const pinned = new Set([
    ...codePoints(face.pinned ?? '', face.covers).filter((code) => coveredSet.has(code)),
    ...(face.pageGroups ? covered.filter((code) => !sources[0]!.cmap.has(code)) : []),
  ]);
  const unpinned = covered.filter((code) => !pinned.has(code));
  // A character no source draws is left to the rest of the font stack, in no group.
  const grouped = (codes: readonly number[]) =>
    codes.filter((code) => !pinned.has(code) && coveredSet.has(code));
  const plan = face.pageGroups
    ? planSplitGroups(
        pageCodes.map((codes, index) => ({ all: grouped(codes), early: grouped(earlyCodes[index]!) })),
        unpinned,
        face.pageGroups,
      )
    : undefined;
  const groups = [
    ...(pinned.size > 0 ? [[...pinned].sort((a, b) => a - b)] : []),
    ...(plan
      ? [plan.core, ...plan.fallback]
      : chunk(orderByUse(unpinned, pageCodes), face.chunkSizes ?? [Math.max(1, unpinned.length)])),
  ];
  return { missing, covered, coveredSet, pinned, plan, groups };
}
