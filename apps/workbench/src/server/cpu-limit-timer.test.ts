/**
 * The check pool's limits count a worker's CPU time: wall time the worker spends without a core
 * (here: asleep, as a check waiting for a core on a busy machine is) does not end it; work does.
 * Asserts outcomes only (ended or not), with limits far from the sleeps.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuLimitTimer, WALL_FACTOR } from './cpu-limit-timer.ts';

/**
 * A worker that, once told to go, sleeps (Atomics.wait: no CPU) for `sleepMs`, then spins for
 * `spinMs` of its own CPU time. It says `ready` first, so its start-up is not counted (as the pool
 * starts a job's limit only on a loaded worker).
 */
function worker(sleepMs: number, spinMs: number): Worker {
  return new Worker(
    `
    const { parentPort } = require('node:worker_threads');
    parentPort.once('message', () => {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${sleepMs});
      const cpu = () => { const used = process.threadCpuUsage(); return used.user + used.system; };
      const spinUntil = cpu() + ${spinMs * 1000};
      let x = 0;
      while (cpu() < spinUntil) x += 1;
      parentPort.postMessage('done');
    });
    parentPort.postMessage('ready');
    `,
    { eval: true },
  );
}

/** Resolves 'done' when the worker answers, 'expired' when the timer ends it first. */
async function race(subject: Worker, limitMs: number, timer = cpuLimitTimer()): Promise<'done' | 'expired'> {
  await new Promise((ready) => subject.once('message', ready));
  return new Promise((resolve) => {
    const cancel = timer.start(limitMs, () => resolve('expired'), subject);
    subject.once('message', () => {
      cancel();
      resolve('done');
    });
    subject.postMessage('go');
  });
}

const workers: Worker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((running) => running.terminate()));
});

describe('the check pool limit counts CPU time, not wall time', () => {
  it('a worker 400 ms on the wall but asleep is not ended by a 100 ms limit', async () => {
    const sleeping = worker(400, 0);
    workers.push(sleeping);
    expect(WALL_FACTOR * 100).toBeGreaterThan(400);
    await expect(race(sleeping, 100)).resolves.toBe('done');
  });

  it('a worker that spends 2 s of CPU is ended by a 100 ms limit', async () => {
    const spinning = worker(0, 2000);
    workers.push(spinning);
    await expect(race(spinning, 100)).resolves.toBe('expired');
  });

  it('a worker whose CPU time cannot be read is ended at the limit (the wall decides)', async () => {
    const sleeping = worker(400, 0);
    workers.push(sleeping);
    const unreadable = cpuLimitTimer(() => Promise.reject(new Error('gone')));
    await expect(race(sleeping, 100, unreadable)).resolves.toBe('expired');
  });

  it('a worker that gets no CPU at all is ended after WALL_FACTOR times the limit', async () => {
    const sleeping = worker(5000, 0);
    workers.push(sleeping);
    await expect(race(sleeping, 20)).resolves.toBe('expired');
  });
});
