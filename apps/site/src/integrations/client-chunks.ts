import type { AstroIntegration } from 'astro';
import { integration } from './integration.ts';
import { islandOnlyModules } from './island-only-modules.ts';

/**
 * Fewer, larger shared chunks in the browser bundle (the server bundle, which no browser loads, is
 * left as it is): a rule page with calculators loaded 42 scripts, most of them under 2 KB.
 *
 * One Rolldown code-splitting group takes the modules two or more islands share and that no page
 * script loads on load (islandOnlyModules) and keeps them apart by the set of entries that load
 * them, as the automatic splitting does, with no part merged into another (a merged part carries
 * code the entries that load it never run). Everything a page script loads on load (Starlight's
 * scripts, the theme, the popover's button) is split as Rolldown splits it by itself, so a page
 * without islands loads what it loaded before; what a page script loads later (the dice popover's
 * body) is an entry of its own in the group's split, so it loads only what it needs, and i18next,
 * whose modules the same entries load, stays one chunk.
 * Code only one island uses stays in its chunk.
 *
 * Astro 7 runs this hook once, for the whole build ("server"), and builds the browser bundle in
 * Vite's `client` environment: the settings go there.
 */
export function clientChunks(): AstroIntegration {
  return integration('polyhedral:client-chunks', {
    'astro:build:setup': ({ updateConfig }) => {
      const islandOnly = islandOnlyModules();
      updateConfig({
        environments: {
          client: {
            build: {
              rolldownOptions: {
                // Rolldown's condition for leaving a captured module's imports out of its group:
                // an entry's chunk keeps its exports and may get more (Astro's own setting,
                // 'exports-only', would also let an entry without exports lose its chunk).
                preserveEntrySignatures: 'allow-extension',
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: (id, context) => (islandOnly.has(id, context) ? 'shared' : null),
                        test: islandOnly.test,
                        minShareCount: 2,
                        // One chunk per set of entries that load the modules, none merged
                        // into a neighbour: a merged part made an island load other
                        // calculators' code (Level Advancement 42.5 -> 59.7 KB gzip JS).
                        entriesAware: true,
                        // A captured module's imports stay where Rolldown puts them: taking them
                        // along would pull a page script's modules (preact, i18next) in too.
                        includeDependenciesRecursively: false,
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      });
    },
  });
}
