/**
 * A normal check does not wait behind pathological ones (issue 44): four sections that keep the
 * Markdown parser busy past the time limit are sent first (two to fill both workers, two more
 * queued), then a normal section; the normal one is answered within a bound, before any of the
 * four is refused (they are still queued or running), and each of the four still ends in the
 * localized refusal.
 *
 * The pool is the workbench's (two workers, a first slice, then the full limit behind new jobs)
 * with short limits (a 0.25 s slice and a 0.75 s limit, not 1 s and 5 s): the texts outlast any
 * limit, so each one costs its slice, its limit and two worker restarts in CPU time, and the order
 * of the answers is what proves the fairness: without slices the two running texts are refused
 * before the normal check gets a worker (under the time bound, so the bound alone would not show it).
 */
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createCheckPool } from './check-pool.ts';
import { createContentStore } from './content-store.ts';

const HOST = '127.0.0.1:4399';
const TOKEN = 'fair-pool-test-token-0123456789';
const PATHOLOGICAL = `## ลูกเต๋า {#Dice}\n\n${'a* '.repeat(20_000)}`;
const NORMAL = '## ลูกเต๋า {#Dice}\n\nทอย 1d20';
/** Two running, two queued: more than the pool's workers. */
const SLOW_CHECKS = 4;
const headers = {
  host: HOST,
  origin: `http://${HOST}`,
  'x-workbench-token': TOKEN,
  'content-type': 'application/json',
};

describe('check pool fairness', () => {
  it('answers a normal check in bounded time, before any of 4 queued pathological checks is refused', async () => {
    const checkPool = createCheckPool({ size: 2, sliceMs: 250, timeoutMs: 750 });
    const workbench = createApp({
      store: createContentStore(),
      token: TOKEN,
      allowedHosts: () => [HOST],
      assets: { html: '', css: '', script: async () => '' },
      checkPool,
    });
    const post = (markdown: string) =>
      Promise.resolve(
        workbench.request(`http://${HOST}/api/check/th/Dice?ui=th`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ markdown }),
        }),
      );
    /** When each answer came, in order (`normal`, or `refused` for a pathological one). */
    const answers: string[] = [];
    // Both workers have loaded their modules (the worst case: both then busy with pathological ones).
    expect((await post(NORMAL)).status).toBe(200);
    await checkPool.ready();
    try {
      const slow = Array.from({ length: SLOW_CHECKS }, () =>
        post(PATHOLOGICAL).then((response) => {
          answers.push('refused');
          return response;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const start = performance.now();
      const normal = await post(NORMAL);
      answers.push('normal');
      const seconds = (performance.now() - start) / 1000;
      console.log(`a normal check behind ${SLOW_CHECKS} pathological ones: ${seconds.toFixed(1)} s`);
      expect(normal.status).toBe(200);
      // At most one slice (0.25 s) and a worker's restart (under 1 s), with room for a busy machine.
      expect(seconds).toBeLessThan(8);
      const refused = await Promise.all(slow);
      expect(refused.map((response) => response.status)).toEqual(Array(SLOW_CHECKS).fill(503));
      expect(answers[0]).toBe('normal');
    } finally {
      await checkPool.close();
    }
  }, 120_000);
});
