/**
 * axe-core in a page, from the checks' own server (tests/browser/fixtures.ts serves it at
 * AXE_URL_PATH; the site's CSP blocks injected scripts, so pages that run it bypass CSP).
 */
import type { Page } from '@playwright/test';
import { injectAxe as inject, SCHEME_RULES } from '../../../tools/audit/axe-wcag22.ts';

/**
 * The options of every axe run of the browser checks. `resultTypes: ['violations']`: axe still runs
 * every rule on every element and reports every violation, with all its nodes, as before; what it
 * no longer does is describe every passing, incomplete and inapplicable node (a selector and the
 * HTML of each, thousands on a rule page), only one of each. The checks read violations alone (and
 * one, whether anything passed). 20% less browser CPU for the same findings: 15.9 against
 * 19.9 CPU-s for twelve runs over four pages (the zh damage page, a rule page, the Thai quick
 * reference, the tracker), identical violations, targets and impacts on a page given six.
 */
export const AXE_RUN_OPTIONS = { resultTypes: ['violations'] } as const;

/**
 * The options of an axe run on a load already checked in the other colour scheme and switched in
 * place (support/colour-schemes.ts `switchScheme`): only the rules a scheme can change
 * (SCHEME_RULES: colour contrast, links told by colour), as 41-audits runs its dark pass. A switch
 * changes colours alone (the `data-theme` attribute and prefers-color-scheme), so every other rule
 * would find what the first run found; on the zh damage page those rules were about half of a run.
 */
export const SCHEME_SWITCH_RUN_OPTIONS = {
  ...AXE_RUN_OPTIONS,
  runOnly: { type: 'rule', values: [...SCHEME_RULES] },
} as const;

/**
 * Puts axe-core in the page unless it is there (`again`: even so), configured with `noHtml`: axe no
 * longer copies the HTML of every node it looks at into its results (`_getElementSource`, about 5%
 * of a run over the zh damage page), which no check reads; selectors (`target`), rules and impacts
 * are as before. It comes from the checks' server, so a kept context compiles it once.
 */
export async function injectAxe(page: Page, again = false): Promise<void> {
  await inject(page, { served: true, again });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * The serious and critical violations axe finds in the page as it is now; with `within`, only in
 * the elements that selector matches (a second run after a change inside them: the rest of the
 * page was checked by the first run and has not changed; a run costs about 1 CPU-second on a
 * calculator page). With `'scheme-switched'`, only the rules a colour scheme can change.
 */
export async function seriousAxeViolations(
  page: Page,
  within?: string,
  /** `'scheme-switched'`: the page was checked in the other scheme on this load (SCHEME_SWITCH_RUN_OPTIONS). */
  run: 'every-rule' | 'scheme-switched' = 'every-rule',
): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ selector, options }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(selector ? { include: [[selector]] } : document, options);
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    { selector: within, options: run === 'scheme-switched' ? SCHEME_SWITCH_RUN_OPTIONS : AXE_RUN_OPTIONS },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** "impact id: first targets" per violation, one a line. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
    .join('\n');
}

/** How many elements fail, over all serious and critical violations. */
export function countNodes(violations: readonly AxeViolation[]): number {
  return violations.reduce((sum, v) => sum + v.nodes.length, 0);
}
