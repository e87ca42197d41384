import { defineCollection } from 'astro:content';
import { docsSchema } from '@astrojs/starlight/schema';

/**
 * Starlight needs its `docs` collection to exist. The rules themselves live in the repo's
 * `content/` folder and are rendered by custom routes through `<StarlightPage>`, so the collection
 * is empty (an inline loader with no entries: no `src/content/docs/` folder to look for).
 */
export const collections = {
  docs: defineCollection({ loader: () => [], schema: docsSchema() }),
};
