import { describe, expect, it } from 'vitest';
import { blockMarkProblems, pageSections } from './block-marks.ts';

const EN = '## Checks {#Checks}\n\nOne.\n\n- A\n\n::table{id="X"}';
const ZH = '## 检定 {#Checks}\n\n一。\n\n二。{en-split}\n\n- 甲\n\n::table{id="X"}';
const ZH_INDEXES = [[0], [1], [1], [2], [3]];

function page(blocks: string): string {
  return `<html><body><div class="rule-section" data-section="Checks">${blocks}</div></body></html>`;
}

const RIGHT =
  '<h2 id="Checks">检定</h2><p class="notice">旧</p><p>一。</p><p>二。</p>' +
  '<ul><li>甲</li></ul><div data-b><table><tr><td>x</td></tr></table></div>';

const found = (html: string) => pageSections(page(html)).get('Checks')!;

describe('the blocks of a built rule page', () => {
  it('finds the blocks of each section in document order, unmarked', () => {
    expect(found(RIGHT)).toEqual({ tags: ['h2', 'p', 'p', 'li', 'div'], marks: 0 });
  });

  it('accepts blocks and an English file that match the blocks and their alignment', () => {
    expect(blockMarkProblems(found(RIGHT), ZH, EN, ZH_INDEXES)).toEqual([]);
  });

  it('names a missing block, a mark left in the HTML, a wrong English index', () => {
    expect(blockMarkProblems(found(RIGHT.replace('<p>二。</p>', '')), ZH, EN, ZH_INDEXES)).toEqual([
      '4 block elements for 5 blocks',
    ]);
    expect(blockMarkProblems(found(RIGHT.replace('<p>一', '<p data-b="1">一')), ZH, EN, ZH_INDEXES)).toEqual([
      '1 elements carry a block mark',
    ]);
    expect(blockMarkProblems(found(RIGHT), ZH, EN, [[0], [1], [2], [2], [3]])).toEqual([
      'english.json indexes [[0],[1],[2],[2],[3]], expected [[0],[1],[1],[2],[3]]',
    ]);
  });

  it('wants no English file for English text', () => {
    const english = '<h2>Checks</h2><p>One.</p><ul><li>A</li></ul><div data-b></div>';
    expect(blockMarkProblems(found(english), EN, undefined, undefined)).toEqual([]);
    expect(blockMarkProblems(found(english), EN, undefined, [[0]])).toEqual([
      'english.json indexes [[0]], expected undefined',
    ]);
  });
});
