import { defineConfig } from 'vitest/config';

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
 */
export default defineConfig({
  test: {
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: process.env.POLYHEDRAL_TEST_REPORTER === 'dot' ? ['dot'] : ['default'],
  },
});
