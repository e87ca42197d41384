import { describe, expect, it } from 'vitest';
import { clientChunks, MIN_CLIENT_CHUNK_BYTES } from './client-chunks.ts';

type BuildSetup = NonNullable<ReturnType<typeof clientChunks>['hooks']['astro:build:setup']>;

/** The Vite settings the build-setup hook hands Astro for one of its two bundles. */
async function settingsFor(target: 'client' | 'server'): Promise<unknown[]> {
  const updates: unknown[] = [];
  const setup = clientChunks().hooks['astro:build:setup'] as BuildSetup;
  await setup({
    target,
    vite: {},
    pages: new Map(),
    updateConfig: (update: unknown) => {
      updates.push(update);
      return update;
    },
    logger: {},
  } as unknown as Parameters<BuildSetup>[0]);
  return updates;
}

describe('fewer, larger chunks in the browser bundle', () => {
  it("sets Rollup's smallest chunk size for the browser bundle", async () => {
    expect(await settingsFor('client')).toEqual([
      { build: { rollupOptions: { output: { experimentalMinChunkSize: MIN_CLIENT_CHUNK_BYTES } } } },
    ]);
    // A rule page's island chunks were 0.05-6 KB each, most under 2 KB: the floor is above them.
    expect(MIN_CLIENT_CHUNK_BYTES).toBeGreaterThanOrEqual(2_000);
  });

  it('leaves the server bundle, which no browser loads, as it was', async () => {
    expect(await settingsFor('server')).toEqual([]);
  });
});
