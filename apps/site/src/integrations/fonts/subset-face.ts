/**
 * Cuts one face into files: its characters planned into groups (by use, or core, page groups and
 * fallback slices), each group's subset written from the sources that draw it, the page groups'
 * early and late files, the language menu's name, and the face's metrics font.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import subsetFont from 'subset-font';
import { writeBuildFile } from '../write-build-file.ts';
import { planFace } from './face-plan.ts';
import type { FaceSpec } from './font-faces.ts';
import { codePoints, fontFaceRule, metricsFaceRule, type PageText, type SubsetFile } from './font-subsets.ts';
import { slicesHolding } from './gap-slices.ts';
import { mergedSubset } from './merged-subset.ts';
import { advanceRanges, metricsFont } from './metrics-font.ts';
import { loadSource, type SourceFont } from './source-font.ts';
import type { SplitPlan } from './split-groups.ts';
import { cachedSubset, mergedKey, subsetKey } from './subset-cache.ts';

export const FONT_DIR = 'fonts';

/** What one face was cut into: the files and @font-face rules every page declares, and the page groups'. */
export interface FaceCut {
  files: SubsetFile[];
  css: string[];
  /** Early page group files (a family of their own: FaceSpec.pageGroups) and their rules, by group. */
  groupFiles: SubsetFile[];
  groupCss: string[];
  /** Per page (the order of `pages`): its early group's index, if it has one. */
  pageGroup: Array<number | undefined>;
  /** Late page group files (split-groups.ts), by group. */
  lateFiles: SubsetFile[];
  /**
   * Per page: its late file with the page's own range for it (the file's characters outside the
   * page's early file) and that rule, if it has one.
   */
  pageLate: Array<{ file: SubsetFile; css: string } | undefined>;
  /** How many of `files` (the first ones) hold the pinned characters. */
  pinnedFiles: number;
  metrics?: { css: string; files: SubsetFile[] };
  /** Characters the site shows in this face's scripts that none of its sources draws. */
  missing: number[];
  /** The file of the language menu's name and its rule (FaceSpec.menuName). */
  menuName?: { file: SubsetFile; css: string };
}

function fileStem(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

/** The face's sources, one after the other (harfbuzz's memory is shared by every font it reads). */
async function loadFaceSources(face: FaceSpec): Promise<SourceFont[]> {
  const sources: SourceFont[] = [];
  for (const file of face.sources) sources.push(await loadSource(face.fontsourcePackage, file));
  if (face.borrowed) {
    // Last, and only for its few characters that no source of the face draws.
    const lent = await loadSource(face.borrowed.fontsourcePackage, face.borrowed.file);
    const own = (code: number) => sources.some((source) => source.cmap.has(code));
    const codes = codePoints(face.borrowed.text, (code) => face.covers(code) && !own(code));
    sources.push({ ...lent, cmap: new Set(codes.filter((code) => lent.cmap.has(code))) });
  }
  return sources;
}

interface SubsetTarget {
  face: FaceSpec;
  sources: readonly SourceFont[];
  outDir: string;
}

/**
 * Writes the subset file of `codes` (one unicode-range group of a family) into `into` and its rule
 * into `css`; `stem` starts the file name (the family's name by default). The first source with a
 * glyph draws a character, later ones fill its gaps, all in one file (merged-subset.ts): one
 * request, not one per source. Nothing is written (false) when no source draws any of them.
 */
async function writeSubset(
  { face, sources, outDir }: SubsetTarget,
  family: string,
  codes: readonly number[],
  into: SubsetFile[],
  css: string[],
  stem = fileStem(family),
): Promise<boolean> {
  const taken = new Set<number>();
  const parts: Array<{ source: SourceFont; codes: number[] }> = [];
  for (const source of sources) {
    const fromThis = codes.filter((code) => source.cmap.has(code) && !taken.has(code));
    if (fromThis.length === 0) continue;
    for (const code of fromThis) taken.add(code);
    parts.push({ source, codes: fromThis });
  }
  const first = parts[0];
  if (first === undefined) return false;
  const keys = parts.map((part) => subsetKey(part.source.sfnt, part.codes));
  const data =
    parts.length === 1
      ? await cachedSubset(keys[0]!, () =>
          subsetFont(first.source.sfnt, String.fromCodePoint(...first.codes), { targetFormat: 'woff2' }),
        )
      : await cachedSubset(mergedKey(keys), () =>
          mergedSubset(parts.map((part) => ({ sfnt: part.source.sfnt, codes: part.codes }))),
        );
  const fileCodes = parts.flatMap((part) => part.codes).sort((a, b) => a - b);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
  const name = `${stem}-${face.weight}-${into.length}.${hash}.woff2`;
  await writeBuildFile(path.join(outDir, name), data);
  const url = `/${FONT_DIR}/${name}`;
  into.push({ family, weight: face.weight, url, codes: new Set(fileCodes) });
  const { weight, local } = face;
  css.push(fontFaceRule({ family, weight, local, url, codes: fileCodes, metrics: first.source.metrics }));
  return true;
}

/** Writes page groups, one file each (from the first source alone), into `into` and `css`. */
async function writePageGroups(
  target: SubsetTarget,
  groups: readonly number[][],
  into: SubsetFile[],
  css: string[],
  stem?: string,
): Promise<void> {
  const { face } = target;
  for (const codes of groups)
    if (!(await writeSubset(target, face.pageGroups!.family, codes, into, css, stem)))
      throw new Error(`${face.family}: a page group must be one file from one source`);
}

/**
 * Per page, its late file with a rule naming only what its early file lacks: the two ranges are
 * disjoint, so nothing its first screens show picks the late file.
 */
function pageLateRules(
  { face, sources }: SubsetTarget,
  plan: SplitPlan | undefined,
  pages: readonly PageText[],
  lateFiles: readonly SubsetFile[],
): FaceCut['pageLate'] {
  return (plan?.pageLate ?? pages.map(() => undefined)).map((late) => {
    if (late === undefined) return undefined;
    const file = { ...lateFiles[late.group]!, codes: new Set(late.codes) };
    const { family, url } = file;
    const { weight, local } = face;
    return {
      file,
      css: fontFaceRule({ family, weight, local, url, codes: late.codes, metrics: sources[0]!.metrics }),
    };
  });
}

/** The language menu's name, in a file of its own for pages that show nothing else of this face. */
async function writeMenuName(
  target: SubsetTarget,
  coveredSet: ReadonlySet<number>,
): Promise<FaceCut['menuName']> {
  const { face } = target;
  if (!face.menuName) return undefined;
  const files: SubsetFile[] = [];
  const css: string[] = [];
  const codes = codePoints(face.menuName.text, (code) => coveredSet.has(code));
  if (!(await writeSubset(target, face.family, codes, files, css, `${fileStem(face.family)}-menu`)))
    throw new Error(`${face.family}: the language menu's name must be one file from one source`);
  return { file: files[0]!, css: css[0]! };
}

/**
 * The face's metrics font rule (each character's width from the first source that draws it, as the
 * files), carried by the pages with text beyond the pinned file (the language menu's name).
 */
function faceMetrics(
  spec: NonNullable<FaceSpec['metrics']>,
  sources: readonly SourceFont[],
  covered: readonly number[],
  files: readonly SubsetFile[],
  pinnedFiles: number,
): NonNullable<FaceCut['metrics']> {
  const advances = new Map<number, number>();
  for (const code of covered) {
    const source = sources.find((one) => one.cmap.has(code));
    if (source) advances.set(code, source.advance(code));
  }
  const ranges = advanceRanges(advances, spec.blocks);
  const metrics = sources[0]!.metrics;
  const codes = [...advances.keys()].sort((a, b) => a - b);
  const css = metricsFaceRule(spec.family, metricsFont(spec.family, ranges, metrics), codes, metrics);
  return { css, files: files.slice(pinnedFiles) };
}

export async function subsetFace(
  face: FaceSpec,
  pages: readonly PageText[],
  siteText: string,
  outDir: string,
): Promise<FaceCut> {
  const sources = await loadFaceSources(face);
  let planned = planFace(face, sources, pages, siteText);
  if (face.fillGapsFromSlices && planned.missing.length > 0) {
    // The package's slices that draw what its sources lack, after them (pinned: face-plan.ts).
    for (const file of slicesHolding(face.fontsourcePackage, face.weight, planned.missing, face.sources))
      sources.push(await loadSource(face.fontsourcePackage, file));
    planned = planFace(face, sources, pages, siteText);
  }
  const { missing, covered, coveredSet, pinned, plan, groups } = planned;
  const target: SubsetTarget = { face, sources, outDir };
  const files: SubsetFile[] = [];
  const css: string[] = [];
  let pinnedFiles = 0;
  for (const [index, codes] of groups.entries()) {
    await writeSubset(target, face.family, codes, files, css);
    if (index === 0 && pinned.size > 0) pinnedFiles = files.length;
  }
  // One file per page group, declared only on that group's pages (the groups overlap): early
  // files, then late files (`-late-` in their names).
  const groupFiles: SubsetFile[] = [];
  const groupCss: string[] = [];
  const lateFiles: SubsetFile[] = [];
  // Each page names its own range of its late file (pageLateRules): the file's whole range is not used.
  const lateCss: string[] = [];
  if (face.pageGroups && plan) {
    await writePageGroups(target, plan.early, groupFiles, groupCss);
    await writePageGroups(target, plan.late, lateFiles, lateCss, `${fileStem(face.pageGroups.family)}-late`);
  }
  const pageLate = pageLateRules(target, plan, pages, lateFiles);
  const menuName = await writeMenuName(target, coveredSet);
  return {
    ...(menuName ? { menuName } : {}),
    files,
    css,
    groupFiles,
    groupCss,
    pageGroup: plan?.pageEarly ?? pages.map(() => undefined),
    lateFiles,
    pageLate,
    pinnedFiles,
    missing,
    ...(face.metrics ? { metrics: faceMetrics(face.metrics, sources, covered, files, pinnedFiles) } : {}),
  };
}
