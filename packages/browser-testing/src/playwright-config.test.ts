import { describe, expect, it } from 'vitest';
import {
  MAX_TIMEOUT_SCALE,
  timeoutScale,
  WORKER_SEMI_SPACE_MB,
  withWorkerHeapOptions,
} from './playwright-config.ts';

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

describe('timeoutScale', () => {
  it('the waits as written on a machine with a core or more free per runnable task', () => {
    expect(timeoutScale({}, 0.3, 2)).toBe(1);
    expect(timeoutScale({}, 2, 2)).toBe(1);
  });

  it('stretched by the load per core beside a CPU hog, up to the most', () => {
    expect(timeoutScale({}, 5, 2)).toBe(2.5);
    expect(timeoutScale({}, 30, 2)).toBe(MAX_TIMEOUT_SCALE);
  });

  it('BROWSER_TIMEOUT_SCALE sets it by hand, within the same bounds; nonsense is ignored', () => {
    expect(timeoutScale({ BROWSER_TIMEOUT_SCALE: '3' }, 0, 2)).toBe(3);
    expect(timeoutScale({ BROWSER_TIMEOUT_SCALE: '99' }, 0, 2)).toBe(MAX_TIMEOUT_SCALE);
    expect(timeoutScale({ BROWSER_TIMEOUT_SCALE: 'fast' }, 6, 2)).toBe(3);
    expect(timeoutScale({ BROWSER_TIMEOUT_SCALE: '-1' }, 0, 2)).toBe(1);
  });
});
