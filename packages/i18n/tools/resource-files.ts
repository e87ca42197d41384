/**
 * The resource files as they are on disk, and the index module generated from them: one file per
 * locale and namespace (`src/resources/<locale>/<namespace>.json`), where the namespace is the first
 * segment of every key in the file (`calc.json` holds `calc.*`). Read by `tools/resources.ts`
 * (regroup and regenerate) and by the test that fails when the checked-in index is stale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESOURCES_DIR = fileURLToPath(new URL('../src/resources/', import.meta.url));
export const INDEX_FILE = path.join(RESOURCES_DIR, 'resource-files.generated.ts');

/** locale -> file name without `.json` -> its messages in file order. */
export type FilesOnDisk = Record<string, Record<string, Record<string, string>>>;

export function readFilesOnDisk(dir: string = RESOURCES_DIR): FilesOnDisk {
  const locales = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files: FilesOnDisk = {};
  for (const locale of locales) {
    files[locale] = {};
    for (const name of readdirSync(path.join(dir, locale)).sort()) {
      if (!name.endsWith('.json')) continue;
      files[locale][name.slice(0, -'.json'.length)] = JSON.parse(
        readFileSync(path.join(dir, locale, name), 'utf8'),
      ) as Record<string, string>;
    }
  }
  return files;
}

/** The namespace a key belongs in: its first dotted segment. */
export function namespaceOfKey(key: string): string {
  return key.split('.')[0]!;
}

function identifier(locale: string, namespace: string): string {
  const words = namespace.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return locale + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** The text of the generated index for these locales and namespaces (every locale has every namespace). */
export function indexModuleText(locales: readonly string[], namespaces: readonly string[]): string {
  const lines = [
    '/**',
    ' * Generated from the files of this folder by `pnpm --filter @polyhedral/i18n resources`: do not edit.',
    ' * A test fails when a file is added, renamed or removed without regenerating.',
    ' */',
  ];
  for (const locale of locales) {
    for (const namespace of namespaces) {
      lines.push(
        `import ${identifier(locale, namespace)} from './${locale}/${namespace}.json' with { type: 'json' };`,
      );
    }
  }
  lines.push('', 'export const NAMESPACES = [', ...namespaces.map((ns) => `  '${ns}',`), '] as const;');
  lines.push('', '/** locale -> namespace -> the file, as imported. */', 'export const RESOURCE_FILES = {');
  for (const locale of locales) {
    lines.push(`  ${locale}: {`);
    for (const namespace of namespaces) {
      const key = /^[a-z]+$/.test(namespace) ? namespace : `'${namespace}'`;
      lines.push(`    ${key}: ${identifier(locale, namespace)},`);
    }
    lines.push('  },');
  }
  lines.push('};', '');
  return lines.join('\n');
}
