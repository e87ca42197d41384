/**
 * The package's entry points (package.json `exports`, README "Subpath exports"): each area has
 * its own barrel, and a name has exactly one entry point, so an import says which area it uses.
 */
import { describe, expect, it } from 'vitest';
import corePackage from '../package.json' with { type: 'json' };

const AREAS = ['.', './tables', './calculators', './character', './tracker', './conditions'] as const;

async function runtimeNames(subpath: (typeof AREAS)[number]): Promise<string[]> {
  const source = corePackage.exports[subpath];
  return Object.keys(await import(new URL(`../${source}`, import.meta.url).href));
}

describe('subpath exports', () => {
  it('the package exports each area, in the monorepo and when published', () => {
    for (const subpath of AREAS) {
      const source = corePackage.exports[subpath];
      const folder = subpath === '.' ? '' : `${subpath.slice(2)}/`;
      expect(source).toBe(`./src/${folder}index.ts`);
      expect(corePackage.publishConfig.exports[subpath]).toEqual({
        types: `./dist/${folder}index.d.ts`,
        // `default`, not `import`: require() of the ES module works too (Node 20.19+, 22.12+).
        default: `./dist/${folder}index.js`,
      });
    }
  });

  it('no name has two entry points (the root no longer re-exports the areas)', async () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const subpath of AREAS) {
      const names = await runtimeNames(subpath);
      expect(names.length, subpath).toBeGreaterThan(0);
      for (const name of names) {
        if (owner.has(name)) twice.push(`${name}: ${owner.get(name)} and ${subpath}`);
        owner.set(name, subpath);
      }
    }
    expect(twice).toEqual([]);
  });

  it('each area barrel gives names from its own folder: the tracker its state functions, the tables the registry', async () => {
    const tracker = await runtimeNames('./tracker');
    const tables = await runtimeNames('./tables');
    expect(tracker).toEqual(
      expect.arrayContaining(['createTracker', 'addCreature', 'nextTurn', 'playerView']),
    );
    expect(tables).toEqual(expect.arrayContaining(['getCoreTable', 'coreTables', 'ABILITIES', 'SKILLS']));
    expect(await runtimeNames('.')).toEqual(expect.arrayContaining(['d20Test', 'applyDamage', 'RULE_IDS']));
  });
});
