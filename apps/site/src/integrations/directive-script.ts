import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const scripts = new Map<string, Promise<string>>();

/**
 * A client directive's inline script exactly as Astro builds it for a page (astro's
 * core/client-directive/build.js: the same wrapper, esbuild iife, minified), so the
 * Content-Security-Policy step can admit that body and no other. Should Astro change how it builds
 * directives, the built pages carry a script this does not match and the build stops.
 */
export function directiveScript(name: string, entrypoint: string): Promise<string> {
  let script = scripts.get(name);
  if (script === undefined) {
    script = build({
      stdin: {
        contents: `import directive from ${JSON.stringify(entrypoint)};

(self.Astro || (self.Astro = {}))[${JSON.stringify(name)}] = directive;

window.dispatchEvent(new Event('astro:' + ${JSON.stringify(name)}));`,
        resolveDir: ROOT,
      },
      absWorkingDir: ROOT,
      format: 'iife',
      minify: true,
      bundle: true,
      write: false,
    }).then((output) => output.outputFiles[0]?.text ?? '');
    scripts.set(name, script);
  }
  return script;
}
