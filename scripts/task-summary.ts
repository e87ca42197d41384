/** One task's result read from its log: vitest's summary, a checker's `N passed, M failed`, the content check. */
export interface TaskResult {
  task: string;
  passed: number;
  failed: number;
  text: string;
}

const number = (text: string | undefined) => (text ? Number(text) : 0);

export function summarizeTask(
  task: string,
  lines: readonly string[],
  taskFailed: boolean,
): TaskResult | undefined {
  if (/#(build|build:open|transit)$/.test(task)) return undefined;
  const log = lines.join('\n');
  const vitest = /^\s*Tests\s+(.*)\((\d+)\)\s*$/m.exec(log);
  if (vitest) {
    const counts = vitest[1]!;
    const passed = number(/(\d+) passed/.exec(counts)?.[1]);
    const failed = number(/(\d+) failed/.exec(counts)?.[1]);
    const skipped = number(/(\d+) skipped/.exec(counts)?.[1]) + number(/(\d+) todo/.exec(counts)?.[1]);
    const files = /^\s*Test Files\s+.*\((\d+)\)/m.exec(log)?.[1];
    const text = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${files ?? '?'} files)`;
    // Every test passed and the task still failed: a hook, a file's setup or an unhandled error
    // (vitest's "Failed Suites" / "Errors" sections above). Say so rather than show a clean count.
    if (taskFailed && failed === 0) {
      const errors = number(/^\s*Errors\s+(\d+) errors?/m.exec(log)?.[1]);
      const suites = number(/Failed Suites (\d+)/.exec(log)?.[1]);
      const why = [
        suites ? `${suites} failed suite${suites === 1 ? '' : 's'} (a hook or a file's setup)` : '',
        errors ? `${errors} unhandled error${errors === 1 ? '' : 's'}` : '',
      ].filter(Boolean);
      return {
        task,
        passed,
        failed: Math.max(1, suites + errors),
        text: `${text}; FAILED after its tests: ${why.length ? why.join(', ') : 'a non-zero exit'} (see its log above)`,
      };
    }
    return { task, passed, failed, text };
  }
  const checker = [...log.matchAll(/^(\d+) passed, (\d+) failed(, \d+ flaky)?(, \d+ skipped)?$/gm)].at(-1);
  if (checker) {
    const passed = Number(checker[1]);
    const failed = Number(checker[2]);
    return { task, passed, failed, text: checker[0] };
  }
  const content = /content check: (\d+) files, (\d+) errors?, (\d+) warnings?/.exec(log);
  if (content) {
    const errors = Number(content[2]);
    const text = `${content[1]} files, ${errors} errors, ${content[3]} warnings`;
    return { task, passed: errors === 0 ? 1 : 0, failed: errors === 0 ? 0 : 1, text };
  }
  // A task that printed no result: it passed only if it ran and exited 0.
  return taskFailed
    ? { task, passed: 0, failed: 1, text: 'failed without a result line (see its log above)' }
    : { task, passed: 1, failed: 0, text: 'passed' };
}

/**
 * The tasks turbo names on its closing `Failed:` line, comma-separated when several failed
 * (`Failed:    //#typecheck:packages, @polyhedral/content#test`); none for any other line.
 */
export function failedTasksIn(line: string): string[] {
  const failure = /^\s*Failed:\s+(.+)$/.exec(line);
  if (!failure) return [];
  return failure[1]!
    .split(',')
    .map((task) => task.trim())
    .filter(Boolean);
}
