import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// Loading the whole content tree takes seconds on a busy 2-core machine. Each test file keeps its
// own modules (the HTTP tests start servers over temporary content copies).
export default mergeConfig(shared, defineConfig({ test: { isolate: true, hookTimeout: 120_000 } }));
