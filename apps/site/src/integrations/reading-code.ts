import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { setReadingCodeUrl } from '../reading/reading-code-url.ts';
import { integration } from './integration.ts';

const READING_BAR = fileURLToPath(new URL('../reading/reading-bar.ts', import.meta.url));

/** The part of Vite's plugin context used here (vite is not a direct dependency of the site). */
interface ClientContext {
  environment?: { config: { consumer?: string } };
  emitFile(file: { type: 'chunk'; id: string; name: string }): string;
  getFileName(reference: string): string;
}

/**
 * The reading bar's code (reading/reading-bar.ts) as a chunk of the client build that no page
 * script imports: its hashed address is recorded (reading/reading-code-url.ts) for the pages, whose
 * inline script imports it on the bar's first use. A translated rule page loads no module for the
 * bar at load (issue 86 item 3). The chunk is precached with every other `_astro` file.
 */
export function readingCode(): AstroIntegration {
  let reference: string | undefined;
  return integration('polyhedral:reading-code', {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command !== 'build') return;
      updateConfig({
        vite: {
          plugins: [
            {
              name: 'polyhedral:reading-code',
              apply: 'build',
              buildStart(this: ClientContext) {
                if (this.environment?.config.consumer !== 'client') return;
                reference = this.emitFile({ type: 'chunk', id: READING_BAR, name: 'reading-bar' });
              },
              generateBundle(this: ClientContext) {
                if (this.environment?.config.consumer !== 'client' || !reference) return;
                setReadingCodeUrl(`/${this.getFileName(reference)}`);
              },
            },
          ],
        },
      });
    },
  });
}
