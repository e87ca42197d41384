import { describe, expect, it } from 'vitest';
import { islandPreparation, prepareInOwnTasks } from './island-preparation.ts';

describe('work queued before an island hydrates (client:own-task)', () => {
  it('runs each step in a task of its own, in order, after the work queued before it', async () => {
    const seen: string[] = [];
    prepareInOwnTasks([() => seen.push('engine'), () => seen.push('messages')]);
    prepareInOwnTasks([() => seen.push('later')]);
    // Queued while the island's code is evaluated: nothing runs in that task.
    expect(seen).toEqual([]);
    // A task that starts now runs before the first step: the steps wait for tasks of their own.
    setTimeout(() => seen.push('other task'), 0);
    await islandPreparation();
    expect(seen).toEqual(['other task', 'engine', 'messages', 'later']);
  });

  it('skips a step that throws: the rest runs and the island still hydrates', async () => {
    const seen: string[] = [];
    prepareInOwnTasks([
      () => {
        throw new Error('storage refused');
      },
      () => seen.push('messages'),
    ]);
    await expect(islandPreparation()).resolves.toBeUndefined();
    expect(seen).toEqual(['messages']);
  });
});
