/**
 * Inline markup nested thousands deep (emphasis, strong, strikethrough, links, images, code spans
 * mixed in) passed the container guard and cost the parser 1.7-9.8 s, then overflowed the tree
 * walks: each is refused before any parse, with its line, in a few milliseconds.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { MAX_INLINE_LOOK_BACK, MAX_INLINE_NESTING, scanInline } from './inline-nesting.ts';
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

describe('scanInline', () => {
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
    expect(scanInline(text).deepest.depth).toBeLessThanOrEqual(4);
  });

  it('stray openers that nothing closes are not nesting (40 of each kind accepted)', () => {
    const stray = {
      underscores: Array.from({ length: 40 }, (_, n) => `_w${n}`).join(' '),
      stars: Array.from({ length: 40 }, (_, n) => `*w${n}`).join(' '),
      brackets: Array.from({ length: 40 }, (_, n) => `[w${n}`).join(' '),
      mixed: Array.from({ length: 40 }, (_, n) => `${'_*['[n % 3]}w${n}`).join(' '),
      // Closers of another kind take back nothing.
      crossed: `${'_a '.repeat(40)}${'b* '.repeat(40)}${'c] '.repeat(40)}`,
    };
    for (const text of Object.values(stray)) {
      expect(nestingProblem(`# T {#T}\n\n${text}\n`)).toBeNull();
      expect(() => parseContentMarkdown(`## T {#T}\n\n${text}\n`)).not.toThrow();
    }
    // Stray openers around real nesting do not hide it: it is still refused at its own line.
    const deep = `x ${'*'.repeat(40)}a${'*'.repeat(40)}`;
    expect(nestingProblem(`# T {#T}\n\n${stray.underscores}\n\n${deep}\n`)).toMatchObject({
      kind: 'inline',
      line: 5,
    });
    // An opener closed in a later paragraph is not closed: paragraphs are counted apart.
    expect(nestingProblem(`${'_a '.repeat(40)}\n\n${'b_ '.repeat(40)}`)).toBeNull();
  });

  it('thousands of stray openers that closers look back over are refused (the parser took 7 s)', () => {
    // 2,000 `*` nothing closes, then 2,000 `_` that may close: each looks back over every `*`.
    const crossed = `${'*a '.repeat(2000)}${'b_ '.repeat(2000)}`;
    const problem = nestingProblem(`# T {#T}\n\nintro\n\n${crossed}\n`);
    expect(problem).toMatchObject({ kind: 'stray', line: 5, limit: MAX_INLINE_LOOK_BACK });
    expect(() => parseContentMarkdown(`## T {#T}\n\n${crossed}\n`)).toThrow(
      expect.objectContaining({ code: 'content.markdown.stray-openers', line: 3 }),
    );
    // Stray openers alone, with nothing looking back over them, are text.
    expect(nestingProblem('_a '.repeat(4000))).toBeNull();
  });

  it('fenced code and code spans are not counted', () => {
    expect(scanInline(`\`\`\`\n${'*'.repeat(500)}\n\`\`\``).deepest.depth).toBe(0);
    expect(scanInline(`a \`${'['.repeat(500)}\` b`).deepest.depth).toBe(0);
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
      worst = Math.max(worst, built - scanInline(text).deepest.depth);
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
