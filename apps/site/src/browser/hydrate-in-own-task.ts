import type { ClientDirective } from 'astro';
import { islandPreparation } from './island-preparation.ts';

/**
 * `client:own-task`: as `client:load` (the island's code is fetched at once), but the island
 * hydrates in a task of its own after its modules are evaluated, instead of in the same one.
 * On a phone both are long (the tracker: its ~200 KB of modules evaluated, then the whole
 * tracker drawn), and one task holding both keeps a tap waiting for the sum; between them the
 * page answers input and paints. What the island's modules queue at evaluation
 * (island-preparation.ts: the tracker starts the page's i18next engine, then hands it its
 * strings, each in a task of its own) is done before hydration starts.
 */
const hydrateInOwnTask: ClientDirective = async (load) => {
  const hydrate = await load();
  await islandPreparation();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await hydrate();
};

export default hydrateInOwnTask;
