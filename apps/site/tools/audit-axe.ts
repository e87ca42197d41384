/**
 * `pnpm --filter @polyhedral/site audit-axe [dist-folder]`: axe-core's WCAG 2.2 AA and
 * best-practice rules (audit/axe-wcag22.ts) over the 43 sample pages (audit/sample-pages.ts) in
 * light and dark, at a phone's width: violations per rule (pages, elements), then per page.
 * Exit 1 when there is any.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { type AxeFinding, axeFindings } from './audit/axe-wcag22.ts';
import { AUDIT_PAGES } from './audit/sample-pages.ts';
import { startStaticServer } from './static-server.ts';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
const distDir = path.resolve(siteDir, process.argv[2] ?? 'dist');
const server = await startStaticServer(distDir);
const browser = await launchChromium();
const byRule = new Map<string, { wcag: boolean; pages: number; nodes: number }>();
const byPage: string[] = [];
try {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      colorScheme: scheme,
      bypassCSP: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript((theme) => window.localStorage.setItem('starlight-theme', theme), scheme);
    for (const pagePath of AUDIT_PAGES) {
      const page = await context.newPage();
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
      const findings: AxeFinding[] = await axeFindings(page);
      await page.close();
      for (const finding of findings) {
        const entry = byRule.get(finding.id) ?? { wcag: finding.wcag, pages: 0, nodes: 0 };
        entry.pages += 1;
        entry.nodes += finding.nodes.length;
        byRule.set(finding.id, entry);
      }
      if (findings.length > 0) {
        byPage.push(`${scheme} ${pagePath}: ${findings.map((f) => `${f.id}(${f.nodes.length})`).join(' ')}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const runs = AUDIT_PAGES.length * 2;
console.log(`${AUDIT_PAGES.length} pages x light and dark (${runs} runs), 390x844`);
const total = [...byRule.values()].reduce((sum, entry) => sum + entry.pages, 0);
console.log(`violations (rule x page): ${total}`);
for (const [id, entry] of byRule) {
  console.log(
    `  ${id} [${entry.wcag ? 'WCAG' : 'best practice'}]: ${entry.pages} page runs, ${entry.nodes} elements`,
  );
}
for (const line of byPage) console.log(line);
process.exitCode = total > 0 ? 1 : 0;
