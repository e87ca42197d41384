/**
 * Bounded work in the workbench (issue "never lose a translator's work", item 6): a section text
 * that keeps the Markdown parser busy (32 KB of `_a*`: seconds per parse) is checked in a worker
 * thread; the overview is answered while it runs, the check is stopped at its time limit with a
 * localized refusal, and the pool goes on checking afterwards.
 */
import { describe, expect, it } from 'vitest';
import { manualLimitTimer } from '../../tests/manual-limit-timer.ts';
import type { RefusalResponse } from '../shared/api-types.ts';
import { createApp } from './app.ts';
import { createCheckPool } from './check-pool.ts';
import { createContentStore } from './content-store.ts';
import type { LimitTimer } from './cpu-limit-timer.ts';

const HOST = '127.0.0.1:4398';
const TOKEN = 'pool-test-token-0123456789';
// Unmatched closers: under every nesting limit, and still seconds of parsing (micromark looks back for an opener at each).
const PATHOLOGICAL = `## ลูกเต๋า {#Dice}\n\n${'a* '.repeat(20_000)}`;
/**
 * The pool's time limit here, one run to it (no first slice: that is check-pool-fairness.test.ts),
 * on a clock the test ends by hand (manualLimitTimer) once the ten overviews are answered: the
 * order is what the test proves, whatever the machine's load.
 */
const LIMIT_MS = 2000;

function app(timeoutMs: number, limitTimer?: LimitTimer) {
  return createApp({
    store: createContentStore(),
    token: TOKEN,
    allowedHosts: () => [HOST],
    assets: { html: '', css: '', script: async () => '' },
    checkPool: createCheckPool({
      size: 1,
      timeoutMs,
      sliceMs: timeoutMs,
      ...(limitTimer ? { limitTimer } : {}),
    }),
  });
}

const headers = {
  host: HOST,
  origin: `http://${HOST}`,
  'x-workbench-token': TOKEN,
  'content-type': 'application/json',
};

describe('check pool', () => {
  it('answers the overview while a 60 KB pathological section is checked; stops the check at its limit', async () => {
    const clock = manualLimitTimer();
    const workbench = app(LIMIT_MS, clock.timer);
    const order: string[] = [];
    const check = Promise.resolve(
      workbench.request(`http://${HOST}/api/check/th/Dice?ui=th`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ markdown: PATHOLOGICAL }),
      }),
    ).then(async (response: Response) => {
      order.push('check');
      return {
        status: response.status,
        body: (await response.json()) as RefusalResponse,
      };
    });
    // The check runs in its worker while the overviews are asked.
    await clock.whenRunning(1);
    const times: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const start = performance.now();
      const overview = await workbench.request(`http://${HOST}/api/overview`, { headers });
      times.push(performance.now() - start);
      expect(overview.status).toBe(200);
    }
    order.push('overview x10');
    expect(clock.expireAll()).toBe(1);
    const result = await check;
    times.sort((a, b) => a - b);
    console.log(`overview while checking: median ${times[5]!.toFixed(1)} ms, max ${times[9]!.toFixed(1)} ms`);
    expect(order).toEqual(['overview x10', 'check']);
    expect(result.status).toBe(503);
    expect(result.body.error.code).toBe('workbench.refused.check-timeout');
    expect(result.body.message).toContain(String(LIMIT_MS / 1000));
    // The pool replaced the stopped worker and checks again.
    const after = await workbench.request(`http://${HOST}/api/check/th/Dice`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ markdown: '## ลูกเต๋า {#Dice}\n\nทอย 1d20' }),
    });
    expect(after.status).toBe(200);
  });
});
