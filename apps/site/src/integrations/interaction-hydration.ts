import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

const NAME = 'interact';
const ENTRYPOINT = fileURLToPath(new URL('../browser/hydrate-on-interaction.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Registers `client:interact` (src/browser/hydrate-on-interaction.ts) for calculator islands. */
export function interactionHydration(): AstroIntegration {
  return {
    name: 'polyhedral:interaction-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: NAME, entrypoint: ENTRYPOINT });
      },
    },
  };
}

let directiveScript: Promise<string> | undefined;

/**
 * The directive's inline script exactly as Astro builds it for a page (astro's
 * core/client-directive/build.js: the same wrapper, esbuild iife, minified), so the
 * Content-Security-Policy step can admit that body and no other. Should Astro change how it builds
 * directives, the built pages carry a script this does not match and the build stops.
 */
export function interactionDirectiveScript(): Promise<string> {
  directiveScript ??= build({
    stdin: {
      contents: `import directive from ${JSON.stringify(ENTRYPOINT)};

(self.Astro || (self.Astro = {}))[${JSON.stringify(NAME)}] = directive;

window.dispatchEvent(new Event('astro:' + ${JSON.stringify(NAME)}));`,
      resolveDir: ROOT,
    },
    absWorkingDir: ROOT,
    format: 'iife',
    minify: true,
    bundle: true,
    write: false,
  }).then((output) => output.outputFiles[0]?.text ?? '');
  return directiveScript;
}
