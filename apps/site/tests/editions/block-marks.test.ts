import { describe, expect, it } from 'vitest';
import { blockMarkProblems, markedSections } from './block-marks.ts';

const EN = '## Checks {#Checks}\n\nOne.\n\n- A\n\n::table{id="X"}';
const ZH = '## 检定 {#Checks}\n\n一。\n\n二。{en-split}\n\n- 甲\n\n::table{id="X"}';

function page(blocks: string): string {
  return `<html><body><div class="rule-section" data-section="Checks">${blocks}</div></body></html>`;
}

const RIGHT =
  '<h2 id="Checks" data-b="0" data-en="0">检定</h2><p data-b="1" data-en="1">一。</p><p data-b="2" data-en="1">二。</p>' +
  '<ul><li data-b="3" data-en="2">甲</li></ul><div data-b="4" data-en="3"><table></table></div>';

describe('block marks of a built rule page', () => {
  it('reads the marked elements of each section in document order', () => {
    expect(
      markedSections(page(RIGHT))
        .get('Checks')
        ?.map((block) => `${block.tag}:${block.b}:${block.en}`),
    ).toEqual(['h2:0:0', 'p:1:1', 'p:2:1', 'li:3:2', 'div:4:3']);
  });

  it('accepts marks that match the blocks and their alignment', () => {
    expect(blockMarkProblems(markedSections(page(RIGHT)).get('Checks')!, ZH, EN)).toEqual([]);
  });

  it('names a mark on the wrong element, a wrong English index, a missing mark', () => {
    const marked = (html: string) => blockMarkProblems(markedSections(page(html)).get('Checks')!, ZH, EN);
    expect(marked(RIGHT.replace('<li data-b="3"', '<li').replace('<ul>', '<ul data-b="3"'))).toEqual([
      'block 3 (listItem) on <ul>',
    ]);
    expect(marked(RIGHT.replace('data-b="2" data-en="1"', 'data-b="2" data-en="2"'))).toEqual([
      'block 2 data-en="2", expected "1"',
    ]);
    expect(marked(RIGHT.replace(' data-b="4" data-en="3"', ''))).toEqual(['4 marked elements for 5 blocks']);
  });

  it('wants no English indexes on English text', () => {
    const english =
      '<h2 data-b="0">Checks</h2><p data-b="1">One.</p><ul><li data-b="2">A</li></ul><div data-b="3"></div>';
    expect(blockMarkProblems(markedSections(page(english)).get('Checks')!, EN, undefined)).toEqual([]);
    expect(
      blockMarkProblems(
        markedSections(page(english.replace('"1"', '"1" data-en="1"'))).get('Checks')!,
        EN,
        undefined,
      ),
    ).toEqual(['block 1 data-en="1", expected "undefined"']);
  });
});
