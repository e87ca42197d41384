import type { AstroIntegration } from 'astro';

/**
 * Below this many bytes (minified, before gzip) a shared chunk of the browser bundle is merged
 * into another chunk (Rollup's `output.experimentalMinChunkSize`). Rollup merges only chunks
 * without side effects when loaded (function and constant definitions), choosing the chunk whose
 * loaders least need the extra bytes; so a page may download code it does not call, and never
 * runs code it did not run before. At 12 KB Rollup also merged 9 KB of the calculators' core
 * code into the chunk every page loads; at 4 KB a page without a calculator loads what it did.
 */
export const MIN_CLIENT_CHUNK_BYTES = 4_000;

/**
 * Fewer, larger shared chunks in the browser bundle (the server bundle, which no browser loads, is
 * left as it is): a rule page with calculators loaded 42 scripts, most of them under 2 KB.
 */
export function clientChunks(): AstroIntegration {
  return {
    name: 'polyhedral:client-chunks',
    hooks: {
      'astro:build:setup': ({ target, updateConfig }) => {
        if (target !== 'client') return;
        updateConfig({
          build: { rollupOptions: { output: { experimentalMinChunkSize: MIN_CLIENT_CHUNK_BYTES } } },
        });
      },
    },
  };
}
