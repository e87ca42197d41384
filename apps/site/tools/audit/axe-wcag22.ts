/**
 * axe-core's WCAG 2.2 AA audit of a page (target size, 2.5.8, included) plus its best-practice
 * rules (heading order, unique landmark names), injected as a file (pages that run it bypass the
 * site's CSP, which rightly blocks an injected script).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeFinding {
  id: string;
  impact: string | null;
  /** Whether the rule is a WCAG success criterion (else a best practice). */
  wcag: boolean;
  nodes: string[];
}

/** Every violation axe finds in the page as it is now, of the rules AXE_TAGS names. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: axePath });
    // No copy of each node's HTML in the results (nothing reads it): about 5% of a run.
    await page.evaluate(() =>
      (window as unknown as { axe: { configure: (spec: { noHtml: boolean }) => void } }).axe.configure({
        noHtml: true,
      }),
    );
  }
  return page.evaluate(
    async (tags) => {
      type Result = { id: string; impact: string | null; tags: string[]; nodes: { target: string[] }[] };
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Result[] }> };
        }
      ).axe;
      // Only the violations described in full (every node): the same findings for less work.
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        wcag: violation.tags.some((tag) => /^wcag\d+a+$/.test(tag)),
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    [...AXE_TAGS],
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
