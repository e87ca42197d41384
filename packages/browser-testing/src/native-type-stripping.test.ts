/**
 * The browser suites load their TypeScript through Node's own type stripping, not Playwright's
 * Babel transform: their `test:browser` scripts set PW_DISABLE_TS_ESM, which Playwright reads to
 * leave its TypeScript loader out (decision 558: the cold transforms of about 1,200 files cost
 * about 13 CPU-s a CI run). The knob is Playwright's own, not documented: an upgrade that drops it
 * makes the suites slower, not wrong, and fails here. Type stripping takes erasable syntax only,
 * which `erasableSyntaxOnly` in the tsconfigs holds at type-check time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('TypeScript through Node in the browser suites', () => {
  it("Playwright's test runner still leaves its loader out under PW_DISABLE_TS_ESM", () => {
    const fromTest = createRequire(createRequire(import.meta.url).resolve('@playwright/test/package.json'));
    const playwright = path.dirname(fromTest.resolve('playwright/package.json'));
    const runner = readFileSync(path.join(playwright, 'lib', 'common', 'index.js'), 'utf8');
    expect(runner).toMatch(
      /function registerESMLoader\(\) \{\s+if \(process\.env\.PW_DISABLE_TS_ESM\)\s+return;/,
    );
  });

  it.each(['apps/site', 'apps/workbench'])('%s: `test:browser` sets it', (app) => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['test:browser']).toBe('PW_DISABLE_TS_ESM=1 playwright test');
  });

  it.each(['tsconfig.base.json', 'apps/site/tsconfig.json'])('%s: erasable syntax only', (file) => {
    expect(readFileSync(path.join(repoRoot, file), 'utf8')).toMatch(/"erasableSyntaxOnly": true/);
  });
});
