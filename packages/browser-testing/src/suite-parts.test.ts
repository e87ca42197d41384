import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secondPartPattern, suiteParts } from './suite-parts.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'suite-parts-'));
const FILES = ['10-reading.ts', '41-audits.ts', '41-audits-more.ts', '52-typing.ts', 'helper.ts'];
mkdirSync(dir, { recursive: true });
for (const file of FILES) writeFileSync(path.join(dir, file), '');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MATCH = /\d\d-[\w-]+\.ts$/;

/** The files of `dir` a project takes (its testMatch, less its testIgnore). */
function takes(project: { testMatch?: unknown; testIgnore?: unknown }): string[] {
  const match = project.testMatch as RegExp;
  const ignore = project.testIgnore as RegExp | undefined;
  return FILES.filter((file) => match.test(path.join(dir, file)) && !ignore?.test(path.join(dir, file)));
}

describe('suiteParts', () => {
  it('puts the named files in the second part and every other check in the first: each file once', () => {
    const [first, second] = suiteParts(dir, MATCH, ['41-audits']);
    expect(first?.name).toBe('first');
    expect(second?.name).toBe('second');
    expect(takes(second!)).toEqual(['41-audits.ts']);
    // A longer name that starts with a listed one is not taken with it.
    expect(takes(first!)).toEqual(['10-reading.ts', '41-audits-more.ts', '52-typing.ts']);
  });

  it('gives each part an output folder of its own (Playwright empties it when the part starts)', () => {
    const [first, second] = suiteParts(dir, MATCH, ['52-typing'], 'out');
    expect(first?.outputDir).toBe(path.join('out', 'first'));
    expect(second?.outputDir).toBe(path.join('out', 'second'));
  });

  it('refuses a name that is no check file of the suite (a renamed check is not moved silently)', () => {
    expect(() => suiteParts(dir, MATCH, ['41-audits', '77-gone'])).toThrow(/77-gone/);
    expect(() => suiteParts(dir, MATCH, ['helper'])).toThrow(/helper/);
  });

  it('matches whole file names in any folder', () => {
    const pattern = secondPartPattern(['63-review']);
    expect(pattern.test('/a/checks/63-review.ts')).toBe(true);
    expect(pattern.test('/a/checks/63-review-glossary.ts')).toBe(false);
    expect(pattern.test('/a/checks/x63-review.ts')).toBe(false);
  });
});
