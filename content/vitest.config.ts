import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

// Two test files at a time (vitest's default on 2 cores is one: the core count minus one). The
// hand-back and clone tests spend much of their time waiting on git and on the import's check in
// a child process, so the second file fills that wait: 123.5 s → 66.2 s wall, alone on this
// machine, the same 358 tests (docs/DECISIONS.md, "Wall time of the test lanes").
// Its clone and hand-back tests (git, a checker child process) take minutes on a busy machine:
// the suite's one bound against a hang is 4 minutes (no test sets its own: scripts/no-test-timeouts.ts).
// Their temporary folders in memory where there is room (test/support/memory-temp.ts).
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      maxWorkers: 2,
      testTimeout: 240_000,
      hookTimeout: 240_000,
      globalSetup: ['test/support/memory-temp.ts'],
    },
  }),
);
