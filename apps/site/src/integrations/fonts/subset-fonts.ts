import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glossaryDefinitions, glossaryTerms, resources } from '@polyhedral/i18n';
import { zhHantLocaleData } from '@polyhedral/i18n/zh-hant';
import type { AstroIntegration } from 'astro';
import fontverter from 'fontverter';
import { Blob, Face, Font } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { keepPageScan } from '../security/page-scans.ts';
import { scanHtmlPageParts, scanWithInsert } from '../security/scan-html-page.ts';
import { writeBuildFile } from '../write-build-file.ts';
import { sectionSizes } from './first-screens.ts';
import { drawsPage, FACES, type FaceSpec, STACK_LANGS } from './font-faces.ts';
import {
  chunk,
  codePoints,
  fontFaceRule,
  fontInsertOffset,
  fontLoadScript,
  hasCodePoint,
  metricsFaceRule,
  orderByUse,
  type PageText,
  pageText,
  parsedWithoutFontFaces,
  type SubsetFile,
  type VerticalMetrics,
} from './font-subsets.ts';
import { menuNameOnly } from './menu-name.ts';
import { mergedSubset } from './merged-subset.ts';
import { advanceRanges, metricsFont } from './metrics-font.ts';
import { reportMissingGlyphs } from './missing-glyphs.ts';
import { planSplitGroups } from './split-groups.ts';
import { cachedSubset, mergedKey, subsetKey } from './subset-cache.ts';

const require = createRequire(import.meta.url);
const FONT_DIR = 'fonts';

interface SourceFont {
  sfnt: Buffer;
  cmap: Set<number>;
  metrics: VerticalMetrics;
  /** Advance width (font units) of a character's glyph. */
  advance(code: number): number;
}

async function loadSource(pkg: string, file: string): Promise<SourceFont> {
  const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  const sfnt = await fontverter.convert(await readFile(path.join(dir, 'files', file)), 'sfnt');
  const face = new Face(new Blob(sfnt));
  const hhea = face.referenceTable('hhea');
  if (!hhea) throw new Error(`${file}: no hhea table`);
  // The table is a view of harfbuzz's wasm memory, which the next harfbuzz call may grow (and so
  // detach): its numbers are read at once.
  const view = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength);
  const metrics = {
    ascender: view.getInt16(4),
    descender: view.getInt16(6),
    lineGap: view.getInt16(8),
    unitsPerEm: face.upem,
  };
  const font = new Font(face);
  return {
    sfnt,
    advance: (code) => font.glyphHAdvance(font.nominalGlyph(code) ?? 0),
    cmap: new Set(face.collectUnicodes()),
    metrics,
  };
}

/**
 * Digits a reader may type into a calculator field, which the number reader accepts (Thai ๐–๙ and
 * full-width ０–９): the field draws them with the page's font, so they must be in the subsets even
 * when no page shows them.
 */
const TYPED_DIGITS = '๐๑๒๓๔๕๖๗๘๙０１２３４５６７８９－＋';

/**
 * Every string the site's code can put on a page a face is cut for (UI messages, glossary, typed
 * digits), beyond the built HTML: the written locales' for most faces, zh-hant's (made from zh's)
 * for the face of the zh-Hant pages only.
 */
function messageText(face: FaceSpec): string {
  const written = JSON.stringify([resources, glossaryTerms, glossaryDefinitions]);
  const derived = JSON.stringify(zhHantLocaleData());
  const forZhHant = drawsPage(face, 'zh-Hant');
  const forOthers = drawsPage(face, 'zh-CN') || drawsPage(face, 'en');
  return (forOthers ? written : '') + (forZhHant ? derived : '') + TYPED_DIGITS;
}

/** The text of the pages a face is cut for, and the strings that can appear on them. */
function faceText(face: FaceSpec, texts: readonly PageText[]): string {
  return (
    texts
      .filter((text) => drawsPage(face, text.lang))
      .map((text) => text.all)
      .join('\n') + messageText(face)
  );
}

/** What one face was cut into: the files and @font-face rules every page declares, and the page groups'. */
interface FaceCut {
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

/**
 * The shared @font-face rules of a face a page declares: all of them on a page the face is cut for;
 * elsewhere its pinned files with a character the page shows (the language menu's name) and the files holding characters of the
 * elements marked with a language the face draws and fonts.css gives a stack of its own (繁體中文 names on an English
 * glossary page; not an English passage on a zh-Hant page, which draws with the page's stack), so a
 * page in another script does not carry rules it never uses (Noto Sans TC's, about 18 KB, on every
 * en, th and zh page).
 */
function sharedRules(face: FaceSpec, cut: FaceCut, text: PageText): string[] {
  if (cut.menuName && menuNameOnly(face, cut, text)) {
    const shown = hasCodePoint(text.visible, (code) => cut.menuName!.file.codes.has(code));
    return shown ? [cut.menuName.css] : [];
  }
  if (drawsPage(face, text.lang)) return cut.css;
  const tagged = Object.entries(text.otherLanguages)
    .filter(([lang]) => STACK_LANGS.includes(lang) && drawsPage(face, lang))
    .map(([, shown]) => shown)
    .join(' ');
  const holds = (index: number, shown: string) =>
    hasCodePoint(shown, (code) => cut.files[index]!.codes.has(code));
  return cut.css.filter(
    (_, index) => (index < cut.pinnedFiles && holds(index, text.visible)) || holds(index, tagged),
  );
}

/** A family's font file names start with its name in lower case, words joined by hyphens. */
function fileStem(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

/** Cuts one face into files (by use, or core, page groups and fallback slices); returns its files and @font-face rules. */
async function subsetFace(
  face: FaceSpec,
  pages: readonly PageText[],
  siteText: string,
  outDir: string,
): Promise<FaceCut> {
  // One after the other: harfbuzz's memory is shared by every font it reads.
  const sources: SourceFont[] = [];
  for (const file of face.sources) sources.push(await loadSource(face.fontsourcePackage, file));
  if (face.borrowed) {
    // Last, and only for its few characters that no source of the face draws.
    const lent = await loadSource(face.borrowed.fontsourcePackage, face.borrowed.file);
    const own = (code: number) => sources.some((source) => source.cmap.has(code));
    const codes = codePoints(face.borrowed.text, (code) => face.covers(code) && !own(code));
    sources.push({ ...lent, cmap: new Set(codes.filter((code) => lent.cmap.has(code))) });
  }
  const wanted = codePoints(siteText, face.covers);
  const missing = wanted.filter((code) => !sources.some((source) => source.cmap.has(code)));
  // A page this face is not cut for (a zh-Hant page for Noto Sans SC) joins none of its groups.
  const pageCodes = pages.map((page) =>
    drawsPage(face, page.lang) ? codePoints(face.weight >= 600 ? page.bold : page.visible, face.covers) : [],
  );
  // What each page's first screens show (first-screens.ts), for the early/late split.
  const earlyCodes = pages.map((page) =>
    face.pageGroups && drawsPage(face, page.lang) ? codePoints(page.early, face.covers) : [],
  );
  const pagesUsing = new Map<number, number>();
  for (const codes of pageCodes)
    for (const code of codes) pagesUsing.set(code, (pagesUsing.get(code) ?? 0) + 1);
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
      : chunk(orderByUse(unpinned, pagesUsing), face.chunkSizes ?? [Math.max(1, unpinned.length)])),
  ];

  /**
   * Writes the subset files of `codes` (one unicode-range group of a family) and their rules;
   * `stem` starts the file names (the family's name by default).
   */
  const write = async (
    family: string,
    codes: readonly number[],
    into: SubsetFile[],
    css: string[],
    stem = fileStem(family),
  ) => {
    // The first source with a glyph draws the character; later ones fill its gaps. Characters from
    // several sources go into one file (merged-subset.ts): one request, not one per source.
    const taken = new Set<number>();
    const parts: Array<{ source: SourceFont; codes: number[] }> = [];
    for (const source of sources) {
      const fromThis = codes.filter((code) => source.cmap.has(code) && !taken.has(code));
      if (fromThis.length === 0) continue;
      for (const code of fromThis) taken.add(code);
      parts.push({ source, codes: fromThis });
    }
    const first = parts[0];
    if (first === undefined) return;
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
    css.push(
      fontFaceRule({
        family,
        weight: face.weight,
        local: face.local,
        url,
        codes: fileCodes,
        metrics: first.source.metrics,
      }),
    );
  };
  const files: SubsetFile[] = [];
  const css: string[] = [];
  let pinnedFiles = 0;
  for (const [index, codes] of groups.entries()) {
    await write(face.family, codes, files, css);
    if (index === 0 && pinned.size > 0) pinnedFiles = files.length;
  }
  // One file per page group, declared only on that group's pages (the groups overlap): early
  // files, then late files (`-late-` in their names).
  const groupFiles: SubsetFile[] = [];
  const groupCss: string[] = [];
  const lateFiles: SubsetFile[] = [];
  // Each page names its own range of its late file (below): the file's whole range is not used.
  const lateCss: string[] = [];
  const writeGroups = async (
    groups: readonly number[][],
    into: SubsetFile[],
    css: string[],
    stem?: string,
  ) => {
    for (const codes of groups) {
      const before = into.length;
      await write(face.pageGroups!.family, codes, into, css, stem);
      if (into.length !== before + 1)
        throw new Error(`${face.family}: a page group must be one file from one source`);
    }
  };
  if (face.pageGroups && plan) {
    await writeGroups(plan.early, groupFiles, groupCss);
    await writeGroups(plan.late, lateFiles, lateCss, `${fileStem(face.pageGroups.family)}-late`);
  }
  // A page's rule for its late file names only what its early file lacks: the two ranges are
  // disjoint, so nothing its first screens show picks the late file.
  const pageLate = (plan?.pageLate ?? pages.map(() => undefined)).map((late) => {
    if (late === undefined) return undefined;
    const file = { ...lateFiles[late.group]!, codes: new Set(late.codes) };
    const css = fontFaceRule({
      family: file.family,
      weight: face.weight,
      local: face.local,
      url: file.url,
      codes: late.codes,
      metrics: sources[0]!.metrics,
    });
    return { file, css };
  });
  // The language menu's name, in a file of its own for pages that show nothing else of this face.
  const menuFiles: SubsetFile[] = [];
  const menuCss: string[] = [];
  if (face.menuName) {
    await write(
      face.family,
      codePoints(face.menuName.text, (code) => coveredSet.has(code)),
      menuFiles,
      menuCss,
      `${fileStem(face.family)}-menu`,
    );
    if (menuFiles.length !== 1)
      throw new Error(`${face.family}: the language menu's name must be one file from one source`);
  }
  const cut: FaceCut = {
    ...(menuFiles[0] ? { menuName: { file: menuFiles[0], css: menuCss[0]! } } : {}),
    files,
    css,
    groupFiles,
    groupCss,
    pageGroup: plan?.pageEarly ?? pages.map(() => undefined),
    lateFiles,
    pageLate,
    pinnedFiles,
    missing,
  };
  if (!face.metrics) return cut;
  // Each character's width from the first source that draws it (as the files above).
  const advances = new Map<number, number>();
  for (const code of covered) {
    const source = sources.find((one) => one.cmap.has(code));
    if (source) advances.set(code, source.advance(code));
  }
  const ranges = advanceRanges(advances, face.metrics.blocks);
  const metrics = sources[0]!.metrics;
  const rule = metricsFaceRule(
    face.metrics.family,
    metricsFont(face.metrics.family, ranges, metrics),
    [...advances.keys()].sort((a, b) => a - b),
    metrics,
  );
  // Only pages with text beyond the pinned file (the language menu's name) carry it.
  return { ...cut, metrics: { css: rule, files: files.slice(pinnedFiles) } };
}

/**
 * The page group files of page `index` (at most one early and one late file per face) and their
 * @font-face rules: `files` the early ones, `late` the late ones with the page's ranges.
 */
function pageGroupFaces(
  cuts: readonly FaceCut[],
  index: number,
): { files: SubsetFile[]; late: SubsetFile[]; css: string[] } {
  const files: SubsetFile[] = [];
  const late: SubsetFile[] = [];
  const css: string[] = [];
  for (const cut of cuts) {
    const group = cut.pageGroup[index];
    if (group !== undefined) {
      files.push(cut.groupFiles[group]!);
      css.push(cut.groupCss[group]!);
    }
    const later = cut.pageLate[index];
    if (later !== undefined) {
      late.push(later.file);
      css.push(later.css);
    }
  }
  return { files, late, css };
}

/**
 * The files a page's load script starts: its own early group files, and the shared files for the
 * characters its groups do not hold (the fallback slices also hold a group's characters, for text
 * shown after load; starting them for the page's own text would download it twice). Not its late
 * files: the browser requests one when it lays out a section that needs it (scrolling, printing,
 * a permalink), and starting it here would undo the split.
 */
function loadFiles(
  shared: readonly SubsetFile[],
  own: readonly SubsetFile[],
  late: readonly SubsetFile[],
): SubsetFile[] {
  if (own.length === 0 && late.length === 0) return [...shared];
  const held = new Set([...own, ...late].flatMap((file) => [...file.codes]));
  return [
    ...shared.map((file) => ({ ...file, codes: new Set([...file.codes].filter((code) => !held.has(code))) })),
    ...own,
  ];
}

/**
 * After the build: cuts Noto Sans SC and Noto Sans Thai down to the characters the built site
 * shows (every page, UI message and glossary entry), in files by use, and puts the @font-face
 * rules inline early in every page's <head>, followed by a script that starts loading the files
 * the page's text needs at once, before the stylesheets (fontLoadScript). No preloads: a preload
 * downloads even on a device whose installed font the local() sources would use, a FontFace load
 * does not. Runs before the Content-Security-Policy
 * step, which hashes that script. Latin stays with the system fonts. In `astro dev` the full
 * fontsource stylesheets are used.
 */
export function subsetFonts(): AstroIntegration {
  return {
    name: 'polyhedral:subset-fonts',
    hooks: {
      'astro:config:setup': ({ command, injectScript }) => {
        if (command !== 'dev') return;
        injectScript(
          'page-ssr',
          ['noto-sans-thai', 'noto-sans-sc', 'noto-sans-tc']
            .flatMap((pkg) => [
              `import "@fontsource/${pkg}/400.css";`,
              `import "@fontsource/${pkg}/700.css";`,
            ])
            .join('\n'),
        );
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const root = fileURLToPath(dir);
        const htmlFiles = (await readdir(root, { recursive: true, encoding: 'utf8' }))
          .filter((file) => file.endsWith('.html'))
          .sort();
        // Idempotent: faces and preloads of an earlier run are replaced. Each page is parsed once;
        // its HTML, text and insert offset are kept, not its tree.
        const pages = (
          await Promise.all(htmlFiles.map((file) => readFile(path.join(root, file), 'utf8')))
        ).map((source) => {
          const page = parsedWithoutFontFaces(source);
          return {
            html: page.html,
            // What the policy step needs of the page (its scripts), from this parse.
            scanParts: scanHtmlPageParts(page.html, page.tree),
            text: pageText(page.tree),
            insertAt: fontInsertOffset(page),
            sizes: sectionSizes(page.tree),
          };
        });
        const texts = pages.map((page) => page.text);
        const outDir = path.join(root, FONT_DIR);
        await rm(outDir, { recursive: true, force: true });
        await mkdir(outDir, { recursive: true });
        const files: SubsetFile[] = [];
        const metricsFaces: Array<{ css: string; files: SubsetFile[]; face: FaceSpec }> = [];
        const cuts: FaceCut[] = [];
        for (const face of FACES) {
          const result = await subsetFace(face, texts, faceText(face, texts), outDir);
          files.push(...result.files, ...(result.menuName ? [result.menuName.file] : []));
          cuts.push(result);
          if (result.metrics) metricsFaces.push({ ...result.metrics, face });
        }
        reportMissingGlyphs(
          cuts.map((cut, index) => ({ ...FACES[index]!, files: cut.files, missing: cut.missing })),
          logger,
        );
        /** The shared files a page's load script may start: those of the faces cut for its language. */
        const sharedFor = (text: PageText) =>
          cuts.flatMap((cut, index) => {
            const face = FACES[index]!;
            if (cut.menuName && menuNameOnly(face, cut, text)) return [cut.menuName.file];
            return drawsPage(face, text.lang) ? cut.files : [];
          });
        const groupFileCount = cuts.reduce((sum, cut) => sum + cut.groupFiles.length, 0);
        const lateFileCount = cuts.reduce((sum, cut) => sum + cut.lateFiles.length, 0);
        await Promise.all(
          htmlFiles.map(async (file, index) => {
            // Early in <head>, after the charset and viewport metas (fontInsertOffset).
            const { html, scanParts, insertAt, sizes } = pages[index]!;
            if (insertAt === undefined) return;
            // The font loads start right after the faces, while the parser is still in <head>:
            // a script after the stylesheet links would wait for them (about 0.5 s on slow 4G),
            // and the Chinese text cannot paint before its subset files are here anyway.
            const text = texts[index]!;
            const own = pageGroupFaces(cuts, index);
            const load = fontLoadScript(loadFiles(sharedFor(text), own.files, own.late), text, own.late);
            const needed = metricsFaces.filter(
              (metrics) =>
                drawsPage(metrics.face, text.lang) &&
                (own.files.length > 0 ||
                  own.late.length > 0 ||
                  metrics.files.some((one) => hasCodePoint(text.visible, (code) => one.codes.has(code)))),
            );
            const shared = cuts.flatMap((cut, face) => sharedRules(FACES[face]!, cut, text));
            // The late files, named for the service worker: a page kept offline keeps them too,
            // though it has not requested them (register-service-worker.ts).
            const later =
              own.late.length > 0 ? ` data-late-fonts="${own.late.map((one) => one.url).join(' ')}"` : '';
            const style = `<style data-font-faces${later}>${[...shared, ...own.css, ...needed.map((one) => one.css)].join('')}</style>`;
            // A page with a late file: its sections' estimated heights as their placeholders, so
            // the browser's first layout does not take the late sections for near ones.
            const sized = own.late.length > 0 && sizes ? `<style data-section-sizes>${sizes}</style>` : '';
            const inserted = `${style}${sized}${load}`;
            const written = `${html.slice(0, insertAt)}${inserted}${html.slice(insertAt)}`;
            const target = path.join(root, file);
            // The policy step (next) reads this page's scripts from here instead of parsing it again.
            keepPageScan(target, written, scanWithInsert(scanParts, insertAt, inserted));
            await writeBuildFile(target, written);
          }),
        );
        const bytes = (
          await Promise.all(
            [...files, ...cuts.flatMap((cut) => [...cut.groupFiles, ...cut.lateFiles])].map((file) =>
              readFile(path.join(root, file.url)).then((data) => data.length),
            ),
          )
        ).reduce((sum, size) => sum + size, 0);
        logger.info(
          `${files.length} shared, ${groupFileCount} early and ${lateFileCount} late page group font files (${Math.round(bytes / 1024)} KB) for ${htmlFiles.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
