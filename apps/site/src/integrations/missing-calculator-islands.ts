import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ISLAND_ENTRY = /\/src\/calculators\/([a-z0-9-]+)\/index\.tsx$/;
const MISSING_PREFIX = '\0polyhedral-missing-calculator:';
const CALCULATORS_DIR = fileURLToPath(new URL('../calculators/', import.meta.url));

/**
 * CalculatorSlot.astro imports one island per calculator kind statically
 * (`src/calculators/<kind>/index.tsx`), as Astro needs for `client:interact`. Until a kind's island
 * is written, this plugin resolves its import to a component flagged `polyhedralMissing`, which the
 * slot renders as nothing, and warns once per kind.
 */
/** The part of Vite's plugin interface this plugin uses (vite is not a direct dependency of the site). */
interface IslandPlugin {
  name: string;
  enforce: 'pre';
  resolveId(
    this: { warn(message: string): void },
    source: string,
    importer: string | undefined,
  ): string | null;
  load(id: string): string | null;
}

export function missingCalculatorIslands(): IslandPlugin {
  const warned = new Set<string>();
  return {
    name: 'polyhedral:missing-calculator-islands',
    enforce: 'pre',
    resolveId(source, importer) {
      const absolute = source.startsWith('.') && importer ? resolve(dirname(importer), source) : source;
      const match = ISLAND_ENTRY.exec(absolute.replaceAll('\\', '/'));
      if (!match) return null;
      const kind = match[1]!;
      if (existsSync(`${CALCULATORS_DIR}${kind}/index.tsx`)) return null;
      if (!warned.has(kind)) {
        warned.add(kind);
        this.warn(
          `calculator island "${kind}" does not exist yet (src/calculators/${kind}/index.tsx): rendered as nothing`,
        );
      }
      return `${MISSING_PREFIX}${kind}`;
    },
    load(id) {
      if (!id.startsWith(MISSING_PREFIX)) return null;
      return [
        'export default function MissingCalculator() { return null; }',
        'MissingCalculator.polyhedralMissing = true;',
      ].join('\n');
    },
  };
}
