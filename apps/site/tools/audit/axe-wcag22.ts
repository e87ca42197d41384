/**
 * axe-core's WCAG 2.2 AA audit of a page (target size, 2.5.8, included) plus its best-practice
 * rules (heading order, unique landmark names), injected as a file (pages that run it bypass the
 * site's CSP, which rightly blocks an injected script).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// `require.resolve` by name: knip sees the dependency (a chained `createRequire(…).resolve` it does not).
const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/**
 * Where a static server given `extraFiles: AXE_FILES` serves axe-core (the browser checks' server
 * does). Injected from there, a kept context fetches and compiles axe once, from its HTTP cache
 * after that; injected as a file, each page is sent the 650 kB source over DevTools and compiles
 * it again (about 0.1 to 0.2 CPU-s a page).
 */
export const AXE_URL_PATH = '/_checks/axe.min.js';

/** The `extraFiles` of a static server that serves axe-core at AXE_URL_PATH. */
export const AXE_FILES: Readonly<Record<string, string>> = { [AXE_URL_PATH]: axePath };

/**
 * Puts axe-core in the page unless it is there (`again`: even so), configured with `noHtml` (no
 * copy of each node's HTML in the results, which nothing reads: about 5% of a run). `served`: from
 * AXE_URL_PATH on the page's own server (which must serve AXE_FILES), else as a file.
 */
export async function injectAxe(page: Page, { served = false, again = false } = {}): Promise<void> {
  if (!again && (await page.evaluate(() => 'axe' in window))) return;
  await page.addScriptTag(served ? { url: AXE_URL_PATH } : { path: axePath });
  await page.evaluate(() =>
    (window as unknown as { axe: { configure: (spec: { noHtml: boolean }) => void } }).axe.configure({
      noHtml: true,
    }),
  );
}

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeFinding {
  id: string;
  impact: string | null;
  /** Whether the rule is a WCAG success criterion (else a best practice). */
  wcag: boolean;
  nodes: string[];
}

/**
 * The rules whose outcome a colour scheme can change: text contrast, and links told from the text
 * around them by colour alone. A page checked in full in one scheme is checked in the other for
 * these (41-audits): the rest of its markup, names and roles are the same in both.
 */
export const SCHEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Every violation axe finds in the page as it is now, of the rules AXE_TAGS names (`rules`: of
 * these rules alone). `served`: axe comes from the page's own server (injectAxe).
 */
export async function axeFindings(
  page: Page,
  { served = false, rules }: { served?: boolean; rules?: readonly string[] } = {},
): Promise<AxeFinding[]> {
  await injectAxe(page, { served });
  return page.evaluate(
    async ({ tags, rules }) => {
      type Result = { id: string; impact: string | null; tags: string[]; nodes: { target: string[] }[] };
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Result[] }> };
        }
      ).axe;
      // Only the violations described in full (every node): the same findings for less work.
      const result = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        wcag: violation.tags.some((tag) => /^wcag\d+a+$/.test(tag)),
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: [...AXE_TAGS], rules: rules ? [...rules] : undefined },
  );
}

/** "id (impact, n): first targets" per finding, one a line. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.id} (${finding.impact}, ${finding.nodes.length}): ${finding.nodes.slice(0, 3).join(' | ')}`,
    )
    .join('\n');
}
