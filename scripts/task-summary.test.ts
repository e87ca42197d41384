import { describe, expect, it } from 'vitest';
import { failedTasksIn, summarizeTask } from './task-summary.ts';

describe("turbo's Failed: line", () => {
  it('names every failed task, one or several (a CI run once showed a failed typecheck as passed)', () => {
    expect(failedTasksIn(' Failed:    //#typecheck:packages, @polyhedral/content#test')).toEqual([
      '//#typecheck:packages',
      '@polyhedral/content#test',
    ]);
    expect(failedTasksIn(' Failed:    @polyhedral/site#test:browser')).toEqual([
      '@polyhedral/site#test:browser',
    ]);
    expect(failedTasksIn('  Tasks:    17 successful, 18 total')).toEqual([]);
  });

  it('a task with no result line that turbo names as failed is a failure, not a pass', () => {
    const failed = failedTasksIn(' Failed:    //#typecheck:packages, @polyhedral/content#test');
    const lines = ["fault-figures.ts(29,5): error TS2322: Type 'number | Promise<number>'"];
    expect(
      summarizeTask('//#typecheck:packages', lines, failed.includes('//#typecheck:packages')),
    ).toMatchObject({
      passed: 0,
      failed: 1,
    });
  });
});
