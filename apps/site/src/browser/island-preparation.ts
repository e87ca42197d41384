/**
 * Work an island's modules queue while they are evaluated, to be done before the island hydrates,
 * each step in a task of its own (`prepareInOwnTasks`); the `client:own-task` directive
 * (hydrate-in-own-task.ts) waits for it, then hydrates in a task of its own. On a phone a task
 * over 50 ms blocks a tap (Lighthouse's total blocking time counts what every task holds beyond
 * it): the tracker's message engine start and its ~600 messages were two such costs inside the
 * evaluation of its modules (issue 73 item 7). A step that throws is skipped (what it prepares is
 * prepared on first use anyway), and the island still hydrates.
 *
 * The directive is written into the page by Astro, apart from the island's chunks: the two meet
 * through one global, the promise of the work queued so far.
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
