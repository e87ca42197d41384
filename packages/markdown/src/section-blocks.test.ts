import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { createContentParser } from './create-content-processor.ts';
import { parseContentMarkdown } from './parse-content-markdown.ts';
import { sectionBlocks } from './section-blocks.ts';

const MARKDOWN = [
  '## Ability Checks {#AbilityChecks}', // 1
  '',
  'Roll **1d20** and add a [modifier](term:AbilityModifier).', // 3
  '',
  '1. **Roll.** Roll the die.', // 5
  '2. **Add.** Add these:', // 6
  '   - The modifier.', // 7
  '   - The bonus.', // 8
  '',
  '| Task | DC |', // 10
  '|---|---|',
  '| Easy | 10 |', // 12
  '',
  '> A note for the GM.', // 14
  '',
  '::calc{kind="d20-test"}', // 16
  '',
  '---',
  '',
  '```', // 20
  'code',
  '```',
].join('\n');

describe('sectionBlocks', () => {
  it('reads every kind of block in document order, with line, plain text and heading ID', () => {
    expect(sectionBlocks(parseContentMarkdown(MARKDOWN))).toEqual([
      { index: 0, line: 1, kind: 'heading', text: 'Ability Checks', id: 'AbilityChecks' },
      { index: 1, line: 3, kind: 'paragraph', text: 'Roll 1d20 and add a modifier.' },
      { index: 2, line: 5, kind: 'listItem', text: 'Roll. Roll the die.' },
      { index: 3, line: 6, kind: 'listItem', text: 'Add. Add these:' },
      { index: 4, line: 7, kind: 'listItem', text: 'The modifier.' },
      { index: 5, line: 8, kind: 'listItem', text: 'The bonus.' },
      { index: 6, line: 10, kind: 'tableRow', text: 'Task | DC' },
      { index: 7, line: 12, kind: 'tableRow', text: 'Easy | 10' },
      { index: 8, line: 14, kind: 'aside', text: 'A note for the GM.' },
      { index: 9, line: 16, kind: 'directive', text: '::calc{kind="d20-test"}' },
      { index: 10, line: 20, kind: 'code', text: 'code' },
    ]);
  });

  it('gives the same blocks for the tree the content plugins made (IDs moved, dice and terms added)', () => {
    const parser = createContentParser({ locale: 'en', knownTermIds: new Set(['AbilityModifier']) });
    const processed = parser.runSync(parser.parse(MARKDOWN)) as Root;
    expect(sectionBlocks(processed)).toEqual(sectionBlocks(parseContentMarkdown(MARKDOWN)));
  });

  it('reads an alignment marker at a block end off its text, and keeps a malformed one as invalid', () => {
    const blocks = sectionBlocks(
      parseContentMarkdown(
        'สองย่อหน้า **รวมกัน** {en-merge=2}\n\nต่อ {en-split}\n\nผิด {en-join}\n\n- ข้อ {en-split}\n\nเพิ่ม {en-none}',
      ),
    );
    expect(blocks.map(({ text, marker }) => ({ text, marker }))).toEqual([
      { text: 'สองย่อหน้า รวมกัน', marker: { kind: 'merge', count: 2 } },
      { text: 'ต่อ', marker: { kind: 'split' } },
      { text: 'ผิด', marker: { kind: 'invalid', written: '{en-join}' } },
      { text: 'ข้อ', marker: { kind: 'split' } },
      { text: 'เพิ่ม', marker: { kind: 'none' } },
    ]);
  });

  it('does not read a marker in the middle of a block or change the tree', () => {
    const tree = parseContentMarkdown('Text {en-split} more.');
    const before = JSON.stringify(tree);
    expect(sectionBlocks(tree)[0]).toEqual({
      index: 0,
      line: 1,
      kind: 'paragraph',
      text: 'Text {en-split} more.',
    });
    expect(JSON.stringify(tree)).toBe(before);
  });
});
