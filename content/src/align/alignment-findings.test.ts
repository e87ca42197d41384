import { describe, expect, it } from 'vitest';
import { qaSection } from '../qa/section-qa.ts';

const ENGLISH = '## Cover {#Cover}\n\nOne.\n\nTwo.\n\n- A\n- B';

function qa(translation: string) {
  return qaSection({
    id: 'Cover',
    locale: 'th',
    english: { markdown: ENGLISH, depth: 2 },
    translation: { markdown: translation, depth: 2 },
  }).filter((finding) => finding.code.startsWith('content.align.'));
}

describe('alignment findings in the section QA', () => {
  it('finds nothing when every block lines up, merges and splits declared', () => {
    expect(qa('## กำบัง {#Cover}\n\nหนึ่ง\n\nสอง\n\n- ก\n- ข')).toEqual([]);
    expect(qa('## กำบัง {#Cover}\n\nหนึ่งและสอง {en-merge=2}\n\n- ก\n- ข ต้น\n- ข ท้าย {en-split}')).toEqual([]);
  });

  it('reports an undeclared merge at the block where the outlines part, with both outlines side by side', () => {
    const [finding, ...rest] = qa('## กำบัง {#Cover}\n\nหนึ่งและสอง\n\n- ก\n- ข');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      code: 'content.align.mismatch',
      severity: 'error',
      line: 5,
      english: { line: 5, column: 1 },
      params: {
        id: 'Cover',
        locale: 'th',
        block: 2,
        englishBlock: 2,
        found: 'listItem',
        expected: 'paragraph',
      },
    });
    const rows = String(finding?.params.outline).split('\n');
    expect(rows.map((row) => row.split(' | ')[1])).toEqual([
      'en',
      '0 heading {#Cover} “Cover”',
      '1 paragraph “One.”',
      '2 paragraph “Two.”',
      '3 listItem “A”',
      '4 listItem “B”',
    ]);
    expect(rows.map((row) => row.split(' | ')[0]?.trimEnd())).toEqual([
      '  th',
      '  0 heading {#Cover} “กำบัง”',
      '  1 paragraph “หนึ่งและสอง”',
      '> 2 listItem “ก”',
      '  3 listItem “ข”',
      '  —',
    ]);
    expect(finding?.message).toContain('block 2 (listItem) stands where the English has block 2 (paragraph)');
    expect(finding?.message).toContain('> 2 listItem “ก”');
  });

  it('names text past the English, text the translation lacks, and a bad marker', () => {
    const codes = (markdown: string) => qa(markdown).map((finding) => finding.code);
    expect(codes('## กำบัง {#Cover}\n\nหนึ่ง\n\nสอง\n\n- ก\n- ข\n- ค')).toEqual(['content.align.extra']);
    expect(codes('## กำบัง {#Cover}\n\nหนึ่ง\n\nสอง\n\n- ก')).toEqual(['content.align.missing']);
    expect(codes('## กำบัง {#Cover}\n\nหนึ่ง {en-join}\n\nสอง\n\n- ก\n- ข')).toEqual([
      'content.align.marker-invalid',
    ]);
    expect(codes('## กำบัง {#Cover}\n\nหนึ่ง\n\nสอง\n\n- ก {en-split}\n- ข')).toEqual([
      'content.align.marker-misplaced',
    ]);
  });
});
