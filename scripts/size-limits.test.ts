import { describe, expect, it } from 'vitest';
import { longFunctions, sizeProblems } from './size-limits.ts';

const component = (lines: number) =>
  [
    "import type { JSX } from 'preact';",
    'export function Big(): JSX.Element {',
    '  return (',
    '    <div>',
    ...Array.from({ length: lines - 6 }, (_, i) => `      <p>{${i}}</p>`),
    '    </div>',
    '  );',
    '}',
  ].join('\n');

describe('the size step of pnpm lint', () => {
  it('counts a component holding JSX, and an arrow function by its variable name', () => {
    expect(longFunctions('Big.tsx', component(160))).toEqual(new Map([['Big.tsx#Big', 160]]));
    expect(longFunctions('Small.tsx', component(100))).toEqual(new Map());
    const arrow = `export const run = () => {\n${'  void 0;\n'.repeat(120)}};\n`;
    expect([...longFunctions('run.ts', arrow).keys()]).toEqual(['run.ts#run']);
  });

  it('refuses a function over the limit unless listed, and a listed one or a listed file that grew', () => {
    const measured = {
      functions: new Map([
        ['a.tsx#Big', 160],
        ['b.ts#listed', 120],
      ]),
      files: new Map([['c.ts', 401]]),
    };
    const problems = sizeProblems(measured, { functions: { 'b.ts#listed': 120 }, files: { 'c.ts': 400 } });
    expect(problems).toEqual([
      'a.tsx#Big: 160 lines, over 100 (split it into parts with one job each)',
      'c.ts: 401 lines, over 400 (a listed file may shrink, never grow)',
    ]);
    expect(
      sizeProblems(measured, { functions: { 'a.tsx#Big': 160, 'b.ts#listed': 119 }, files: {} }),
    ).toEqual(['b.ts#listed: 120 lines, over 119 (split it into parts with one job each)']);
  });
});
