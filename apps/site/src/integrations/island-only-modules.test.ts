import { describe, expect, it } from 'vitest';
import {
  isIslandEntry,
  islandOnlyModules,
  isPageScript,
  type ModuleFacts,
  type ModuleGraph,
} from './island-only-modules.ts';

/** A module graph from "importer -> imports" lists (`~` before an id: a dynamic import). */
function graphOf(entries: readonly string[], edges: Record<string, readonly string[]>): ModuleGraph {
  const facts = new Map<string, ModuleFacts>();
  const factsOf = (id: string): ModuleFacts => {
    let found = facts.get(id);
    if (!found) {
      found = {
        isEntry: entries.includes(id),
        importedIds: [],
        dynamicallyImportedIds: [],
        importers: [],
        dynamicImporters: [],
      };
      facts.set(id, found);
    }
    return found;
  };
  for (const [importer, imports] of Object.entries(edges)) {
    for (const target of imports) {
      const dynamic = target.startsWith('~');
      const id = dynamic ? target.slice(1) : target;
      (dynamic
        ? (factsOf(importer).dynamicallyImportedIds as string[])
        : (factsOf(importer).importedIds as string[])
      ).push(id);
      (dynamic ? (factsOf(id).dynamicImporters as string[]) : (factsOf(id).importers as string[])).push(
        importer,
      );
    }
  }
  return { getModuleInfo: (id) => facts.get(id) ?? null };
}

const HEAD = '/site/src/components/Head.astro?astro&type=script&index=0&lang.ts';
const graph = graphOf([HEAD, '/site/src/calculators/D20.tsx', '/site/src/calculators/Damage.tsx'], {
  [HEAD]: ['/site/src/browser/theme.ts', '~/site/src/browser/dice-popover-body.ts'],
  '/site/src/browser/dice-popover-body.ts': ['/i18n/client.ts', '/dice/distribution.ts'],
  '/site/src/calculators/D20.tsx': ['/core/d20.ts', '/i18n/client.ts', '/dice/distribution.ts'],
  '/site/src/calculators/Damage.tsx': ['/core/d20.ts', '~/core/tables.ts'],
  '/core/d20.ts': ['/core/fraction.ts'],
});

function classify(ids: readonly string[]): Record<string, boolean> {
  const islandOnly = islandOnlyModules();
  for (const id of ids) expect(islandOnly.test(id)).toBe(true);
  return Object.fromEntries(ids.map((id) => [id, islandOnly.has(id, graph)]));
}

describe('modules only islands run', () => {
  it('tells island code from what a page script loads at once; what it loads later is island-like', () => {
    expect(
      classify([
        '/core/d20.ts',
        '/core/fraction.ts',
        '/core/tables.ts',
        '/i18n/client.ts',
        '/dice/distribution.ts',
        '/site/src/browser/theme.ts',
      ]),
    ).toEqual({
      '/core/d20.ts': true,
      '/core/fraction.ts': true,
      '/core/tables.ts': true,
      // The dice popover's body, which every page's script loads on first use, shares these with
      // the islands: no page loads them on load, and the body is an entry of its own, so Rolldown's
      // entries-aware split keeps what the body needs apart from what only islands need.
      '/i18n/client.ts': true,
      '/dice/distribution.ts': true,
      // Loaded by the page's own script on load.
      '/site/src/browser/theme.ts': false,
    });
  });

  it('finds the page scripts from any module of the graph, not only from the candidates', () => {
    expect(classify(['/core/fraction.ts', '/site/src/browser/theme.ts'])).toEqual({
      '/core/fraction.ts': true,
      '/site/src/browser/theme.ts': false,
    });
  });

  it('counts an entry an island loads through import() (the review checks) as island code', () => {
    const review = '/site/src/review/ReviewPage.tsx';
    const worker = '/site/src/review/section-check.worker.ts';
    const withWorker = graphOf([HEAD, review, worker], {
      [HEAD]: ['/site/src/browser/theme.ts'],
      [review]: ['/core/d20.ts', `~${worker}`],
      [worker]: ['/core/d20.ts', '/core/tables.ts'],
    });
    const islandOnly = islandOnlyModules();
    for (const id of ['/core/d20.ts', '/core/tables.ts', '/site/src/browser/theme.ts']) islandOnly.test(id);
    expect(islandOnly.has('/core/tables.ts', withWorker)).toBe(true);
    expect(islandOnly.has('/core/d20.ts', withWorker)).toBe(true);
    expect(islandOnly.has('/site/src/browser/theme.ts', withWorker)).toBe(false);
    expect(isPageScript(worker, withWorker.getModuleInfo(worker))).toBe(false);
    expect(isPageScript(HEAD, withWorker.getModuleInfo(HEAD))).toBe(true);
  });

  it('counts a component file as an island entry and every other entry as a page script', () => {
    expect(isIslandEntry('/site/src/calculators/D20.tsx')).toBe(true);
    expect(isIslandEntry('/site/src/calculators/D20.jsx?v=1')).toBe(true);
    expect(isIslandEntry(HEAD)).toBe(false);
    expect(isIslandEntry('/node_modules/@astrojs/preact/dist/client.js')).toBe(false);
  });
});
