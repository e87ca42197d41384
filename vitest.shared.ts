import { defineConfig, type Plugin } from 'vitest/config';

/**
 * Resolves packages without the `development` condition, which vite adds outside a production
 * build and vitest passes on to its workers (`--conditions development`): under it the micromark
 * family (micromark, its extensions, mdast-util-from-markdown) loads its dev builds, which assert
 * and call `debug` at every token of every parse. The tests then load the builds the site and the
 * CLI ship. The conditions can only be taken out once resolved: vite merges a config's arrays
 * into its defaults.
 */
function withoutDevelopmentCondition(): Plugin {
  const drop = (conditions: string[] | undefined) => {
    if (!conditions) return;
    const kept = conditions.filter((name) => name !== 'development|production' && name !== 'development');
    conditions.splice(0, conditions.length, ...kept);
  };
  return {
    name: 'polyhedral:without-development-condition',
    configResolved(config) {
      drop(config.resolve.conditions);
      drop(config.ssr.resolve?.conditions);
      for (const environment of Object.values(config.environments)) drop(environment.resolve.conditions);
    },
  };
}

/**
 * The test settings every package shares (each package's vitest.config.ts starts from these).
 * No module isolation between test files: the packages' tests keep no global state, and loading
 * each file in a fresh module graph cost most of their time (core: 113 s with isolation, 32 s
 * without, same machine and load). A package whose tests stub the environment (the site) turns
 * isolation back on in its own config.
 * 60 s per test and per hook (vitest's default hook timeout is 10 s: removing a test's clones took
 * longer on a busy 2-core machine and failed a run whose tests all passed): the tests check
 * results, not speed, and the machine may be busy. `pnpm test`
 * sets POLYHEDRAL_TEST_REPORTER=dot (a dot per test, failures in full) so its output stays short.
 * The production builds of dependencies (withoutDevelopmentCondition).
 */
export default defineConfig({
  plugins: [withoutDevelopmentCondition()],
  test: {
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: process.env.POLYHEDRAL_TEST_REPORTER === 'dot' ? ['dot'] : ['default'],
  },
});
