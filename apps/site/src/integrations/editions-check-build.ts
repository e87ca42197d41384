/**
 * `build:open:check` (POLYHEDRAL_EDITIONS_CHECK_BUILD=1): the open edition built for the editions
 * check alone (tests/editions/check-editions.ts reads its pages' links, sections, footers and
 * playtest boxes, and its data API). It leaves out the steps that only change what a reader's
 * browser is sent and that nothing there reads: the font subsets (decision 490), the Thai word
 * spans and Pagefind's index, while Starlight's search markup stays (only its build-done hook,
 * which runs Pagefind, is dropped). The policy step and its unknown-script check still run.
 * `build:open` builds the edition to deploy with every step.
 */
import type { AstroIntegration } from 'astro';

export function isEditionsCheckBuild(
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  return env.POLYHEDRAL_EDITIONS_CHECK_BUILD === '1';
}

/**
 * Starlight's integration as it is, or in the editions check's build without its `astro:build:done`
 * hook (which runs Pagefind and nothing else): the pages keep the search markup, no index is written.
 */
export function searchIndexUnlessCheckBuild(
  starlight: AstroIntegration,
  env: Readonly<Record<string, string | undefined>> = process.env,
): AstroIntegration {
  if (!isEditionsCheckBuild(env)) return starlight;
  const { 'astro:build:done': _pagefind, ...hooks } = starlight.hooks;
  return { ...starlight, hooks };
}
