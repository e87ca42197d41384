import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALCULATOR_KIND_NAMES } from '@polyhedral/core/calculators';
import { describe, expect, it } from 'vitest';
import {
  calculatorIslandSource,
  componentNameOf,
  ISLANDS_FILE,
  islandFileOf,
  kindsWithoutIsland,
} from './calculator-islands.ts';

const siteRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('calculator islands follow the registry', () => {
  it.each(CALCULATOR_KIND_NAMES.map((kind) => [kind]))('%s has its island', (kind) => {
    expect(kindsWithoutIsland(siteRoot, [kind]), `no ${islandFileOf(kind)} for the kind ${kind}`).toEqual([]);
  });

  it(`${ISLANDS_FILE} is written from the registry (pnpm --filter @polyhedral/site calculator-islands)`, () => {
    expect(readFileSync(path.join(siteRoot, ISLANDS_FILE), 'utf8')).toBe(calculatorIslandSource());
  });

  it('names a kind without an island, and writes one import and one line per kind', () => {
    expect(kindsWithoutIsland(siteRoot, ['dice', 'long-jump'])).toEqual(['long-jump']);
    const source = calculatorIslandSource(['dice', 'level-from-xp']);
    expect(source).toContain("import LevelFromXp from '../calculators/level-from-xp/index.tsx';");
    expect(source).toContain("  'level-from-xp': LevelFromXp,");
    expect(source).toContain("{kind === 'level-from-xp' && <LevelFromXp client:interact {...props} />}");
    expect(source.match(/client:interact/g)).toHaveLength(2);
    expect(componentNameOf('d20-test')).toBe('D20Test');
  });
});
