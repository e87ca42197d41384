import { describe, expect, it } from 'vitest';
import { clientChunks } from './client-chunks.ts';
import type { ModuleFacts, ModuleGraph } from './island-only-modules.ts';

type BuildSetup = NonNullable<ReturnType<typeof clientChunks>['hooks']['astro:build:setup']>;

/** The Vite settings the build-setup hook hands Astro (Astro 7 calls it once, as "server"). */
async function settingsFor(target: 'server'): Promise<unknown[]> {
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

interface Group {
  name: (id: string, graph: ModuleGraph) => string | null;
  test: (id: string) => boolean;
}

describe('fewer, larger chunks in the browser bundle', () => {
  it('splits island code by the entries that load it, in the browser (client) environment only', async () => {
    const [update] = (await settingsFor('server')) as [
      {
        environments: Record<
          string,
          {
            build: {
              rolldownOptions: {
                preserveEntrySignatures: string;
                output: { codeSplitting: { groups: Group[] } };
              };
            };
          }
        >;
      },
    ];
    expect(Object.keys(update.environments)).toEqual(['client']);
    const { rolldownOptions } = update.environments.client!.build;
    expect(rolldownOptions.preserveEntrySignatures).toBe('allow-extension');
    const { groups } = rolldownOptions.output.codeSplitting;
    expect(groups).toEqual([
      {
        name: expect.any(Function),
        test: expect.any(Function),
        minShareCount: 2,
        entriesAware: true,
        includeDependenciesRecursively: false,
      },
    ]);
    // No merge of small parts into a neighbour (Rolldown's default, 0): a merged part carries
    // other calculators' code into every entry that loads it.
    expect(groups[0]).not.toHaveProperty('entriesAwareMergeThreshold');
  });

  it('names only island code into the group: what a page script loads is left to Rolldown', async () => {
    const [update] = (await settingsFor('server')) as [
      {
        environments: {
          client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [Group] } } } } };
        };
      },
    ];
    const [group] = update.environments.client.build.rolldownOptions.output.codeSplitting.groups;
    const page = '/site/src/components/Search.astro?astro&type=script&index=0&lang.ts';
    const modules: Record<string, ModuleFacts> = {
      [page]: {
        isEntry: true,
        importedIds: ['/i18n/client.ts'],
        dynamicallyImportedIds: [],
        importers: [],
        dynamicImporters: [],
      },
      '/site/src/calculators/D20.tsx': {
        isEntry: true,
        importedIds: ['/core/d20.ts', '/i18n/client.ts'],
        dynamicallyImportedIds: [],
        importers: [],
        dynamicImporters: [],
      },
      '/core/d20.ts': {
        isEntry: false,
        importedIds: [],
        dynamicallyImportedIds: [],
        importers: ['/site/src/calculators/D20.tsx'],
        dynamicImporters: [],
      },
      '/i18n/client.ts': {
        isEntry: false,
        importedIds: [],
        dynamicallyImportedIds: [],
        importers: [page, '/site/src/calculators/D20.tsx'],
        dynamicImporters: [],
      },
    };
    const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null };
    for (const id of Object.keys(modules)) group.test(id);
    expect(group.name('/core/d20.ts', graph)).toBe('shared');
    expect(group.name('/i18n/client.ts', graph)).toBeNull();
    expect(group.name(page, graph)).toBeNull();
  });
});
