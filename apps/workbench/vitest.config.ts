import { defineConfig } from 'vitest/config';

// Loading the whole content tree takes seconds on a busy 2-core machine.
export default defineConfig({ test: { hookTimeout: 120_000, testTimeout: 60_000 } });
