import { defineCollection } from 'astro:content';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { starlightUiStrings } from './lib/starlight-ui-strings.ts';

/**
 * Starlight needs its `docs` collection to exist. The rules themselves live in the repo's
 * `content/` folder and are rendered by custom routes through `<StarlightPage>`, so the collection
 * is empty (an inline loader with no entries: no `src/content/docs/` folder to look for).
 * `i18n`: Starlight's UI strings for a page lang it files under another tag (zh-Hant: its zh-TW).
 */
export const collections = {
  docs: defineCollection({ loader: () => [], schema: docsSchema() }),
  i18n: defineCollection({ loader: () => starlightUiStrings(), schema: i18nSchema() }),
};
