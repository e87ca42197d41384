/**
 * `pnpm --filter @polyhedral/content review-parity`: the review editor's findings against `content
 * check`, section by section, on the content and on a copy with faults put in: counts per rule and
 * locale, and every section that differs (exit 1).
 */
import { rmSync } from 'node:fs';
import { checkContent } from '../../check/check-content.ts';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { REVIEWED_LOCALES } from '../../model/types.ts';
import { copyContentTree, injectFaults } from '../../section-check/inject-faults.ts';
import { type ParityReport, sectionParity } from './section-parity.ts';

function reports(root: string): ParityReport[] {
  const { model, diagnostics } = checkContent({ root, strings: null });
  return REVIEWED_LOCALES.map((locale) => sectionParity(model, locale, diagnostics));
}

function print(title: string, results: ParityReport[]): number {
  console.log(title);
  let differing = 0;
  for (const report of results) {
    const rules = Object.entries(report.counts).sort(([a], [b]) => a.localeCompare(b));
    const shown =
      rules.length === 0 ? 'no findings' : rules.map(([rule, count]) => `${rule} ${count}`).join(', ');
    console.log(
      `  ${report.locale}: ${report.sections} sections; ${shown}; differing sections: ${report.mismatches.length}`,
    );
    for (const mismatch of report.mismatches) {
      console.log(`    ${mismatch.id}: content check ${JSON.stringify(mismatch.check)}`);
      console.log(`    ${' '.repeat(mismatch.id.length)}  section check ${JSON.stringify(mismatch.browser)}`);
    }
    differing += report.mismatches.length;
  }
  return differing;
}

const root = DEFAULT_CONTENT_ROOT;
let differing = print('The content as it is:', reports(root));
const copy = copyContentTree(root);
try {
  const faults = injectFaults(copy);
  console.log(
    `Faults put in: ${faults.map((fault) => `${fault.locale} ${fault.id} (${fault.kind})`).join('; ')}`,
  );
  differing += print('With the faults:', reports(copy));
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exitCode = differing === 0 ? 0 : 1;
