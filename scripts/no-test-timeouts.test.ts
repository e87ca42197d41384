import { describe, expect, it } from 'vitest';
import { ownTimeouts } from './no-test-timeouts.ts';

describe('no-test-timeouts: a test, suite or hook that sets its own timeout', () => {
  it('finds each form, with its line', () => {
    const source = [
      "it('a', () => {}, 30_000);",
      "test.skip('b', { timeout: 5000 }, () => {});",
      "describe.concurrent('c', { timeout: 60_000 }, () => {});",
      'beforeAll(async () => {}, 120_000);',
      "it.each([1])('d %i', () => {}, 10);",
      "test('e', () => { test.setTimeout(90_000); test.slow(); });",
      'vi.setConfig({ testTimeout: 1 });',
    ].join('\n');
    const lines = ownTimeouts('x.test.ts', source).map((found) => Number(found.split(':')[1]));
    expect(lines).toEqual([1, 2, 3, 4, 5, 6, 6, 7]);
  });

  it('leaves tests without one, and waits with a timeout inside a test', () => {
    const source = [
      "it('a', () => { setTimeout(() => {}, 100); });",
      "test('b', { tag: '@slow' }, async ({ page }) => { await page.waitForURL(/x/, { timeout: 5000 }); });",
      "describe('c', () => { it('d', async () => {}); });",
    ].join('\n');
    expect(ownTimeouts('x.test.ts', source)).toEqual([]);
  });
});
