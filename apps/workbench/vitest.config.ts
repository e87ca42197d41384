import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// Loading the whole content tree takes seconds on a busy 2-core machine. The test files share
// their modules (the shared setting, no isolation): each test starts its servers over its own
// temporary content copy, so no state is shared but the modules, the template of the content
// copies (tests/temp-content.ts) and the tests' check pool (tests/api-app.ts).
// One file at a time: a second test process imported the modules (and compiled them hot again),
// built its template and started its check worker again: 26.1-29.0 → 22.3-24.1 CPU-s paired, wall
// 14-16 → 19-21 s alone (decision 570).
// Their temporary folders (content copies, template repositories) in memory where there is room:
// 18.5, 21.0 → 14.1, 15.0 CPU-s paired (@polyhedral/content/testing/memory-temp, decision 565).
// The one bound against a hang is 10 minutes (the check pool's fairness and the save's parse bound
// start many servers); no test sets its own (scripts/no-test-timeouts.ts).
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      testTimeout: 600_000,
      hookTimeout: 600_000,
      maxWorkers: 1,
      globalSetup: ['@polyhedral/content/testing/memory-temp'],
    },
  }),
);
