import { parseContentMarkdown, sectionBlocks } from '@polyhedral/markdown';
import { describe, expect, it } from 'vitest';
import { alignBlocks } from './align-blocks.ts';

const blocks = (markdown: string) => sectionBlocks(parseContentMarkdown(markdown));
const EN = blocks('## Title {#T}\n\nOne.\n\nTwo.\n\n- A\n- B\n\n| x |\n|---|\n| 1 |\n\n::table{id="X"}');

describe('alignBlocks', () => {
  it('pairs blocks one to one in order', () => {
    const th = blocks('## หัว {#T}\n\nหนึ่ง\n\nสอง\n\n- ก\n- ข\n\n| x |\n|---|\n| 1 |\n\n::table{id="X"}');
    expect(alignBlocks(EN, th)).toEqual({ ok: true, en: [[0], [1], [2], [3], [4], [5], [6], [7]] });
  });

  it('follows a declared merge and a declared split', () => {
    const th = blocks(
      '## หัว {#T}\n\nหนึ่งและสอง {en-merge=2}\n\n- ก\n- ข ตอนแรก\n- ข ตอนหลัง {en-split}\n\n| x |\n|---|\n| 1 |\n\n::table{id="X"}',
    );
    expect(alignBlocks(EN, th)).toEqual({ ok: true, en: [[0], [1, 2], [3], [4], [4], [5], [6], [7]] });
  });

  it('leaves a block the translation adds on purpose without English', () => {
    const th = blocks(
      'คำนำของฉบับแปล {en-none=free-rules-2024-th}\n\n## หัว {#T}\n\nหนึ่ง\n\nสอง\n\n- ก\n- ข\n\n| x |\n|---|\n| 1 |\n\n::table{id="X"}',
    );
    expect(alignBlocks(EN, th)).toEqual({ ok: true, en: [[], [0], [1], [2], [3], [4], [5], [6], [7]] });
  });

  it('refuses a block without English that does not name its source (none-unsourced)', () => {
    const result = alignBlocks(EN, blocks('คำนำของฉบับแปล {en-none}\n\n## หัว {#T}'));
    expect(result).toMatchObject({ ok: false, mismatch: { reason: 'none-unsourced' } });
  });

  it('never guesses: an undeclared merge parts the outlines where the kinds differ', () => {
    const th = blocks('## หัว {#T}\n\nหนึ่งและสอง\n\n- ก\n- ข\n\n| x |\n|---|\n| 1 |\n\n::table{id="X"}');
    const result = alignBlocks(EN, th);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.mismatch.reason).toBe('kind');
    expect(result.mismatch.translated?.kind).toBe('listItem');
    expect(result.mismatch.english).toMatchObject({ index: 2, kind: 'paragraph', text: 'Two.' });
  });

  it('names a heading with another ID, text left over on either side, and a bad or misplaced marker', () => {
    const reason = (markdown: string) => {
      const result = alignBlocks(blocks('## A {#A}\n\nOne.\n\nTwo.'), blocks(markdown));
      return result.ok ? 'ok' : result.mismatch.reason;
    };
    expect(reason('## ก {#B}\n\nหนึ่ง\n\nสอง')).toBe('heading-id');
    expect(reason('## ก {#A}\n\nหนึ่ง\n\nสอง\n\nสาม')).toBe('extra');
    expect(reason('## ก {#A}\n\nหนึ่ง')).toBe('missing');
    expect(reason('## ก {#A}\n\nหนึ่ง {en-join=2}\n\nสอง')).toBe('marker-invalid');
    expect(reason('หนึ่ง {en-split}')).toBe('split-first');
    expect(reason('## ก {#A}\n\nหนึ่ง\n\n- สอง {en-split}')).toBe('split-kind');
    expect(reason('## ก {#A}\n\nหนึ่ง {en-merge=3}')).toBe('extra');
  });
});
