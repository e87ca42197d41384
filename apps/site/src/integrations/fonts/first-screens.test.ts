import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../lib/built-html.ts';
import { estimatedLines, firstScreensText, LINE_WIDTH, lateSections, sectionSizes } from './first-screens.ts';

/** A rule section of `lines` full phone lines of Chinese text, one paragraph a line. */
const section = (id: string, text: string, lines = 1) =>
  `<div class="rule-section" data-section="${id}">${`<p>${text.repeat(LINE_WIDTH / text.length)}</p>`.repeat(lines)}</div>`;

/** The first element of an HTML fragment. */
const element = (html: string): Element =>
  parseHtml(html).children.flatMap((node) => (node.type === 'element' ? [node] : []))[0]!;

describe('first screens', () => {
  it('estimates lines: wrapped text, one line per block at least, headings, fields, table rows by their tallest cell', () => {
    // 2 lines and the space after a paragraph.
    expect(estimatedLines(element(`<p>${'中'.repeat(LINE_WIDTH + 1)}</p>`))).toBe(2.5);
    const div = element(
      '<div id="x"><h2>标题</h2><input value="8"><table><tr><td>甲</td><td>乙乙乙乙乙乙乙乙乙乙乙乙乙乙乙乙</td></tr></table></div>',
    );
    // h2: 1 + 1.5; input: 2; table: a row of two 11-wide cells, the second 16 wide -> 2 lines, + 0.5.
    expect(estimatedLines(div)).toBe(2.5 + 2 + 2.5);
  });

  it('keeps the first sections up to the budget early, and a later section with a form field', () => {
    const tree = parseHtml(
      `<body>${section('A', '甲', 50)}${section('B', '乙', 50)}${section('C', '丙', 5)}<div class="rule-section" data-section="D"><p>丁</p><input></div>${section('E', '戊', 5)}</body>`,
    );
    const late = [...lateSections(tree, 60)].map((element) => element.properties.dataSection);
    // A: 75 lines estimated, so B starts after 75 >= 60: B, C and E are late; D has a field.
    expect(late).toEqual(['B', 'C', 'E']);
  });

  it('leaves late sections, hidden elements and closed details (but their summaries) out of the first screens', () => {
    const text = firstScreensText(
      parseHtml(
        `<body><h1>标题</h1>${section('A', '甲', 80)}${section('B', '乙', 1)}<div hidden><span>定义</span></div><details><summary>摘要</summary><p>细节</p></details><details open><summary>开</summary><p>展开</p></details></body>`,
      ),
    );
    expect(text).toContain('标题');
    expect(text).toContain('甲');
    expect(text).not.toContain('乙');
    expect(text).not.toContain('定义');
    expect(text).toContain('摘要');
    expect(text).not.toContain('细节');
    expect(text).toContain('展开');
  });

  it('gives each section its estimate as its placeholder height', () => {
    const css = sectionSizes(parseHtml(`<body>${section('A', '甲', 4)}${section('B c', '乙', 1)}</body>`));
    expect(css).toBe('.rule-section[data-section="A"]{contain-intrinsic-block-size:auto 9rem}');
  });
});
