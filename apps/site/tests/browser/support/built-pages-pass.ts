/**
 * One pass over every built page for the three checks that read them all without a browser: the
 * build audit (41-audits: structure and internal links, tools/audit/audit-build.ts), the glyph
 * coverage of the zh, zh-Hant and Thai pages (support/glyph-coverage.ts) and the dice buttons of
 * every written locale's pages (support/dice-coverage.ts). Parsing the 1,700 pages (about 107 MB
 * of HTML) is most of what any of them costs; all read the one tree of each page. Made once per
 * worker, by whichever of the checks runs first there (they run in order in one worker:
 * 41-audits.ts); a check run alone makes it itself.
 */
import { auditBuild, type BuildAudit } from '../../../tools/audit/audit-build.ts';
import { type DiceCoverage, diceCoverageOf, newDiceCoverage } from './dice-coverage.ts';
import { type GlyphCoverage, glyphCoverageOf, newGlyphCoverage } from './glyph-coverage.ts';

export interface BuiltPagesPass {
  audit: BuildAudit;
  glyphs: GlyphCoverage;
  dice: DiceCoverage;
}

const passes = new Map<string, Promise<BuiltPagesPass>>();

/** The pass over `distDir`, made on the first call of this worker. */
export function builtPagesPass(distDir: string): Promise<BuiltPagesPass> {
  let pass = passes.get(distDir);
  if (!pass) {
    pass = (async () => {
      const glyphs = newGlyphCoverage();
      const dice = newDiceCoverage();
      const audit = await auditBuild(distDir, undefined, (file, tree) => {
        glyphCoverageOf(glyphs, file, tree);
        diceCoverageOf(dice, file, tree);
      });
      return { audit, glyphs, dice };
    })();
    // A pass that failed is not kept: the next check makes its own.
    pass.catch(() => passes.delete(distDir));
    passes.set(distDir, pass);
  }
  return pass;
}
