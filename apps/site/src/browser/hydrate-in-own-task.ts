import type { ClientDirective } from 'astro';
import { islandPreparation } from './island-preparation.ts';

/**
 * `client:own-task`: as `client:load`, but hydration runs in a task of its own after the modules
 * are evaluated, so on a phone a tap waits for one long task, not both (the tracker). What the
 * modules queue (island-preparation.ts) is done first.
 */
const hydrateInOwnTask: ClientDirective = async (load) => {
  const hydrate = await load();
  await islandPreparation();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await hydrate();
};

export default hydrateInOwnTask;
