import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

/**
 * Every test file shares the modules (the shared settings' default). The two files that stub the
 * environment put it back after each test (`vi.unstubAllEnvs`, `vi.unstubAllGlobals`), and the
 * fixture trees of site-content.test.ts are built by `buildSiteContent`, never kept as the
 * process's content (siteContent's cache, which the other files share): a second project with
 * its own modules for these two cost about 2 CPU-s a run (docs/DECISIONS.md).
 * Their temporary folders (the review tests' clones, fixture copies) in memory where there is room:
 * 22.3, 21.4 → 19.0, 20.3 CPU-s paired (@polyhedral/content/testing/memory-temp, decision 565).
 */
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      setupFiles: ['./vitest.setup.ts'],
      globalSetup: ['@polyhedral/content/testing/memory-temp'],
      exclude: [...configDefaults.exclude, 'dist/**'],
    },
  }),
);
