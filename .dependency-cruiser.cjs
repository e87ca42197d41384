/**
 * Who may import whom, checked by `pnpm lint` (docs/decisions/2026-11-27-137-arch-lint-holds-the-rules.md).
 * The layers: dice -> core -> content, i18n, markdown -> apps (site, workbench); a package reaches
 * another only through its declared exports (`@polyhedral/<name>`), never by a relative path.
 */
const LIBRARIES = '^(packages|content)/';

/** One layer rule: files under `from` (but not `fromNot`) may import nothing under `to`. */
function layer(name, comment, from, to, fromNot) {
  return {
    name,
    comment,
    severity: 'error',
    from: fromNot ? { path: from, pathNot: fromNot } : { path: from },
    to: { path: to },
  };
}

module.exports = {
  forbidden: [
    layer(
      'dice-is-the-ground-floor',
      'packages/dice imports no other workspace package (its measurement scripts: only @polyhedral/cli-build).',
      '^packages/dice/',
      '^(packages/(?!dice/)[^/]+|apps/[^/]+|content)/',
      '^packages/dice/scripts/',
    ),
    layer(
      'dice-scripts-read-tool-options-only',
      "packages/dice's measurement scripts import no workspace package but @polyhedral/cli-build (toolOptions).",
      '^packages/dice/scripts/',
      '^(packages/(?!dice/|cli-build/)[^/]+|apps/[^/]+|content)/',
    ),
    layer(
      'core-reads-dice-only',
      'The rules library (packages/core outside its CLI) imports only @polyhedral/dice; its CLI (src/cli, scripts) also reads @polyhedral/i18n.',
      '^packages/core/',
      '^(packages/(i18n|markdown|browser-testing)|apps/[^/]+|content)/',
      '^packages/core/(src/cli|scripts)/|\\.test\\.ts$',
    ),
    layer(
      'core-cli-reads-dice-and-i18n',
      'The core CLI reads @polyhedral/dice and @polyhedral/i18n, nothing above them.',
      '^packages/core/(src/cli|scripts)/',
      '^(packages/(markdown|browser-testing)|apps/[^/]+|content)/',
    ),
    layer(
      'i18n-reads-no-rules',
      'packages/i18n words what the others give it: it imports none of core, content, markdown, apps.',
      '^packages/i18n/',
      '^(packages/(core|markdown|dice)|apps/[^/]+|content)/',
    ),
    layer(
      'libraries-import-no-app',
      'Nothing under packages/ or content/ imports the site or the workbench.',
      LIBRARIES,
      '^apps/',
    ),
    {
      name: 'no-relative-import-across-packages',
      comment:
        "A package reaches another's files only through its exports (`@polyhedral/<name>/...`), never by a relative path.",
      severity: 'error',
      from: { path: '^(packages/[^/]+|apps/[^/]+|content)/' },
      // The root's shared vitest settings are every package's test config (turbo's globalDependencies).
      to: { dependencyTypes: ['local'], pathNot: '^$1/|^vitest\\.shared\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves: a package declared but not installed (or a mistyped path) fails here, not at build time.',
      severity: 'error',
      from: {},
      // Astro's virtual modules, and the syntax-tree types `@types/mdast` / `@types/hast` give
      // (TypeScript resolves them, the resolver does not).
      to: { couldNotResolve: true, pathNot: '^(astro:.+|mdast|hast|unist)$' },
    },
    {
      name: 'no-package-imports-root-scripts',
      comment: "The repository's scripts/ are its own tools: no workspace package imports them.",
      severity: 'error',
      from: { path: '^(packages|apps|content)/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-import-cycle',
      comment:
        'No module reaches itself through its imports, type-only imports included (decision 557: held here, not by Biome, whose project scan for it cost 1.9 CPU-s a lint).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|dist-open|dist-open-check|\\.astro|\\.turbo|coverage|test-results)/',
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Imports read from TypeScript's own syntax tree instead of from each file transpiled to
    // JavaScript first: 22.7 → 8.0 CPU-s for the whole tree (1,694 modules), the largest part of
    // `pnpm lint`. Type-only imports are then dependencies too, so the layers hold for them as well
    // (6,838 dependencies checked, against 5,747 from the transpiled files).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
