import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { filesEndingIn, integration } from '../integration.ts';
import { fullZodMarkers } from './full-zod-markers.ts';

/**
 * After the build, no JavaScript file a browser loads (pages' chunks, islands, the review page's
 * checks' worker, the service worker) may carry full zod: a module that reaches the browser writes
 * its schemas with `zod/mini`, as the content package does (full-zod-markers.ts says why). One
 * that imports `zod` stops the build, naming the files and the full-zod classes found in them.
 */
export function noFullZodInBrowser(): AstroIntegration {
  return integration('polyhedral:no-full-zod-in-browser', {
    afterBuild: async (root, logger) => {
      const files = await filesEndingIn(root, '.js');
      const problems: string[] = [];
      for (const file of files) {
        const markers = fullZodMarkers(await readFile(path.join(root, file), 'utf8'));
        if (markers.length > 0) problems.push(`  ${file.split(path.sep).join('/')}: ${markers.join(', ')}`);
      }
      if (problems.length > 0) {
        throw new Error(
          `Full zod in ${problems.length} browser file(s): a module that reaches the browser imports 'zod'; ` +
            `write its schemas with 'zod/mini' (docs/DECISIONS.md, "zod/mini where a schema ships to the browser"):\n` +
            problems.join('\n'),
        );
      }
      logger.info(`no full zod in ${files.length} browser JavaScript files`);
    },
  });
}
