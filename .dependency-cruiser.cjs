/**
 * Who may import whom, checked by `pnpm lint` (docs/decisions/2026-11-27-arch-lint-holds-the-rules.md).
 * The layers: dice -> core -> content, i18n, markdown -> apps (site, workbench); a package reaches
 * another only through its declared exports (`@polyhedral/<name>`), never by a relative path.
 */
const LIBRARIES = '^(packages|content)/';
module.exports = {
  forbidden: [
    {
      name: 'dice-is-the-ground-floor',
      comment: 'packages/dice imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/dice/' },
      to: { path: '^(packages/(?!dice/)[^/]+|apps/[^/]+|content)/' },
    },
    {
      name: 'core-reads-dice-only',
      comment:
        'The rules library (packages/core outside its CLI) imports only @polyhedral/dice; its CLI (src/cli, scripts) also reads @polyhedral/i18n.',
      severity: 'error',
      from: { path: '^packages/core/', pathNot: '^packages/core/(src/cli|scripts)/|\\.test\\.ts$' },
      to: { path: '^(packages/(i18n|markdown|browser-testing)|apps/[^/]+|content)/' },
    },
    {
      name: 'core-cli-reads-dice-and-i18n',
      severity: 'error',
      from: { path: '^packages/core/(src/cli|scripts)/' },
      to: { path: '^(packages/(markdown|browser-testing)|apps/[^/]+|content)/' },
    },
    {
      name: 'i18n-reads-no-rules',
      comment:
        'packages/i18n words what the others give it: it imports none of core, content, markdown, apps.',
      severity: 'error',
      from: { path: '^packages/i18n/' },
      to: { path: '^(packages/(core|markdown|dice)|apps/[^/]+|content)/' },
    },
    {
      name: 'libraries-import-no-app',
      comment: 'Nothing under packages/ or content/ imports the site or the workbench.',
      severity: 'error',
      from: { path: LIBRARIES },
      to: { path: '^apps/' },
    },
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
      name: 'no-package-imports-root-scripts',
      comment: "The repository's scripts/ are its own tools: no workspace package imports them.",
      severity: 'error',
      from: { path: '^(packages|apps|content)/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-open|\\.astro|\\.turbo|coverage|test-results)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
