import type { AstroIntegration } from 'astro';
import { islandOnlyModules } from './island-only-modules.ts';

/**
 * Below this many bytes a shared part of the islands' code is merged into its closest neighbour
 * (Rolldown's `entriesAwareMergeThreshold`, bytes of the modules before minification). Rollup's
 * `experimentalMinChunkSize`, which did this under Vite 6 at 4 KB, is ignored by Rolldown (Vite 8).
 */
export const MIN_CLIENT_CHUNK_BYTES = 4_000;

/**
 * Fewer, larger shared chunks in the browser bundle (the server bundle, which no browser loads, is
 * left as it is): a rule page with calculators loaded 42 scripts, most of them under 2 KB.
 *
 * One Rolldown code-splitting group takes the modules two or more islands share and that no page
 * script reaches (islandOnlyModules), keeps them apart by the set of entries that load them, as the
 * automatic splitting does, and merges a part under the floor into the part whose set of entries
 * is closest. Everything a page script loads, at once or later (Starlight's scripts, the dice
 * popover and its lazily loaded body, i18next), is split as Rolldown splits it by itself, so a
 * page without islands loads what it loaded before. Code only one island uses stays in its chunk.
 *
 * Astro 7 runs this hook once, for the whole build ("server"), and builds the browser bundle in
 * Vite's `client` environment: the settings go there.
 */
export function clientChunks(): AstroIntegration {
  return {
    name: 'polyhedral:client-chunks',
    hooks: {
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
                          entriesAware: true,
                          entriesAwareMergeThreshold: MIN_CLIENT_CHUNK_BYTES,
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
    },
  };
}
