import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

/**
 * Test files that stub the environment run each in its own modules; the rest share them (the
 * shared settings' default). site-content.test.ts stubs POLYHEDRAL_CONTENT_ROOT and loads the
 * content through it, so no other file may see that content; sync-download.test.ts stubs globals.
 */
const ISOLATED = ['src/lib/site-content.test.ts', 'src/service-worker/sync-download.test.ts'];

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      setupFiles: ['./vitest.setup.ts'],
      projects: [
        {
          extends: true,
          test: { name: 'shared', exclude: [...configDefaults.exclude, ...ISOLATED, 'dist/**'] },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
      ],
    },
  }),
);
