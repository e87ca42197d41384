import { describe, expect, it } from 'vitest';
import { slicesHolding } from './gap-slices.ts';

describe('the slices that fill a face’s gaps', () => {
  it('finds Noto Sans TC’s slices for 酶 and 哐, which its Traditional file lacks (fifth reading H8)', () => {
    const codes = ['酶', '哐'].map((char) => char.codePointAt(0)!);
    expect(slicesHolding('noto-sans-tc', 400, codes, [])).toEqual([
      'noto-sans-tc-30-400-normal.woff2',
      'noto-sans-tc-79-400-normal.woff2',
    ]);
  });

  it('reads the unicode-range of each rule and leaves out the files already used', () => {
    const css = [
      "@font-face { font-family: 'X'; src: url(./files/x-1-400-normal.woff2) format('woff2'); unicode-range: U+4E00-4E0F; }",
      "@font-face { font-family: 'X'; src: url(./files/x-2-400-normal.woff2) format('woff2'); unicode-range: U+54D0, U+9176; }",
    ].join('\n');
    expect(slicesHolding('x', 400, [0x9176], [], css)).toEqual(['x-2-400-normal.woff2']);
    expect(slicesHolding('x', 400, [0x9176], ['x-2-400-normal.woff2'], css)).toEqual([]);
    expect(slicesHolding('x', 400, [0x4e05, 0x54d0], [], css)).toEqual([
      'x-1-400-normal.woff2',
      'x-2-400-normal.woff2',
    ]);
  });
});
