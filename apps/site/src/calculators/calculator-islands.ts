import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CALCULATOR_KIND_NAMES } from '@polyhedral/core/calculators';

/**
 * A kind's island is `src/calculators/<kind>/index.tsx` (by that name, nowhere listed). Astro hydrates
 * only statically imported components, so CalculatorIsland.astro, one import and one line per kind,
 * is written from the registry here: by `astro dev`/`astro build` (integrations/calculator-islands.ts)
 * or `pnpm --filter @polyhedral/site calculator-islands`; calculator-islands.test.ts names a stale one.
 */

/** The generated file, relative to the site's root. */
export const ISLANDS_FILE = 'src/components/CalculatorIsland.astro';

/** A kind's island, relative to the site's root. */
export const islandFileOf = (kind: string): string => `src/calculators/${kind}/index.tsx`;

/** `level-from-xp` -> `LevelFromXp`, `d20-test` -> `D20Test`. */
export function componentNameOf(kind: string): string {
  return kind
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const quoted = (kind: string): string => (/^[a-z]\w*$/.test(kind) ? kind : `'${kind}'`);

/** The text of CalculatorIsland.astro for these kinds, in the registry's order. */
export function calculatorIslandSource(kinds: readonly string[] = CALCULATOR_KIND_NAMES): string {
  // In the order Biome's import sorting keeps (by path), so the written file is formatted as is.
  const imports = [
    ...kinds.map((kind) => ({
      from: `../calculators/${kind}/index.tsx`,
      line: `import ${componentNameOf(kind)} from '../calculators/${kind}/index.tsx';`,
    })),
    {
      from: '../calculators/calculator-props.ts',
      line: `import type { CalculatorIslandProps } from '../calculators/calculator-props.ts';`,
    },
  ]
    .sort((a, b) => (a.from < b.from ? -1 : 1))
    .map((one) => one.line);
  const entries = kinds.map((kind) => `  ${quoted(kind)}: ${componentNameOf(kind)},`);
  const lines = kinds.map(
    (kind) => `{kind === '${kind}' && <${componentNameOf(kind)} client:interact {...props} />}`,
  );
  return `---
/**
 * @generated from the core's calculator registry by src/calculators/calculator-islands.ts: do not
 * edit (\`astro dev\`/\`astro build\` and \`pnpm --filter @polyhedral/site calculator-islands\`
 * rewrite it). Astro hydrates only statically imported components, so each kind has its import
 * and its line; a kind's island is src/calculators/<kind>/index.tsx. CalculatorSlot.astro mounts it.
 */
import type { CalculatorKind } from '@polyhedral/core/calculators';
${imports.join('\n')}

type Props = CalculatorIslandProps & { kind: CalculatorKind };

/** Every kind of the registry has its island: a kind missing here is a type error (astro check). */
const ISLANDS = {
${entries.join('\n')}
} satisfies Record<CalculatorKind, unknown>;
void ISLANDS;

const props = Astro.props;
const { kind } = props;
---

${lines.join('\n')}
`;
}

/** Registry kinds whose island file is missing under the site's root. */
export function kindsWithoutIsland(siteRoot: string, kinds: readonly string[] = CALCULATOR_KIND_NAMES) {
  return kinds.filter((kind) => !existsSync(path.join(siteRoot, islandFileOf(kind))));
}

/** Rewrites CalculatorIsland.astro when the registry changed; true when it wrote. */
export function writeCalculatorIslands(siteRoot: string): boolean {
  const file = path.join(siteRoot, ISLANDS_FILE);
  const source = calculatorIslandSource();
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return false;
  writeFileSync(file, source);
  return true;
}
