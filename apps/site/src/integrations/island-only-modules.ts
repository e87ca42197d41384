/** What the bundler tells of one module (Rolldown's `ModuleInfo`, the fields read here). */
export interface ModuleFacts {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

/** The module graph as a code-splitting group's `name` function sees it (Rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

/**
 * An island's entry: a Preact component file (`client:*` islands are `.tsx`/`.jsx`). Every other
 * entry of the browser bundle is a page's script (an `.astro` component's `<script>`, Astro's page
 * script, the Preact renderer) and is treated as loaded by pages without islands.
 */
export function isIslandEntry(id: string): boolean {
  return /\.[jt]sx$/.test(id.split('?')[0]!);
}

/**
 * A page's script: an entry of the browser bundle that is not an island and that no module
 * imports. An entry another module imports dynamically (the review island's checks, loaded in a
 * worker or, where workers fail, through `import()`) is loaded by its importer: if a page script
 * reaches it, the walk forward from that script does.
 */
export function isPageScript(id: string, facts: ModuleFacts | null): boolean {
  if (!facts?.isEntry || isIslandEntry(id)) return false;
  return facts.importers.length === 0 && facts.dynamicImporters.length === 0;
}

/**
 * The modules of the browser bundle that no page script loads on load (through its static
 * imports): only an island, or code loaded later (an island's or a page script's `import()`, such
 * as the dice popover's body on first use), runs them. Dynamic imports are not followed: the
 * module graph is the graph before tree-shaking, and the popover's body imports one function from
 * the core's barrel, which would mark the whole core as page code and leave it split into
 * 0.2-0.7 KB chunks. What such a lazily loaded entry needs still stays apart from what only
 * islands need, because the group splits by the set of entries that load a module and that
 * entry is one of them. Rolldown calls a group's
 * `test` for every candidate module before its first `name` call; `test` records the modules and
 * the first `has` walks the graph from there: every module around them, then forward from each
 * page script's entry.
 */
export function islandOnlyModules(): {
  test: (id: string) => boolean;
  has: (id: string, graph: ModuleGraph) => boolean;
} {
  const candidates: string[] = [];
  let reachedByPageScripts: Set<string> | undefined;

  function walk(graph: ModuleGraph): Set<string> {
    const every = new Set<string>();
    const queue = [...candidates];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (every.has(id)) continue;
      every.add(id);
      const facts = graph.getModuleInfo(id);
      if (facts) {
        queue.push(
          ...facts.importers,
          ...facts.dynamicImporters,
          ...facts.importedIds,
          ...facts.dynamicallyImportedIds,
        );
      }
    }
    const reached = new Set<string>();
    const forward = [...every].filter((id) => isPageScript(id, graph.getModuleInfo(id)));
    while (forward.length > 0) {
      const id = forward.pop()!;
      if (reached.has(id)) continue;
      reached.add(id);
      const facts = graph.getModuleInfo(id);
      if (facts) forward.push(...facts.importedIds);
    }
    return reached;
  }

  return {
    test: (id) => {
      candidates.push(id);
      return true;
    },
    has: (id, graph) => {
      reachedByPageScripts ??= walk(graph);
      return !reachedByPageScripts.has(id);
    },
  };
}
