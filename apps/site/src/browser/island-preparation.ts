/**
 * Work an island's modules queue at evaluation, each step in a task of its own, done before the
 * `client:own-task` directive hydrates: a task over 50 ms blocks a tap (the tracker's i18next start
 * and its messages were two, issue 73 item 7). A step that throws is skipped (done on first use).
 * The directive and the island's chunks meet through one global, the promise of the queued work.
 */
const ISLAND_PREPARATION = '__polyhedralIslandPreparation';

type Holder = Record<typeof ISLAND_PREPARATION, Promise<void> | undefined>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Queues `steps`, each run in a task of its own after the work queued before them. */
export function prepareInOwnTasks(steps: readonly (() => void)[]): void {
  const holder = globalThis as unknown as Holder;
  let chain = holder[ISLAND_PREPARATION] ?? Promise.resolve();
  for (const step of steps)
    chain = chain.then(nextTask).then(() => {
      try {
        step();
      } catch {
        // Prepared on first use instead.
      }
    });
  holder[ISLAND_PREPARATION] = chain;
}

/** The work queued so far, done (at once when there is none). */
export function islandPreparation(): Promise<void> {
  return (globalThis as unknown as Holder)[ISLAND_PREPARATION] ?? Promise.resolve();
}
