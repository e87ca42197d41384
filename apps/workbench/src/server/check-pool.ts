/**
 * Checks and previews off the request thread: a small pool of worker threads (check-worker.ts)
 * runs checkSection, one job per worker at a time, the rest queued (a worker takes jobs once it
 * says it has loaded its modules, so a start never counts against a job). A job over the time limit is
 * ended by terminating its worker (a pathological text can keep a Markdown parser busy for
 * seconds) and a fresh worker takes its place; the caller gets CheckTimeoutError, answered with a
 * localized refusal. Meanwhile every other request (the overview, a save) is served at once.
 *
 * A normal check never waits behind pathological ones: a new job first gets a short slice
 * (`sliceMs`, 1 s; a normal section takes milliseconds) and the newest new job goes first. A job
 * that outlives its slice is stopped and queued again, behind every new job, for its full time
 * limit; such jobs run only while another worker is left for new ones (two workers by default).
 * Ten pathological checks sent at once kept a normal one waiting 64 s with one worker and one
 * queue; now it waits for at most one slice and a worker's restart (3-4 s here).
 * Slices and limits count the worker's CPU time, not the wall's (cpu-limit-timer.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CheckResponse } from '../shared/api-types.ts';
import type { CheckJob } from './check-job.ts';
import { checkWorkerBundle } from './check-worker-bundle.ts';
import { cpuLimitTimer, type LimitTimer } from './cpu-limit-timer.ts';

export class CheckTimeoutError extends Error {
  constructor(readonly seconds: number) {
    super(`the check took longer than ${seconds} s`);
  }
}

export interface CheckPool {
  check(job: CheckJob): Promise<CheckResponse>;
  /** Starts the workers if they wait for a first job; resolves once every one has loaded its modules. */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Jobs waiting for a worker (new and demoted): what a test waits on before the next step. */
  queued(): number;
}

interface Pending {
  job: CheckJob & { ticket: number };
  /** It outlived its first slice: it now runs only with the full time limit, after new jobs. */
  demoted: boolean;
  resolve: (result: CheckResponse) => void;
  reject: (error: Error) => void;
}

export interface CheckPoolOptions {
  size?: number;
  /** Time limit of one job (default 5 s). */
  timeoutMs?: number;
  /** A new job's first slice (default 1 s): past it, the job waits behind new ones for its full limit. */
  sliceMs?: number;
  /**
   * Start the workers with the first job, not at once (default false: `pnpm translate` starts
   * them with the server, so a translator's first check does not wait for a worker to load). A
   * worker's start costs about 0.3 CPU-s (check-worker-bundle.ts); tests whose app never checks pay nothing.
   */
  startOnFirstJob?: boolean;
  /**
   * The clock of the slices and limits (default: the worker's CPU time, cpu-limit-timer.ts, so a
   * busy machine does not refuse a normal check). Tests pass one they advance by hand, so what they
   * prove (the order of answers, which job is refused) does not depend on how busy the machine is.
   */
  limitTimer?: LimitTimer;
}

const WORKER = new URL('./check-worker-entry.mjs', import.meta.url);

export function createCheckPool(options: CheckPoolOptions = {}): CheckPool {
  // Two workers even on two cores: one is always left for new jobs while a demoted one runs.
  const size = options.size ?? Math.max(2, Math.min(3, availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 5000;
  const sliceMs = Math.min(options.sliceMs ?? 1000, timeoutMs);
  const limitTimer = options.limitTimer ?? cpuLimitTimer();
  /** New jobs, the newest taken first (the text a translator just typed). */
  const fresh: Pending[] = [];
  /** Jobs that outlived their slice, oldest first. */
  const demoted: Pending[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, { pending: Pending; cancel: () => void }>();
  const runningDemoted = () => [...busy.values()].filter((running) => running.pending.demoted).length;
  /** Every worker alive, starting ones included (closed with the pool). */
  const all = new Set<Worker>();
  let ticket = 0;
  let closed = false;
  /** Workers that have loaded their modules (a restarted one counts once it has loaded again). */
  const loaded = new Set<Worker>();
  const whenLoaded: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const settleLoaded = () => {
    if (loaded.size < size) return;
    for (const waiter of whenLoaded.splice(0)) waiter.resolve();
  };

  /**
   * Starts a worker from the bundled module (check-worker-bundle.ts), or, if that could not be
   * built, from the TypeScript entry, which registers tsx in the thread first.
   */
  const spawn = (): void => {
    void checkWorkerBundle()
      .catch(() => WORKER)
      .then((source) => {
        if (!closed) launch(source);
      });
  };

  const launch = (source: URL): Worker => {
    const worker = new Worker(source);
    worker.unref();
    all.add(worker);
    worker.on(
      'message',
      (message: { ready?: true; ticket: number; ok: boolean; result?: CheckResponse; error?: string }) => {
        // A worker takes jobs once it has loaded its modules: a job's time limit never counts a start.
        if (message.ready) {
          if (!closed) idle.push(worker);
          loaded.add(worker);
          settleLoaded();
          next();
          return;
        }
        const running = busy.get(worker);
        if (!running || running.pending.job.ticket !== message.ticket) return;
        running.cancel();
        busy.delete(worker);
        if (message.ok) running.pending.resolve(message.result!);
        else running.pending.reject(new Error(message.error));
        idle.push(worker);
        next();
      },
    );
    worker.on('error', (error) => {
      all.delete(worker);
      loaded.delete(worker);
      const waiting = idle.indexOf(worker);
      if (waiting >= 0) idle.splice(waiting, 1);
      const running = busy.get(worker);
      busy.delete(worker);
      if (running) {
        running.cancel();
        running.pending.reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (!closed) spawn();
      next();
    });
    return worker;
  };

  /** The next job for an idle worker: a new one, else a demoted one if a worker stays free for new ones. */
  const take = (): Pending | undefined => {
    if (fresh.length > 0) return fresh.pop();
    if (demoted.length > 0 && (size === 1 || runningDemoted() < size - 1)) return demoted.shift();
    return undefined;
  };

  const next = () => {
    while (!closed && idle.length > 0) {
      const pending = take();
      if (!pending) break;
      const worker = idle.pop()!;
      const cancel = limitTimer.start(
        pending.demoted ? timeoutMs : sliceMs,
        () => {
          busy.delete(worker);
          all.delete(worker);
          loaded.delete(worker);
          void worker.terminate();
          if (!pending.demoted && sliceMs < timeoutMs) {
            pending.demoted = true;
            demoted.push(pending);
          } else pending.reject(new CheckTimeoutError(timeoutMs / 1000));
          if (!closed) spawn();
          next();
        },
        worker,
      );
      busy.set(worker, { pending, cancel });
      worker.postMessage(pending.job);
    }
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (let index = 0; index < size; index += 1) spawn();
  };
  if (!options.startOnFirstJob) start();

  return {
    check(job) {
      if (closed) return Promise.reject(new Error('the check pool is closed'));
      start();
      return new Promise((resolve, reject) => {
        ticket += 1;
        fresh.push({ job: { ...job, ticket }, demoted: false, resolve, reject });
        next();
      });
    },
    ready() {
      if (closed) return Promise.reject(new Error('the check pool is closed'));
      start();
      return new Promise<void>((resolve, reject) => {
        whenLoaded.push({ resolve, reject });
        settleLoaded();
      });
    },
    queued: () => fresh.length + demoted.length,
    async close() {
      closed = true;
      for (const waiter of whenLoaded.splice(0)) waiter.reject(new Error('the check pool is closed'));
      for (const { pending, cancel } of busy.values()) {
        cancel();
        pending.reject(new Error('the check pool is closed'));
      }
      for (const pending of [...fresh.splice(0), ...demoted.splice(0)]) {
        pending.reject(new Error('the check pool is closed'));
      }
      await Promise.all([...all].map((worker) => worker.terminate()));
      all.clear();
      loaded.clear();
      busy.clear();
      idle.length = 0;
    },
  };
}
