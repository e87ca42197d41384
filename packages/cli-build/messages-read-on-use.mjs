/**
 * An esbuild plugin for the built CLIs (`polyhedral`: packages/core/scripts/build-cli.mjs;
 * `pnpm content`: content/scripts/build-cli.mjs): the message files are not compiled into the
 * bundle as JavaScript. Each resource file is copied (minified) to <messagesDir>/<locale>/<namespace>.json
 * and read with JSON.parse the first time a message of that namespace is asked for. The i18n
 * package's generated index (resource-files.generated.ts) is swapped for that reader at bundle
 * time: same exports (NAMESPACES, RESOURCE_FILES: locale -> namespace -> messages), same loader.
 * Every file is written whole (a temporary name, then renamed), so a CLI started during a build
 * never reads half a file.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const GENERATED_INDEX = /[\\/]resources[\\/]resource-files\.generated\.ts$/;

/** Write a file whole: a temporary name beside it, then renamed over it. */
export function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** The namespaces, in the generated index's order (its `NAMESPACES` list). */
function namespacesOf(indexFile) {
  const list = /export const NAMESPACES = \[([^\]]*)\]/.exec(readFileSync(indexFile, 'utf8'))?.[1];
  if (list === undefined) throw new Error(`no NAMESPACES list in ${indexFile}`);
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/**
 * The module put in place of the generated index. `folder`: a JavaScript expression for the folder
 * holding `messages/` at run time (`__dirname` in a CommonJS bundle, a file URL's folder in ESM).
 */
function readerModule(namespaces, locales, folder) {
  // process.getBuiltinModule, not an import from node:fs: an ESM import of a built-in reads
  // every export, and its promises getter loads fs/promises, readline and streams (~3 ms).
  return `const { readFileSync } = process.getBuiltinModule('node:fs');
const folder = ${folder};
export const NAMESPACES = ${JSON.stringify(namespaces)};
function lazyLocale(locale) {
  const files = {};
  for (const namespace of NAMESPACES) {
    let read;
    Object.defineProperty(files, namespace, {
      enumerable: true,
      get: () => {
        read ??= JSON.parse(readFileSync(folder + '/messages/' + locale + '/' + namespace + '.json', 'utf8'));
        return read;
      },
    });
  }
  return files;
}
export const RESOURCE_FILES = { ${locales.map((locale) => `${JSON.stringify(locale)}: lazyLocale(${JSON.stringify(locale)})`).join(', ')} };
`;
}

/**
 * The plugin. `outDir`: where the bundle and messages/ go; `folder`: as readerModule's; `inputs`:
 * an array the resource files read are pushed to (absolute paths), for a freshness check.
 */
export function messagesReadOnUse({ outDir, folder, inputs }) {
  return {
    name: 'messages-read-on-use',
    setup(bundle) {
      bundle.onLoad({ filter: GENERATED_INDEX }, (args) => {
        const resourcesDir = path.dirname(args.path);
        const namespaces = namespacesOf(args.path);
        const locales = readdirSync(resourcesDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
        for (const locale of locales) {
          mkdirSync(path.join(outDir, 'messages', locale), { recursive: true });
          for (const namespace of namespaces) {
            const file = path.join(resourcesDir, locale, `${namespace}.json`);
            const messages = JSON.parse(readFileSync(file, 'utf8'));
            writeWhole(path.join(outDir, 'messages', locale, `${namespace}.json`), JSON.stringify(messages));
            inputs.push(file);
          }
        }
        return { contents: readerModule(namespaces, locales, folder), loader: 'js' };
      });
    },
  };
}
