import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

/**
 * Starlight needs its `docs` collection to exist. The rules themselves live in the repo's
 * `content/` folder and are rendered by custom routes through `<StarlightPage>`.
 */
export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
};
