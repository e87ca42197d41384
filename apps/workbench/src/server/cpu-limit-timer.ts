/**
 * The check pool's real clock: a job's slice and time limit count the CPU time its worker thread
 * spent on it (`Worker#cpuUsage`), not the time on the wall. On a busy machine (a build beside the
 * workbench, CI with both cores taken) a normal section's check waits for a core: its wall time
 * grew past the 5 s limit and a translator's ordinary edit was answered `check-timeout`, while a
 * pathological text is refused after the same amount of work whatever the load.
 *
 * When the wall timer ends, the worker's CPU time since the start is asked for: if it is under the
 * limit, the timer starts again for what is left (at least MIN_RETRY_MS). A job is ended anyway
 * once WALL_FACTOR times the limit has passed on the wall, so a worker that gets no CPU at all (or
 * cannot answer) is never waited on for ever.
 */
import type { Worker } from 'node:worker_threads';

/** Starts a job's slice or limit: `expire` runs when it is over; the returned function cancels it. */
export interface LimitTimer {
  start(ms: number, expire: () => void, worker?: Worker): () => void;
}

/** The shortest wait before asking the worker's CPU time again. */
export const MIN_RETRY_MS = 25;

/** The wall time, as a multiple of the limit, after which a job ends whatever its CPU time. */
export const WALL_FACTOR = 10;

type CpuReader = (worker: Worker) => Promise<{ user: number; system: number }>;

const workerCpu: CpuReader = (worker) => worker.cpuUsage();

/** `cpuOf` is for tests (a worker's CPU time in µs); by default Node's Worker#cpuUsage. */
export function cpuLimitTimer(cpuOf: CpuReader = workerCpu): LimitTimer {
  return {
    start(ms, expire, worker) {
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const end = () => {
        if (stopped) return;
        stopped = true;
        expire();
      };
      if (!worker) {
        timer = setTimeout(end, ms);
        return () => {
          stopped = true;
          clearTimeout(timer);
        };
      }
      const startedAt = performance.now();
      const microseconds = (usage: { user: number; system: number }) => usage.user + usage.system;
      const before = cpuOf(worker).then(microseconds);
      // Read in `check`; a worker ended before that must not leave an unhandled rejection.
      before.catch(() => undefined);
      const wait = (delay: number) => {
        timer = setTimeout(() => void check(), delay);
      };
      const check = async () => {
        if (stopped) return;
        const elapsed = performance.now() - startedAt;
        if (elapsed >= ms * WALL_FACTOR) return end();
        let usedMs: number;
        try {
          const [start, now] = await Promise.all([before, cpuOf(worker).then(microseconds)]);
          usedMs = (now - start) / 1000;
        } catch {
          // The worker cannot say (it is ending): the wall time decides.
          return end();
        }
        if (stopped) return;
        if (usedMs >= ms) return end();
        wait(Math.max(MIN_RETRY_MS, Math.min(ms - usedMs, ms * WALL_FACTOR - elapsed)));
      };
      wait(ms);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}
