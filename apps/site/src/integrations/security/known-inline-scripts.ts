import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Static: the hook runs after Vite's module runner (which would serve a dynamic import) has closed.
import idleDirectiveScript from 'astro/runtime/client/idle.prebuilt.js';
import loadDirectiveScript from 'astro/runtime/client/load.prebuilt.js';
import mediaDirectiveScript from 'astro/runtime/client/media.prebuilt.js';
import onlyDirectiveScript from 'astro/runtime/client/only.prebuilt.js';
import visibleDirectiveScript from 'astro/runtime/client/visible.prebuilt.js';
import astroIslandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { filesEndingIn } from '../integration.ts';
import { interactionDirectiveScripts } from '../interaction-hydration.ts';
import { registeredInlineScripts, registerInlineScript } from './inline-scripts.ts';

/**
 * Every inline script body the build may legitimately put in a page, known from code, never read
 * from the pages themselves:
 * - the project's own (security/inline-scripts.ts: the chooser's redirect, the font-load scripts);
 * - Astro's: the small bundled `<script>`s of components that Astro inlines instead of emitting a
 *   file (recorded from the client bundle by `recordInlinedScripts`), its island runtime, its
 *   built-in hydration directives (`client:load` on the character page, and the others), and the
 *   site's `client:interact` and `client:own-task` directives as Astro builds them;
 * - Starlight's `<script is:inline>` blocks, read from its component sources.
 */
export async function knownInlineScripts(): Promise<Set<string>> {
  return new Set([
    ...registeredInlineScripts(),
    astroIslandScript,
    idleDirectiveScript,
    loadDirectiveScript,
    mediaDirectiveScript,
    onlyDirectiveScript,
    visibleDirectiveScript,
    ...(await interactionDirectiveScripts()),
    ...(await starlightInlineScripts()),
  ]);
}

/** The part of Vite's plugin interface used here (vite is not a direct dependency of the site). */
interface RecordPlugin {
  name: string;
  apply: 'build';
  generateBundle: {
    order: 'pre';
    handler(
      this: { environment?: { config: { consumer?: string } } },
      options: unknown,
      bundle: Record<string, { type: string; code?: string }>,
    ): void;
  };
}

/**
 * A Vite plugin for the client build: records the code of every chunk before Astro's own step
 * decides which small ones to inline (it writes `chunk.code.trim()` into the page).
 */
export function recordInlinedScripts(): RecordPlugin {
  return {
    name: 'polyhedral:record-inlined-scripts',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment?.config.consumer !== 'client') return;
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.code !== undefined) registerInlineScript(output.code.trim());
        }
      },
    },
  };
}

// Starlight's .astro component sources are not HTML (frontmatter, `{expressions}`), so no HTML
// parser reads them right; the script bodies are taken verbatim, as Astro copies them.
const INLINE_SCRIPT_SOURCE = /<script\s+is:inline[^>]*>([\s\S]*?)<\/script>/g;

/** The bodies of `<script is:inline>` in Starlight's components, as Astro writes them (verbatim). */
export async function starlightInlineScripts(): Promise<string[]> {
  // Its entry (dist/index.js, importable only: no `require` condition) sits beside components/.
  const root = path.dirname(fileURLToPath(import.meta.resolve('@astrojs/starlight')));
  const files = await filesEndingIn(path.join(root, 'components'), '.astro');
  const bodies: string[] = [];
  for (const file of files) {
    const source = await readFile(path.join(root, 'components', file), 'utf8');
    for (const match of source.matchAll(INLINE_SCRIPT_SOURCE)) bodies.push(match[1]!);
  }
  return bodies;
}
