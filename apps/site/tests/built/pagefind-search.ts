import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { attribute, type BuiltPage, distDir, one } from './built-site.ts';

/** The results the site's search dialog shows at first (Pagefind's default UI: `pageSize` 5). */
const SHOWN_AT_FIRST = 5;

interface PagefindResult {
  data: () => Promise<{ url: string }>;
}
interface PagefindInstance {
  options: (options: { ranking: Record<string, number> }) => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] }>;
  destroy: () => Promise<void>;
}
interface PagefindModule {
  createInstance: (options: { basePath: string }) => PagefindInstance;
}

/**
 * The ranking weights Starlight's search dialog hands Pagefind (its defaults, as the site sets
 * none: pageLength 0.1 and others, not Pagefind's own), read from the dialog's script in
 * dist/_astro/ where the browser gets them: `{ranking:{pageLength:.1,…}}` as the bundler writes it.
 */
function rankingOfTheDialog(): Record<string, number> {
  const astro = path.join(distDir, '_astro');
  const found = new Set(
    readdirSync(astro)
      .filter((name) => /^Search\.astro_astro_type_script.*\.js$/.test(name))
      .map(
        (name) =>
          /\{ranking:\{((?:[A-Za-z]+:[\d.]+,?)+)\}\}/.exec(readFileSync(path.join(astro, name), 'utf8'))?.[1],
      )
      .filter((literal) => literal !== undefined),
  );
  if (found.size !== 1)
    throw new Error(
      `the Pagefind ranking of dist/_astro/Search.astro_*.js: ${found.size} found, one expected`,
    );
  return Object.fromEntries(
    [...found][0]!.split(',').map((pair) => {
      const [name, value] = pair.split(':');
      return [name!, Number(value)];
    }),
  );
}

/**
 * The built site's search as a page's search dialog runs it, without a browser: dist/'s own
 * pagefind.js (the engine the dialog loads, its WebAssembly and index fetched from the served
 * dist/), in the index of the page's `<html lang>` as Pagefind picks it in a browser, ranked with
 * the dialog's weights.
 * `search(term)`: the paths of the results the dialog shows at first, best first.
 */
export async function searchOf(
  page: BuiltPage,
  fetchBase: URL,
): Promise<{ search: (term: string) => Promise<string[]>; close: () => Promise<void> }> {
  const pagefind = (await import(
    pathToFileURL(path.join(distDir, 'pagefind/pagefind.js')).href
  )) as PagefindModule;
  const lang = attribute(one(page.root, 'html'), 'lang') ?? 'unknown';
  // Pagefind reads the language of `document` when an instance is made (and only then): the
  // page's, for that one synchronous call.
  const html = { getAttribute: (name: string) => (name === 'lang' ? lang : null) };
  const global = globalThis as { document?: unknown };
  global.document = { querySelector: (selector: string) => (selector === 'html' ? html : null) };
  let instance: PagefindInstance;
  try {
    instance = pagefind.createInstance({ basePath: new URL('/pagefind/', fetchBase).href });
  } finally {
    delete global.document;
  }
  await instance.options({ ranking: rankingOfTheDialog() });
  return {
    search: async (term) => {
      const { results } = await instance.search(term);
      const shown = await Promise.all(results.slice(0, SHOWN_AT_FIRST).map((result) => result.data()));
      return shown.map((data) => new URL(data.url, fetchBase).pathname);
    },
    close: () => instance.destroy(),
  };
}
