import { describe, expect, it } from 'vitest';
import { WORKER_SEMI_SPACE_MB, withWorkerHeapOptions } from './playwright-config.ts';

describe('withWorkerHeapOptions', () => {
  it('adds the young generation size to empty NODE_OPTIONS', () => {
    expect(withWorkerHeapOptions(undefined)).toBe(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
    expect(withWorkerHeapOptions('  ')).toBe(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
  });

  it('keeps the options already there', () => {
    expect(withWorkerHeapOptions('--enable-source-maps')).toBe(
      `--enable-source-maps --max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
    );
  });

  it('leaves a size someone chose alone, and adds nothing twice', () => {
    expect(withWorkerHeapOptions('--max-semi-space-size=8')).toBe('--max-semi-space-size=8');
    const once = withWorkerHeapOptions(undefined);
    expect(withWorkerHeapOptions(once)).toBe(once);
  });
});
