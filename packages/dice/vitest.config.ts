import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every distribution the suite produces is checked for mass conservation.
    setupFiles: ['./src/testing/mass-invariant-setup.ts'],
  },
});
