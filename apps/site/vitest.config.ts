import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // site-content.test.ts stubs POLYHEDRAL_CONTENT_ROOT and loads the content through it: each
      // test file gets its own modules so no other file sees that content.
      isolate: true,
    },
  }),
);
