import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatShare, PERCENT_DIGITS } from './format.ts';

const SRC = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('one precision for percentages on a page (issue 30)', () => {
  it('formatShare: two decimals, more only for a share that would read 0.00% or 100.00%', () => {
    expect(PERCENT_DIGITS).toBe(2);
    expect(formatShare('en', 0.5)).toBe('50.00%');
    expect(formatShare('en', 0.1234)).toBe('12.34%');
    expect(formatShare('en', 0.975)).toBe('97.50%');
    expect(formatShare('en', 1 / 1679616)).toBe('0.000060%');
    expect(formatShare('en', 0)).toBe('0.00%');
    expect(formatShare('en', 1)).toBe('100.00%');
    expect(formatShare('zh', 0.05)).toBe('5.00%');
  });

  it('no calculator, the tracker or the dice popover formats a percentage with digits of its own', () => {
    const own = [
      ...sources(join(SRC, 'calculators')),
      ...sources(join(SRC, 'tracker')),
      ...sources(join(SRC, 'browser')),
    ]
      .filter((path) => !path.endsWith(join('shared', 'format.ts')))
      .filter((path) => /formatPercent\(|style: 'percent'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(own).toEqual([]);
  });
});

describe('formatShare as the dice popover writes chances', () => {
  it("shows ordinary chances with the calculators' two decimals (a d20 face is 5%, 2d6 = 7 is 1/6)", () => {
    expect(formatShare('en', 1 / 20)).toBe('5.00%');
    expect(formatShare('en', 1 / 6)).toBe('16.67%');
  });

  it('never rounds a possible total to 0% or a possible miss to 100%', () => {
    expect(formatShare('en', 1 / 1679616)).toBe('0.000060%');
    expect(formatShare('en', 1 - 1 / 1679616)).toBe('99.999940%');
    expect(formatShare('en', 1 / 400)).toBe('0.25%');
  });

  it('writes certain and impossible outcomes with the same decimals, in the reader locale', () => {
    expect(formatShare('en', 0)).toBe('0.00%');
    expect(formatShare('en', 1)).toBe('100.00%');
    expect(formatShare('th', 0.5)).toBe('50.00%');
  });
});
