import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // Every distribution the suite produces is checked for mass conservation.
      setupFiles: ['./test/support/mass-invariant-setup.ts'],
    },
  }),
);
