/**
 * A normal check does not wait behind pathological ones (issue 44): ten sections that keep the
 * Markdown parser busy past the time limit are sent first, then a normal section; the normal one
 * is answered within a bound while the ten are still queued or running, and each of the ten still
 * ends in the localized refusal.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createCheckPool } from './check-pool.ts';
import { createContentStore } from './content-store.ts';

const HOST = '127.0.0.1:4399';
const TOKEN = 'fair-pool-test-token-0123456789';
const PATHOLOGICAL = `## ลูกเต๋า {#Dice}\n\n${'a* '.repeat(20_000)}`;
const NORMAL = '## ลูกเต๋า {#Dice}\n\nทอย 1d20';
const headers = {
  host: HOST,
  origin: `http://${HOST}`,
  'x-workbench-token': TOKEN,
  'content-type': 'application/json',
};

describe('check pool fairness', () => {
  it('answers a normal check in bounded time while 10 pathological checks are queued', async () => {
    // The pool as the workbench starts it (default size and time limit).
    const checkPool = createCheckPool();
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
    // Both workers have loaded their modules (the worst case: both then busy with pathological ones).
    expect((await post(NORMAL)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    try {
      const slow = Array.from({ length: 10 }, () => post(PATHOLOGICAL));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const start = performance.now();
      const normal = await post(NORMAL);
      const seconds = (performance.now() - start) / 1000;
      console.log(`a normal check behind 10 pathological ones: ${seconds.toFixed(1)} s`);
      expect(normal.status).toBe(200);
      // At most one slice (1 s) and a worker's restart (about 1 s), with room for a busy machine; 64 s before.
      expect(seconds).toBeLessThan(8);
      const refused = await Promise.all(slow);
      expect(refused.map((response) => response.status)).toEqual(Array(10).fill(503));
    } finally {
      await checkPool.close();
    }
  }, 240_000);
});
