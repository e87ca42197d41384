/**
 * `pnpm --filter @polyhedral/site audit-html [dist-folder]`: after a build, every built page's
 * structural errors (content after `</html>`, parser errors, duplicate ids, skipped heading
 * levels) and every internal link that lands on no page or no anchor, counted, then listed.
 * Exit 1 when there is any. The browser checks run the same audit (41-built-pages.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditBuild, countByCode } from './audit/audit-build.ts';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
const distDir = path.resolve(siteDir, process.argv[2] ?? 'dist');
const started = Date.now();
const audit = await auditBuild(distDir, process.env.POLYHEDRAL_SITE_URL || undefined);
const counts = countByCode(audit);
console.log(
  `${audit.pages} pages, ${audit.links} links read, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`pages with structural errors: ${audit.structure.size}`);
for (const [code, count] of Object.entries(counts)) console.log(`  ${code}: ${count}`);
const limit = Number(process.env.AUDIT_LIST ?? 40);
let listed = 0;
for (const [page, findings] of audit.structure) {
  for (const finding of findings) {
    if (listed++ < limit) console.log(`${page}  ${finding.code}  ${finding.detail}`);
  }
}
for (const link of audit.broken) {
  if (listed++ < limit) console.log(`${link.from}  ${link.reason}  ${link.href}`);
}
process.exitCode = audit.structure.size + audit.broken.length > 0 ? 1 : 0;
