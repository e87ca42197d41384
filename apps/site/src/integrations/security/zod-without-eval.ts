/**
 * zod 4 compiles a fast path for object schemas with `new Function` the first time one parses,
 * after probing for it with `Function('')`. The site's Content-Security-Policy has no
 * 'unsafe-eval', so in a reader's browser that probe is a CSP violation (the calculators' pages
 * reach zod through content's plain-text checks, the review page through its checks' worker).
 * zod's documented switch for such places is `config({ jitless: true })`: this Vite plugin puts
 * a module in place of every `zod` import the site's build bundles (pages, workers, and the build's
 * own server side, where the fast path saves nothing worth a second setup) that turns the switch
 * on before anything parses, then re-exports zod as it is. The CLIs and the workbench, outside any
 * CSP, keep zod's fast path.
 */

/** What the plugin asks of the bundler's plugin context (Vite's, whose types the site does not import). */
interface ResolveContext {
  resolve(source: string, importer: string | undefined, options: object): Promise<{ id: string } | null>;
}

const JITLESS_ZOD = '\0polyhedral:zod-jitless:';

export function zodWithoutEval() {
  return {
    name: 'polyhedral:zod-without-eval',
    enforce: 'pre' as const,
    // `zod` as its importer would find it (the site does not depend on zod itself; content does),
    // behind a module that turns the switch on first.
    async resolveId(this: ResolveContext, source: string, importer: string | undefined, options: object) {
      if (source !== 'zod') return null;
      const real = await this.resolve(source, importer, { ...options, skipSelf: true });
      return real ? `${JITLESS_ZOD}${real.id}` : null;
    },
    load(id: string) {
      if (!id.startsWith(JITLESS_ZOD)) return null;
      const real = JSON.stringify(id.slice(JITLESS_ZOD.length));
      return `import { config } from ${real};\nconfig({ jitless: true });\nexport * from ${real};\n`;
    },
  };
}
