import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { integration } from './integration.ts';

const PAGEFIND_UI = '@pagefind/default-ui';
const STAND_IN = fileURLToPath(new URL('../browser/pagefind-ui-on-open.ts', import.meta.url));

/**
 * Starlight's search imports `@pagefind/default-ui` once every page is idle; this resolves that
 * import to browser/pagefind-ui-on-open.ts, which imports the real UI (its own import of the same
 * name resolves as usual) when the reader opens the search. Site-wide: every page's search.
 */
export function searchOnOpen(): AstroIntegration {
  return integration('polyhedral:search-on-open', {
    'astro:config:setup': ({ updateConfig }) => {
      updateConfig({
        vite: {
          plugins: [
            {
              name: 'polyhedral:search-on-open',
              enforce: 'pre',
              resolveId(source, importer) {
                // The stand-in's own import is the real package (the site's dependency, the
                // version Starlight pins): left to Vite's resolver.
                if (source !== PAGEFIND_UI || importer?.split('?')[0] === STAND_IN) return null;
                return STAND_IN;
              },
            },
          ],
        },
      });
    },
  });
}
