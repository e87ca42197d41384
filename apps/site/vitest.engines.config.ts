import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

/**
 * The cross-engine smoke suite (`pnpm test:engines`, after turbo has built dist/): the reader tasks
 * in Gecko (firefox-esr) and WebKit (WebKitGTK), one file per engine, one engine after the other
 * (two cores; the other lane runs beside). `pnpm test:engines webkit` runs one engine alone.
 */
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['tests/engines/*.smoke.ts'],
      fileParallelism: false,
    },
  }),
);
