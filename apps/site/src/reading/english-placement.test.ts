import { describe, expect, it } from 'vitest';
import { placeEnglish, rowCells } from './english-placement.ts';

describe('where the English goes', () => {
  it('shows each English block once: a merge under its block, a split under the last part', () => {
    // blocks: 0 -> 0; 1 -> 1 2 (merge); 2 and 3 -> 3 (split); 4 -> 4
    expect(placeEnglish([[0], [1, 2], [3], [3], [4]])).toEqual([[0], [1, 2], [], [3], [4]]);
  });

  it('leaves out what is not shown (a calculator directive)', () => {
    expect(placeEnglish([[0], [1], [2]], (index) => index !== 1)).toEqual([[0], [], [2]]);
  });

  it("splits a row's text into its cells, or keeps it whole when the count differs", () => {
    expect(rowCells('Strength | Athletics', 2)).toEqual(['Strength', 'Athletics']);
    expect(rowCells('a | b | c', 2)).toEqual(['a | b | c']);
  });
});
