import type { AstroIntegration } from 'astro';
import { integration } from './integration.ts';

/**
 * zh-hant's strings, term names and definitions are made in Node from zh's (OpenCC, in
 * `@polyhedral/i18n/zh-hant`) and installed into @polyhedral/i18n's main entry, which pages and
 * islands read at build time; no OpenCC code reaches the browser. Every page module imports this
 * first (a `page-ssr` script runs before the page's own imports and its getStaticPaths). The
 * config process installs them itself (astro.config.mjs, for the site titles).
 */
export const INSTALL_DERIVED_LOCALES = `import { installZhHant } from '@polyhedral/i18n/zh-hant';\ninstallZhHant();`;

export function derivedLocales(): AstroIntegration {
  return integration('polyhedral:derived-locales', {
    'astro:config:setup': ({ injectScript }) => {
      injectScript('page-ssr', INSTALL_DERIVED_LOCALES);
    },
  });
}
