import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// Loading the whole content tree takes seconds on a busy 2-core machine. The test files share
// their modules (the shared setting, no isolation): each test starts its servers over its own
// temporary content copy, so no state is shared but the modules and the tests' check pool
// (tests/api-app.ts); with a fresh module graph per file the imports alone cost about 35 s.
// Two files at a time (vitest's default on 2 cores is one): 86.6 s → 75.5 s wall alone, the same
// CPU (docs/DECISIONS.md, "Wall time of the test lanes").
// The one bound against a hang is 10 minutes (the check pool's fairness and the save's parse bound
// start many servers); no test sets its own (scripts/no-test-timeouts.ts).
export default mergeConfig(
  shared,
  defineConfig({ test: { testTimeout: 600_000, hookTimeout: 600_000, maxWorkers: 2 } }),
);
