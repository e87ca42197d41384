import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { withContentSecurityPolicy } from '../lib/content-security-policy.ts';

/** After the build, every HTML page gets its Content-Security-Policy `<meta>` (lib/content-security-policy.ts). */
export function contentSecurityPolicy(): AstroIntegration {
  return {
    name: 'polyhedral:content-security-policy',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true, encoding: 'utf8' })).filter((file) =>
          file.endsWith('.html'),
        );
        for (const file of files) {
          const target = path.join(root, file);
          const html = await readFile(target, 'utf8');
          const secured = withContentSecurityPolicy(html);
          if (secured !== html) await writeFile(target, secured);
        }
        logger.info(`policy meta on ${files.length} pages`);
      },
    },
  };
}
