import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const PAGEFIND_UI = '@pagefind/default-ui';
const STAND_IN = fileURLToPath(new URL('../browser/pagefind-ui-on-open.ts', import.meta.url));
/**
 * Pagefind's UI is Starlight's dependency, not the site's: the stand-in's import resolves as it
 * does from Starlight's search component.
 */
const STARLIGHT_SEARCH = createRequire(import.meta.url).resolve('@astrojs/starlight/components/Search.astro');

/**
 * Starlight's search imports `@pagefind/default-ui` once every page is idle; this resolves that
 * import to browser/pagefind-ui-on-open.ts, which imports the real UI (its own import of the same
 * name resolves to Starlight's copy) when the reader opens the search. Site-wide: every page's search.
 */
export function searchOnOpen(): AstroIntegration {
  return {
    name: 'polyhedral:search-on-open',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'polyhedral:search-on-open',
                enforce: 'pre',
                resolveId(source, importer, options) {
                  if (source !== PAGEFIND_UI) return null;
                  if (importer?.split('?')[0] !== STAND_IN) return STAND_IN;
                  return this.resolve(source, STARLIGHT_SEARCH, { ...options, skipSelf: true });
                },
              },
            ],
          },
        });
      },
    },
  };
}
