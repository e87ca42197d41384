/**
 * Checks and previews off the request thread: a small pool of worker threads (check-worker.ts)
 * runs checkSection, one job per worker at a time, the rest queued (a worker takes jobs once it
 * says it has loaded its modules, so a start never counts against a job). A job over the time limit is
 * ended by terminating its worker (a pathological text can keep a Markdown parser busy for
 * seconds) and a fresh worker takes its place; the caller gets CheckTimeoutError, answered with a
 * localized refusal. Meanwhile every other request (the overview, a save) is served at once.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CheckResponse } from '../shared/api-types.ts';
import type { CheckJob } from './check-job.ts';

export class CheckTimeoutError extends Error {
  constructor(readonly seconds: number) {
    super(`the check took longer than ${seconds} s`);
  }
}

export interface CheckPool {
  check(job: CheckJob): Promise<CheckResponse>;
  close(): Promise<void>;
}

interface Pending {
  job: CheckJob & { ticket: number };
  resolve: (result: CheckResponse) => void;
  reject: (error: Error) => void;
}

export interface CheckPoolOptions {
  size?: number;
  /** Time limit of one job (default 5 s). */
  timeoutMs?: number;
}

const WORKER = new URL('./check-worker-entry.mjs', import.meta.url);

export function createCheckPool(options: CheckPoolOptions = {}): CheckPool {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 5000;
  const queue: Pending[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, { pending: Pending; timer: NodeJS.Timeout }>();
  /** Every worker alive, starting ones included (closed with the pool). */
  const all = new Set<Worker>();
  let ticket = 0;
  let closed = false;

  const spawn = (): Worker => {
    // The worker is TypeScript: its entry registers tsx in the thread first.
    const worker = new Worker(WORKER);
    worker.unref();
    all.add(worker);
    worker.on(
      'message',
      (message: { ready?: true; ticket: number; ok: boolean; result?: CheckResponse; error?: string }) => {
        // A worker takes jobs once it has loaded its modules: a job's time limit never counts a start.
        if (message.ready) {
          if (!closed) idle.push(worker);
          next();
          return;
        }
        const running = busy.get(worker);
        if (!running || running.pending.job.ticket !== message.ticket) return;
        clearTimeout(running.timer);
        busy.delete(worker);
        if (message.ok) running.pending.resolve(message.result!);
        else running.pending.reject(new Error(message.error));
        idle.push(worker);
        next();
      },
    );
    worker.on('error', (error) => {
      all.delete(worker);
      const waiting = idle.indexOf(worker);
      if (waiting >= 0) idle.splice(waiting, 1);
      const running = busy.get(worker);
      busy.delete(worker);
      if (running) {
        clearTimeout(running.timer);
        running.pending.reject(error);
      }
      if (!closed) spawn();
      next();
    });
    return worker;
  };

  const next = () => {
    while (!closed && idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const pending = queue.shift()!;
      const timer = setTimeout(() => {
        busy.delete(worker);
        all.delete(worker);
        void worker.terminate();
        pending.reject(new CheckTimeoutError(timeoutMs / 1000));
        if (!closed) spawn();
        next();
      }, timeoutMs);
      busy.set(worker, { pending, timer });
      worker.postMessage(pending.job);
    }
  };

  for (let index = 0; index < size; index += 1) spawn();

  return {
    check(job) {
      if (closed) return Promise.reject(new Error('the check pool is closed'));
      return new Promise((resolve, reject) => {
        ticket += 1;
        queue.push({ job: { ...job, ticket }, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      for (const { pending, timer } of busy.values()) {
        clearTimeout(timer);
        pending.reject(new Error('the check pool is closed'));
      }
      await Promise.all([...all].map((worker) => worker.terminate()));
      all.clear();
      busy.clear();
      idle.length = 0;
    },
  };
}
