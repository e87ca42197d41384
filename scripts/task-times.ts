/** Per-task wall times read from turbo's run summaries (`turbo run ... --summarize`). */
import { readFileSync } from 'node:fs';

export interface TaskTime {
  task: string;
  seconds: number;
  cached: boolean;
}

interface RunSummary {
  tasks: Array<{
    taskId: string;
    cache?: { status?: string };
    execution?: { startTime?: number; endTime?: number };
  }>;
}

/** The tasks of one summary file with their durations (a cache hit is replayed in about no time). */
export function readTaskTimes(summaryFile: string): TaskTime[] {
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as RunSummary;
  return summary.tasks.flatMap((task) => {
    const { startTime, endTime } = task.execution ?? {};
    if (startTime === undefined || endTime === undefined) return [];
    return [
      { task: task.taskId, seconds: (endTime - startTime) / 1000, cached: task.cache?.status === 'HIT' },
    ];
  });
}

/** Lines of a table, slowest first: `  12.3 s  @polyhedral/site#build` (`(cached)` after a replay). */
export function formatTaskTimes(times: readonly TaskTime[]): string[] {
  const width = Math.max(0, ...times.map((time) => time.task.length));
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .map(
      (time) =>
        `  ${time.seconds.toFixed(1).padStart(6)} s  ${time.task.padEnd(width)}${time.cached ? '  (cached)' : ''}`,
    );
}
