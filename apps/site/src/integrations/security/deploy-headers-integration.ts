import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeBuildFile } from '../write-build-file.ts';
import { headersFile } from './deploy-headers.ts';

/** After the build: dist/_headers, the response headers for Netlify and Cloudflare Pages (security/deploy-headers.ts). */
export function deployHeaders(): AstroIntegration {
  return {
    name: 'polyhedral:deploy-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeBuildFile(path.join(fileURLToPath(dir), '_headers'), headersFile());
        logger.info('_headers written (Content-Security-Policy with frame-ancestors, nosniff, cache rules)');
      },
    },
  };
}
