/**
 * A check pool's clock advanced by hand (CheckPoolOptions.limitTimer): no slice or time limit ends
 * until the test says so, so a test of the pool proves the order of answers and which job is
 * refused whatever the machine's load (before, such tests measured wall time and failed on a busy
 * machine: "expected 9.91 to be less than 8").
 */
import type { LimitTimer } from '../src/server/cpu-limit-timer.ts';

export interface ManualLimitTimer {
  timer: LimitTimer;
  /** Slices and limits running now. */
  running(): number;
  /** End every slice and limit running now; how many ended. */
  expireAll(): number;
  /** Resolves once `count` slices or limits are running (the jobs have reached their workers). */
  whenRunning(count: number): Promise<void>;
}

export function manualLimitTimer(): ManualLimitTimer {
  const running = new Set<() => void>();
  return {
    timer: {
      start(_ms, expire) {
        const entry = () => expire();
        running.add(entry);
        return () => running.delete(entry);
      },
    },
    running: () => running.size,
    expireAll() {
      const now = [...running];
      running.clear();
      for (const expire of now) expire();
      return now.length;
    },
    async whenRunning(count) {
      while (running.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}
