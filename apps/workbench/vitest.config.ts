import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// Loading the whole content tree takes seconds on a busy 2-core machine. Each test file keeps its
// own modules (the HTTP tests start servers over temporary content copies). Two files at a time
// (vitest's default on 2 cores is one): 86.6 s → 75.5 s wall alone, the same CPU (docs/DECISIONS.md,
// "Wall time of the test lanes").
export default mergeConfig(
  shared,
  defineConfig({ test: { isolate: true, hookTimeout: 120_000, maxWorkers: 2 } }),
);
