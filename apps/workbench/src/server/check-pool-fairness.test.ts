/**
 * A normal check does not wait behind pathological ones (issue 44): four sections that keep the
 * Markdown parser busy past the time limit are sent first (two to fill both workers, two more
 * queued), then a normal section; the normal one is answered before any of the four is refused
 * (they are still queued or running), and each of the four still ends in the localized refusal.
 *
 * The pool is the workbench's (two workers, a first slice, then the full limit behind new jobs)
 * on a clock the test advances by hand (manualLimitTimer): the slices of the two running texts end
 * when the normal check is queued, and every later slice or limit only once the normal one is
 * answered. What proves the fairness is the order of the answers and the refusals, counted, not a
 * time: without slices the normal check gets no worker until a pathological text is refused, so
 * `normal` would not come first. No bound on wall time, so a busy machine cannot fail it (it did:
 * "expected 9.91 to be less than 8" at load 12).
 */
import { describe, expect, it } from 'vitest';
import { manualLimitTimer } from '../../tests/manual-limit-timer.ts';
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
  it('answers a normal check before any of 4 queued pathological checks is refused', async () => {
    const clock = manualLimitTimer();
    const checkPool = createCheckPool({ size: 2, sliceMs: 250, timeoutMs: 750, limitTimer: clock.timer });
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
    /** The answers in the order they came (`normal`, or `refused` for a pathological one). */
    const answers: string[] = [];
    // Both workers have loaded their modules (the worst case: both then busy with pathological ones).
    expect((await post(NORMAL)).status).toBe(200);
    await checkPool.ready();
    try {
      const slow = Array.from({ length: SLOW_CHECKS }, () =>
        post(PATHOLOGICAL).then((response) => {
          answers.push(`refused ${response.status}`);
          return response;
        }),
      );
      // Both workers run a pathological text's first slice; two more wait (all four in the pool
      // before the normal check, so it is the newest).
      await clock.whenRunning(2);
      while (checkPool.queued() < SLOW_CHECKS - 2) await new Promise((resolve) => setTimeout(resolve, 5));
      const normal = post(NORMAL).then((response) => {
        answers.push(`normal ${response.status}`);
        return response;
      });
      // The two slices end: their texts are queued behind new jobs, the normal one goes first.
      expect(clock.expireAll()).toBe(2);
      await normal;
      expect(answers).toEqual(['normal 200']);
      // Then every slice and limit ends as it starts, until each pathological text is refused.
      let ended = 2;
      let done = false;
      const all = Promise.all(slow).finally(() => {
        done = true;
      });
      while (!done) {
        await Promise.race([clock.whenRunning(1), all]);
        ended += clock.expireAll();
      }
      const refused = await all;
      expect(refused.map((response) => response.status)).toEqual(Array(SLOW_CHECKS).fill(503));
      expect(answers[0]).toBe('normal 200');
      // Each pathological text: its slice, then its full limit (the normal check's own never ended).
      expect(ended).toBe(2 * SLOW_CHECKS);
    } finally {
      await checkPool.close();
    }
  });
});
