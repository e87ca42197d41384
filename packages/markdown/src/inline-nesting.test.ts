/**
 * Inline markup nested thousands deep (emphasis, strong, strikethrough, links, images, code spans
 * mixed in) passed the container guard and cost the parser 1.7-9.8 s, then overflowed the tree
 * walks: each is refused before any parse, with its line, in a few milliseconds.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { deepestInlineNesting, MAX_INLINE_NESTING } from './inline-nesting.ts';
import { MarkdownTooDeepError, nestingProblem } from './nesting-depth.ts';
import { parseContentMarkdown } from './parse-content-markdown.ts';
import { remarkCjkEmphasis } from './remark-cjk-emphasis.ts';
import { renderContent } from './render-content.ts';
import { deepestNode } from './tree-depth.ts';

/** The nested-inline family at `depth`: one text per kind, all under the section size limit. */
export function nestedInline(depth: number): Record<string, string> {
  const half = (open: string, close: string) => `x ${open.repeat(depth)}a${close.repeat(depth)}`;
  return {
    emphasis: half('*', '*'),
    underscore: half('_', '_'),
    strong: half('**', '**'),
    strikethrough: half('~~a ', ' a~~'),
    images: half('![', '](i.png)'),
    links: half('[', '](/x)'),
    words: `${'*a '.repeat(depth)}b${' c*'.repeat(depth)}`,
    mixed: half('*`c`_[~~', '~~](/x)_*'),
  };
}

describe('deepestInlineNesting', () => {
  for (const depth of [1000, 10_000]) {
    it.each(Object.entries(nestedInline(depth)))(
      `%s at ${depth}: refused before parsing, at its line`,
      (_, text) => {
        const problem = nestingProblem(`# T {#T}\n\nintro\n\n${text}\n`);
        expect(problem).toMatchObject({ kind: 'inline', line: 5, limit: MAX_INLINE_NESTING });
        expect(problem!.depth).toBeGreaterThanOrEqual(depth);
      },
    );
  }

  it('real writing stays far under the limit', () => {
    const text = [
      '***Bold italic*** with a [link](/x) and an ![image](i.png), `co*de*` and ~~struck~~.',
      '1. **将总和与目标数字比较。**如果 d20 ……',
      '2. **填写细节。**根据你已做出的选择',
      '3. **ทอย d20** แล้ว _บวก_ ค่าปรับ 2 * 3 = 6, snake_case_name',
      '| **a** | *b* |',
      '| --- | --- |',
      '| [**c**](/x) | ~d~ |',
    ].join('\n');
    expect(deepestInlineNesting(text).depth).toBeLessThanOrEqual(4);
  });

  it('fenced code and code spans are not counted', () => {
    expect(deepestInlineNesting(`\`\`\`\n${'*'.repeat(500)}\n\`\`\``).depth).toBe(0);
    expect(deepestInlineNesting(`a \`${'['.repeat(500)}\` b`).depth).toBe(0);
  });

  it('never counts fewer levels than the parser builds, less two (1,000 random nestings)', () => {
    const parser = unified().use(remarkParse).use(remarkCjkEmphasis).use(remarkGfm);
    const wraps = ['*', '_', '**', '__', '~~', '~'].map((mark) => (text: string) => `${mark}${text}${mark}`);
    wraps.push(
      (text) => `[${text}](/x)`,
      (text) => `![${text}](i.png)`,
    );
    const words = ['a', 'ก', '字', '`c`', ' a ', '。', '!', 'a b', '你'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let worst = 0;
    for (let round = 0; round < 1000; round += 1) {
      let text = words[random(words.length)]!;
      for (let level = 0, levels = 1 + random(40); level < levels; level += 1) {
        text = wraps[random(wraps.length)]!(text);
        if (random(3) === 0) text = words[random(words.length)]! + text;
        if (random(3) === 0) text += words[random(words.length)]!;
      }
      // The tree's depth below its paragraph (root -> paragraph -> inline).
      const built = deepestNode(parser.parse(text)).depth - 2;
      worst = Math.max(worst, built - deepestInlineNesting(text).depth);
    }
    expect(worst).toBeLessThanOrEqual(2);
  });
});

describe('the parse entry points refuse, never overflow', () => {
  it.each(Object.entries(nestedInline(3000)))(
    '%s: parseContentMarkdown and renderContent throw MarkdownTooDeepError',
    (_, text) => {
      const markdown = `## T {#T}\n\n${text}\n`;
      for (const run of [
        () => parseContentMarkdown(markdown),
        () => renderContent(markdown, { locale: 'en' }),
      ]) {
        expect(run).toThrow(MarkdownTooDeepError);
      }
      try {
        parseContentMarkdown(markdown);
      } catch (error) {
        expect(error).toMatchObject({ code: 'content.markdown.inline-too-deep', line: 3 });
      }
    },
  );
});
