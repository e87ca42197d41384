import { describe, expect, it } from 'vitest';
import {
  attribute,
  everyText,
  findElements,
  firstElement,
  hasToken,
  isTag,
  parseHtml,
  replaceRanges,
  sourceRange,
  tagRange,
  textContent,
  visibleText,
} from './built-html.ts';

const page = [
  '<!doctype html><html lang="zh"><head><meta charset="utf-8"><title>伤害 &amp; 治疗</title>',
  '<script>const tag = "<p>脚本</p>"; if (a &amp;&amp; b) {}</script>',
  '<style>.a::after{content:"样式"}</style></head>',
  '<body><h1 class="title main" data-term="Hit&amp;Points">&#x4E2D;&#20013;&nbsp;&mdash;&bogus;</h1>',
  '<!-- 注释 -->',
  '<astro-island component-url="/_astro/a.js?x=1&amp;y=2" props="{&quot;m&quot;:&quot;错误 &gt; 1&quot;}"></astro-island>',
  '<button data-open-modal disabled>搜索</button>',
  '<template id="t"><p>模板</p></template>',
  '<p>一<b>二</b>三</p></body></html>',
].join('');
const tree = parseHtml(page);

describe('parseHtml and the text of a page', () => {
  it('decodes character references in text: &amp;, &#x4E2D;, &#20013;, &nbsp;, &mdash; (an unknown one stays)', () => {
    const h1 = firstElement(tree, isTag('h1'))!;
    expect(textContent(h1)).toBe('中中\u00a0\u2014&bogus;');
    expect(textContent(firstElement(tree, isTag('title'))!)).toBe('伤害 & 治疗');
  });

  it('keeps script and style text as written: a script holds no tags and decodes no references', () => {
    expect(textContent(firstElement(tree, isTag('script'))!)).toBe(
      'const tag = "<p>脚本</p>"; if (a &amp;&amp; b) {}',
    );
    expect(findElements(tree, isTag('p'))).toHaveLength(1);
  });

  it('visible text leaves out scripts, styles, templates, comments and attributes, a space where a tag was', () => {
    const visible = visibleText(tree);
    expect(visible).toContain('伤害 & 治疗');
    expect(visible).toContain('中中\u00a0\u2014&bogus;');
    expect(visible).toContain('一 二 三');
    for (const hidden of ['脚本', '样式', '模板', '注释', '错误', 'Hit&Points'])
      expect(visible).not.toContain(hidden);
  });

  it('visible text can leave out chosen elements', () => {
    const body = firstElement(tree, isTag('body'))!;
    expect(visibleText(body, isTag('b', 'h1', 'button'))).toBe('一 三');
  });

  it('every text holds scripts, styles, comments, template content and attribute values, decoded', () => {
    const all = everyText(tree);
    for (const shown of ['脚本', '样式', '注释', '模板', '错误 > 1', 'Hit&Points', '/_astro/a.js?x=1&y=2'])
      expect(all).toContain(shown);
  });
});

describe('elements and attributes', () => {
  it('reads attributes by their hast names, decoded', () => {
    const island = firstElement(tree, isTag('astro-island'))!;
    expect(attribute(island, 'component-url')).toBe('/_astro/a.js?x=1&y=2');
    expect(JSON.parse(attribute(island, 'props')!)).toEqual({ m: '错误 > 1' });
    expect(attribute(island, 'client')).toBeUndefined();
    const h1 = firstElement(tree, isTag('h1'))!;
    expect(attribute(h1, 'dataTerm')).toBe('Hit&Points');
    expect(attribute(h1, 'className')).toBe('title main');
    expect(hasToken(h1, 'className', 'main')).toBe(true);
    expect(hasToken(h1, 'className', 'mai')).toBe(false);
    expect(attribute(firstElement(tree, isTag('html'))!, 'lang')).toBe('zh');
  });

  it('gives a bare attribute as the empty string', () => {
    const button = firstElement(tree, isTag('button'))!;
    expect(attribute(button, 'dataOpenModal')).toBe('');
    expect(attribute(button, 'disabled')).toBe('');
  });

  it('finds elements in document order, not inside a template’s content', () => {
    expect(findElements(tree, isTag('p', 'b')).map((element) => element.tagName)).toEqual(['p', 'b']);
    expect(firstElement(tree, (element) => textContent(element) === '模板')).toBeUndefined();
  });

  it('a value holding ">" or tag-like text stays a value', () => {
    const fragment = parseHtml('<a title="x > y" data-note="<b>not bold</b>">link</a>', { fragment: true });
    const link = firstElement(fragment, isTag('a'))!;
    expect(attribute(link, 'title')).toBe('x > y');
    expect(findElements(fragment, isTag('b'))).toEqual([]);
    expect(visibleText(fragment)).toBe('link');
  });
});

describe('positions and editing the source', () => {
  const html = '<site-search data-translations="{&quot;a&quot;:1}"><kbd class="k">K</kbd></site-search>';
  const fragment = parseHtml(html, { fragment: true, tagPositions: true });
  const search = firstElement(fragment, isTag('site-search'))!;
  const kbd = firstElement(fragment, isTag('kbd'))!;

  it('knows where an element, its tags and its attributes are', () => {
    const range = (found: { start: number; end: number } | undefined) =>
      found ? html.slice(found.start, found.end) : undefined;
    expect(range(sourceRange(kbd))).toBe('<kbd class="k">K</kbd>');
    expect(range(tagRange(kbd, 'start'))).toBe('<kbd class="k">');
    expect(range(tagRange(kbd, 'end'))).toBe('</kbd>');
    expect(range(tagRange(search, { attribute: 'dataTranslations' }))).toBe(
      'data-translations="{&quot;a&quot;:1}"',
    );
    expect(tagRange(search, { attribute: 'hidden' })).toBeUndefined();
  });

  it('has no tag positions without tagPositions, and no end tag the source left out', () => {
    expect(
      tagRange(firstElement(parseHtml(html, { fragment: true }), isTag('kbd'))!, 'start'),
    ).toBeUndefined();
    const open = parseHtml('<p>one<p>two', { fragment: true, tagPositions: true });
    expect(tagRange(firstElement(open, isTag('p'))!, 'end')).toBeUndefined();
  });

  it('replaces ranges, whatever their order, leaving the rest as it was', () => {
    const start = tagRange(kbd, 'start')!;
    const value = tagRange(search, { attribute: 'dataTranslations' })!;
    expect(
      replaceRanges(html, [
        { start: start.start + 4, end: start.start + 4, text: ' aria-hidden="true"' },
        { ...value, text: 'data-translations="{}"' },
      ]),
    ).toBe('<site-search data-translations="{}"><kbd aria-hidden="true" class="k">K</kbd></site-search>');
  });
});
