import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { glossaryDefinitions, glossaryTerms, resources } from '@polyhedral/i18n';
import { zhHantLocaleData } from '@polyhedral/i18n/zh-hant';
import type { AstroIntegration } from 'astro';
import { filesEndingIn, integration } from '../integration.ts';
import { keepPageScan } from '../security/page-scans.ts';
import { rememberedFragmentScans, scanHtmlPageParts, scanWithInsert } from '../security/scan-html-page.ts';
import { keepThaiWordsInHtml, type ThaiWordEdit } from '../thai-borrowed-words.ts';
import { writeBuildFile } from '../write-build-file.ts';
import { sectionSizes } from './first-screens.ts';
import { drawsPage, FACES, type FaceSpec, STACK_LANGS } from './font-faces.ts';
import {
  fontInsertOffset,
  fontLoadScript,
  hasCodePoint,
  type PageText,
  pageText,
  parsedWithoutFontFaces,
  type SubsetFile,
} from './font-subsets.ts';
import { menuNameOnly } from './menu-name.ts';
import { reportMissingGlyphs } from './missing-glyphs.ts';
import { type FaceCut, FONT_DIR, subsetFace } from './subset-face.ts';

/**
 * Digits a reader may type into a calculator field, which the number reader accepts (Thai ๐–๙ and
 * full-width ０–９): the field draws them with the page's font, so the subsets hold them.
 */
const TYPED_DIGITS = '๐๑๒๓๔๕๖๗๘๙０１２３４５６７８９－＋';

/**
 * Every string the site's code can put on a page a face is cut for (UI messages, glossary, typed
 * digits), beyond the built HTML: the written locales' for most faces, zh-hant's (made from zh's)
 * for the face of the zh-Hant pages only.
 */
function messageText(face: FaceSpec): string {
  const forOthers = drawsPage(face, 'zh-CN') || drawsPage(face, 'en');
  const written = forOthers ? JSON.stringify([resources, glossaryTerms, glossaryDefinitions]) : '';
  return written + (drawsPage(face, 'zh-Hant') ? JSON.stringify(zhHantLocaleData()) : '') + TYPED_DIGITS;
}

function faceText(face: FaceSpec, texts: readonly PageText[]): string {
  return (
    texts
      .filter((text) => drawsPage(face, text.lang))
      .map((text) => text.all)
      .join('\n') + messageText(face)
  );
}

/**
 * The shared @font-face rules of a face a page declares: all of them on a page the face is cut for;
 * elsewhere its pinned files with a character the page shows (the language menu's name) and the
 * files holding characters of elements marked with a language the face draws and fonts.css gives a
 * stack of its own (繁體中文 names on an English page), so a page in another script does not carry
 * rules it never uses (Noto Sans TC's, about 18 KB).
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
 * characters its groups do not hold (the fallback slices hold a group's characters too: starting
 * them for the page's own text would download it twice). Not its late files: the browser requests
 * one when it lays out a section that needs it, and starting it here would undo the split.
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
 * After the build: cuts the Thai and Chinese faces (font-faces.ts) down to the characters the built
 * site shows (every page, UI message and glossary entry), puts their @font-face rules inline early in
 * every page's <head>, and a script that starts loading the files the page's text needs at once
 * (fontLoadScript; no preloads: a preload downloads even where a local() font would do). Runs before
 * the Content-Security-Policy step, which hashes that script. `astro dev` uses fontsource's CSS.
 */
export function subsetFonts(): AstroIntegration {
  return integration('polyhedral:subset-fonts', {
    'astro:config:setup': ({ command, injectScript }) => {
      if (command !== 'dev') return;
      injectScript(
        'page-ssr',
        ['noto-sans-thai', 'noto-sans-sc', 'noto-sans-tc']
          .flatMap((pkg) => [400, 700].map((weight) => `import "@fontsource/${pkg}/${weight}.css";`))
          .join('\n'),
      );
    },
    afterBuild: async (root, logger) => {
      const started = Date.now();
      const { htmlFiles, pages, thai } = await readPages(root);
      logger.info(thai);
      const texts = pages.map((page) => page.text);
      const outDir = path.join(root, FONT_DIR);
      await rm(outDir, { recursive: true, force: true });
      await mkdir(outDir, { recursive: true });
      const cuts: FaceCut[] = [];
      for (const face of FACES) cuts.push(await subsetFace(face, texts, faceText(face, texts), outDir));
      const files = cuts.flatMap((cut) => [...cut.files, ...(cut.menuName ? [cut.menuName.file] : [])]);
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
      // The pages' styles repeat: each distinct one is parsed once (scan-html-page.ts).
      const scanInsert = rememberedFragmentScans();
      await Promise.all(
        htmlFiles.map(async (file, index) => {
          const { html, scanParts, insertAt, sizes, thaiEdited } = pages[index]!;
          const target = path.join(root, file);
          if (insertAt === undefined) {
            if (thaiEdited) await writeBuildFile(target, html);
            return;
          }
          // The font loads start right after the faces, while the parser is still in <head>:
          // a script after the stylesheet links would wait for them (about 0.5 s on slow 4G),
          // and the Chinese text cannot paint before its subset files are here anyway.
          const text = texts[index]!;
          const own = pageGroupFaces(cuts, index);
          const load = fontLoadScript(loadFiles(sharedFor(text), own.files, own.late), text, own.late);
          const needed = cuts.flatMap(({ metrics }, face) =>
            metrics &&
            drawsPage(FACES[face]!, text.lang) &&
            (own.files.length > 0 ||
              own.late.length > 0 ||
              metrics.files.some((one) => hasCodePoint(text.visible, (code) => one.codes.has(code))))
              ? [metrics.css]
              : [],
          );
          const shared = cuts.flatMap((cut, face) => sharedRules(FACES[face]!, cut, text));
          // The late files, named for the service worker: a page kept offline keeps them too,
          // though it has not requested them (register-service-worker.ts).
          const later =
            own.late.length > 0 ? ` data-late-fonts="${own.late.map((one) => one.url).join(' ')}"` : '';
          const style = `<style data-font-faces${later}>${[...shared, ...own.css, ...needed].join('')}</style>`;
          // A page with a late file: its sections' estimated heights as their placeholders, so
          // the browser's first layout does not take the late sections for near ones.
          const sized = own.late.length > 0 && sizes ? `<style data-section-sizes>${sizes}</style>` : '';
          const pieces = [style, sized, load];
          const written = `${html.slice(0, insertAt)}${pieces.join('')}${html.slice(insertAt)}`;
          // The policy step (next) reads this page's scripts from here instead of parsing it again.
          keepPageScan(target, written, scanWithInsert(scanParts, insertAt, pieces, scanInsert));
          await writeBuildFile(target, written);
        }),
      );
      const early = cuts.flatMap((cut) => cut.groupFiles);
      const late = cuts.flatMap((cut) => cut.lateFiles);
      const sizes = await Promise.all(
        [...files, ...early, ...late].map((one) => stat(path.join(root, one.url))),
      );
      const kb = Math.round(sizes.reduce((sum, size) => sum + size.size, 0) / 1024);
      logger.info(
        `${files.length} shared, ${early.length} early and ${late.length} late page group font files (${kb} KB) for ${htmlFiles.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  });
}

/** Offsets in a page moved by the edits before them (edits in source order, none overlapping). */
function movedBy(offsets: readonly number[], edits: readonly ThaiWordEdit[]): number[] {
  return offsets.map(
    (offset) =>
      offset +
      edits
        .filter((edit) => edit.end <= offset)
        .reduce((sum, edit) => sum + edit.text.length - (edit.end - edit.start), 0),
  );
}

/**
 * The built pages, in file order, each parsed once (faces and preloads of an earlier run taken
 * out: the step is idempotent); its HTML, text and insert offset are kept, not its tree. The pages
 * under /th/ get their borrowed words wrapped from the same parse (thai-borrowed-words.ts, which
 * leaves a word already wrapped as it is, so this too is idempotent): the
 * edits replace body text nodes only, so the texts read from the tree and the insert offset in
 * <head> hold for the edited HTML, and its scripts' offsets are moved by the edits before them.
 */
async function readPages(root: string) {
  const htmlFiles = (await filesEndingIn(root, '.html')).sort();
  const sources = await Promise.all(htmlFiles.map((file) => readFile(path.join(root, file), 'utf8')));
  let thaiWords = 0;
  let thaiPages = 0;
  const pages = sources.map((source, index) => {
    const page = parsedWithoutFontFaces(source);
    const thai = htmlFiles[index]!.startsWith(`th${path.sep}`)
      ? keepThaiWordsInHtml(page.html, page.tree)
      : undefined;
    if (thai && thai.wrapped > 0) {
      thaiWords += thai.wrapped;
      thaiPages += 1;
    }
    const parts = scanHtmlPageParts(page.html, page.tree);
    return {
      html: thai?.html ?? page.html,
      // What the policy step needs of the page (its scripts), from this parse.
      scanParts: thai ? { ...parts, scriptStarts: movedBy(parts.scriptStarts, thai.edits) } : parts,
      text: pageText(page.tree),
      insertAt: fontInsertOffset(page),
      sizes: sectionSizes(page.tree),
      thaiEdited: thai !== undefined && thai.edits.length > 0,
    };
  });
  return {
    htmlFiles,
    pages,
    thai: `${thaiWords} Thai borrowed words kept on one line in ${thaiPages} pages`,
  };
}
