/**
 * The exact bodies of the inline scripts this project's own code writes into pages, recorded while
 * the site builds: the Content-Security-Policy step hashes a page's inline script only when its
 * body is one of these (or one Astro or Starlight ships, security/known-inline-scripts.ts).
 * Text from content cannot add itself here; only code that runs during the build can.
 *
 * One set per process on globalThis: the page renderer (Astro's bundled server build) and the
 * integrations (loaded with the config) are separate copies of this module in the same process.
 */
const KEY = Symbol.for('polyhedral.inline-scripts');

function registry(): Set<string> {
  const holder = globalThis as { [KEY]?: Set<string> };
  holder[KEY] ??= new Set<string>();
  return holder[KEY];
}

/** Records a body this code is about to write as `<script>body</script>`; returns it unchanged. */
export function registerInlineScript(body: string): string {
  registry().add(body);
  return body;
}

export function registeredInlineScripts(): ReadonlySet<string> {
  return registry();
}
