import { describe, expect, it } from 'vitest';
import { withoutAlignmentMarkers } from './alignment-marker.ts';
import { contentText } from './content-text.ts';

describe('contentText', () => {
  it('gives the text without markup, the heading without its ID, lists as lines, tables as rows', () => {
    const markdown = [
      '## Prone {#ProneCondition}',
      '',
      'While you have the **Prone** condition, you fall [prone](term:ProneCondition):',
      '',
      '- Your only movement option is to crawl.',
      '- See [D20 Tests](rule:D20Tests).',
      '',
      '| Roll | Result |',
      '| --- | --- |',
      '| 1 | Miss |',
      '',
      '::table{id="Covertable"}',
      '',
      '::calc{kind="d20-test" bonus="5"}',
    ].join('\n');
    const result = contentText(markdown);
    expect(result.text).toBe(
      [
        'Prone',
        'While you have the Prone condition, you fall prone:',
        '- Your only movement option is to crawl.\n- See D20 Tests.',
        'Roll | Result\n1 | Miss',
      ].join('\n\n'),
    );
    expect(result.rules).toEqual(['D20Tests']);
    expect(result.terms).toEqual(['ProneCondition']);
    expect(result.tables).toEqual(['Covertable']);
    expect(result.calculators).toEqual(['d20-test']);
  });

  it('numbers an ordered list from its start and names each link once', () => {
    const result = contentText('3. [A](term:X) and [again](term:X)\n4. [B](rule:Y)');
    expect(result.text).toBe('3. A and again\n4. B');
    expect(result.terms).toEqual(['X']);
    expect(result.rules).toEqual(['Y']);
  });

  it('is empty for an empty intro', () => {
    expect(contentText('')).toEqual({ text: '', rules: [], terms: [], tables: [], calculators: [] });
  });

  it('drops bold that closes after CJK punctuation, as the page renders it', () => {
    const zh = contentText('**掷一颗 d20 骰子。**你加上调整值。\n\n- **优势：**掷两颗。');
    expect(zh.text).toBe('掷一颗 d20 骰子。你加上调整值。\n\n- 优势：掷两颗。');
    expect(zh.text).not.toContain('*');
  });

  it('indents a nested list once under its item', () => {
    const text = contentText('1. **Add.** Add these:\n   - **One.** A.\n   - Two.\n2. Last.').text;
    expect(text).toBe('1. Add. Add these:\n  - One. A.\n  - Two.\n2. Last.');
  });
});

// The class: every alignment marker kind (src/alignment-marker.ts) at the end of every kind of
// block a marker can close, and any other `{…}` marker a writer might leave.
describe('plain text is plain (no private marker in the API text or markdown)', () => {
  const MARKERS = [
    '{en-none}',
    '{en-none=free-rules-2024-th}',
    '{en-split}',
    ...[2, 3, 4, 5, 6, 7, 8, 9].map((count) => `{en-merge=${count}}`),
    '{en-join}',
    '{en-}',
  ];
  const BLOCKS = [
    (marker: string) => `First paragraph.\n\nA paragraph **bold** ${marker}`,
    (marker: string) => `Intro.\n\n- an item ${marker}\n- another item`,
    (marker: string) => `Intro.\n\n1. an item\n   - nested ${marker}`,
    (marker: string) => `Intro.\n\n> an aside ${marker}`,
    (marker: string) => `Intro.\n\nA line\nand its continued line ${marker}`,
  ];
  const cases = MARKERS.flatMap((marker) => BLOCKS.map((block) => [marker, block(marker)] as const));

  it('takes every alignment marker out of the text and the markdown', () => {
    for (const [marker, markdown] of cases) {
      expect(contentText(markdown).text, marker).not.toMatch(/\{[#a-z]/i);
      expect(withoutAlignmentMarkers(markdown), marker).not.toContain('{en-');
    }
    console.log(`alignment markers: ${cases.length} of ${cases.length} block-and-marker cases plain`);
  });

  it.each(['{foo}', '{x=y}', '{#Loose}', '{en-none} and after', '{NOTE}'])(
    'refuses a marker no walk takes out (%s), naming it',
    (marker) => {
      expect(() => contentText(`A paragraph ${marker} in the middle.`)).toThrow(/private marker \{/);
    },
  );

  it('keeps braces a code block holds', () => {
    expect(contentText('```json\n{"a": {x}}\n```').text).toBe('{"a": {x}}');
  });
});
