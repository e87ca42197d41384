import { defineCollection } from 'astro:content';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import type { Loader } from 'astro/loaders';
import { starlightUiStrings } from './lib/starlight-ui-strings.ts';

/**
 * Starlight reads its `docs` collection; the rules are not in it: they live in the repo's
 * `content/` folder and are rendered by custom routes through `<StarlightPage>`. An inline loader
 * that returns no entries leaves no collection in Astro's store at all, and Astro then warned on
 * every start and build that "docs" "does not exist or is empty" (a warning about nothing the
 * reader did). This loader makes the collection exist with no entry: one entry is set and removed
 * again through the store's own API (no `src/content/docs/` folder to look for either).
 */
const emptyDocs: Loader = {
  name: 'polyhedral:empty-docs',
  load: async ({ store }) => {
    store.set({ id: 'none', data: {} });
    store.delete('none');
  },
};

/**
 * `i18n`: Starlight's UI strings for a page lang it files under another tag (zh-Hant: its zh-TW).
 */
export const collections = {
  docs: defineCollection({ loader: emptyDocs, schema: docsSchema() }),
  i18n: defineCollection({ loader: () => starlightUiStrings(), schema: i18nSchema() }),
};
