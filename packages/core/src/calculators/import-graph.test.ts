import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every site island loads the registry's shared modules (param-spec, define-calculator), so they
 * must not reach the dice engine or another kind's rules through their value imports: a kind
 * without dice parameters would then ship the dice parser (apps/site page-weight budget).
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** Value imports of a module (type-only imports and re-exports of types are left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
    const [, , typeOnly, names = '', specifier = ''] = match;
    if (typeOnly) continue;
    const inner = /\{([^}]*)\}/.exec(names)?.[1];
    if (inner?.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()))) continue;
    found.push(specifier);
  }
  return found;
}

function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(here, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
      else seen.add(specifier);
    }
  }
  return seen;
}

const relative = (files: Set<string>) =>
  [...files].map((file) => (file.startsWith('/') ? path.relative(here, file) : file));

/** Rule modules that hold only data and import nothing. */
const DATA_ONLY = ['../rules/damage-limits.ts'];

describe('the registry modules every island loads', () => {
  it('the data-only rule modules import nothing', () => {
    for (const file of DATA_ONLY) expect(valueImports(path.resolve(here, file))).toEqual([]);
  });

  for (const entry of ['param-spec.ts', 'define-calculator.ts']) {
    it(`${entry} reaches neither the dice package nor a rule module`, () => {
      const files = relative(reached(entry));
      expect(files).not.toContain('@polyhedral/dice');
      // Only the damage limits and types (plain data, no imports) may be reached: the value check
      // of damage parts (checkDamageParts) reads them.
      expect(files.filter((file) => file.startsWith('../rules/') && !DATA_ONLY.includes(file))).toEqual([]);
    });
  }

  it('the text parameters load the dice parser and syntax, not the save-for-half rule', () => {
    const files = relative(reached('text-params.ts'));
    expect(files).toContain('@polyhedral/dice');
    expect(files).not.toContain('../rules/save-half-targets.ts');
    expect(files).not.toContain('../rules/d20-test.ts');
  });
});
