/**
 * One pass over every built page for the checks that read them all: the build audit (structure
 * and internal links, tools/audit/audit-build.ts, build-audit.built.ts), the glyph coverage of the
 * zh, zh-Hant and Thai pages (glyph-coverage.ts) and the dice buttons of every written locale's
 * pages (dice-coverage.ts), both in build-audit.built.ts; the Thai pages' text and borrowed words
 * (thai-pages.ts, thai-breaks.built.ts); the zh-hant pages' note and Mainland words
 * (zh-hant-pages.ts, traditional-chinese.built.ts). Parsing the 1,700 pages (about 107 MB of HTML)
 * is most of what any of them costs; all read the one tree of each page, parsed with tag positions
 * (the audit needs them; the others read the same tree).
 * Made once per vitest worker (`isolate: false`: module state is kept from one test file to the
 * next in a worker), by whichever check runs first there; `pnpm test:dist` runs one worker on a
 * 2-core machine (vitest's default: the cores less one).
 */
import { auditBuild, type BuildAudit } from '../../tools/audit/audit-build.ts';
import { type DiceCoverage, diceCoverageOf, newDiceCoverage } from './dice-coverage.ts';
import { type GlyphCoverage, glyphCoverageOf, newGlyphCoverage } from './glyph-coverage.ts';
import { type ThaiPage, thaiPageOf } from './thai-pages.ts';
import { newZhHantPages, type ZhHantPages, zhHantPageOf } from './zh-hant-pages.ts';

export interface BuiltPagesPass {
  audit: BuildAudit;
  glyphs: GlyphCoverage;
  dice: DiceCoverage;
  /** Every page under dist/th/, by file name. */
  thai: ThaiPage[];
  zhHant: ZhHantPages;
}

const passes = new Map<string, Promise<BuiltPagesPass>>();

/** The pass over `distDir`, made on the first call of this worker. */
export function builtPagesPass(distDir: string): Promise<BuiltPagesPass> {
  let pass = passes.get(distDir);
  if (!pass) {
    pass = (async () => {
      const glyphs = newGlyphCoverage();
      const dice = newDiceCoverage();
      const thai: ThaiPage[] = [];
      const zhHant = newZhHantPages();
      const audit = await auditBuild(distDir, undefined, (file, tree, html) => {
        glyphCoverageOf(glyphs, file, tree);
        diceCoverageOf(dice, file, tree);
        const thaiPage = thaiPageOf(file, tree, html);
        if (thaiPage) thai.push(thaiPage);
        zhHantPageOf(zhHant, file, tree);
      });
      console.info(`built pages pass: ${audit.pages} pages parsed once (process ${process.pid})`);
      thai.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
      return { audit, glyphs, dice, thai, zhHant };
    })();
    // A pass that failed is not kept: the next check makes its own.
    pass.catch(() => passes.delete(distDir));
    passes.set(distDir, pass);
  }
  return pass;
}
