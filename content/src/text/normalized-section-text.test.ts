/**
 * One whitespace normalization (issue 72 item 4): a trailing space, CRLF or a final newline is not
 * an edit, for the hash (sectionTextHash = Web Crypto's approvalTextHash) and for the writer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { approvalTextHash } from '../trust/approval-text-hash.ts';
import { normalizedSectionText, sameSectionText } from './normalized-section-text.ts';

describe('normalizedSectionText', () => {
  it('drops line-end spaces and tabs, CR, surrounding blank lines; keeps inner spacing and spelling', async () => {
    expect(normalizedSectionText('\n\n## A {#A}  \r\n\r\ntext\t \r\n  indented\n\n')).toBe(
      '## A {#A}\n\ntext\n  indented',
    );
    expect(normalizedSectionText('a  b')).toBe('a  b');
    expect(sameSectionText('ก\u0e33', 'ก\u0e4d\u0e32')).toBe(false);
    const a = '## A {#A}\n\nข้อความ';
    expect(sectionTextHash(`${a}   \r\n`)).toBe(sectionTextHash(a));
    expect(await approvalTextHash(`${a}   \r\n`)).toBe(sectionTextHash(a));
  });

  it('the content writer writes the normalized text: a trailing space typed on a phone is not kept', () => {
    const root = copyFixture('valid');
    const model = loadContent({ root });
    const section = model.sections.get('DiceNotation')!.th!;
    const saved = saveSection(model, 'th', 'DiceNotation', `${section.markdown}   \n\nเพิ่ม  \n`, {
      base: sectionTextHash(section.markdown),
    });
    expect(saved.ok).toBe(true);
    const written = readFileSync(path.join(root, section.file), 'utf8');
    expect(written).toContain(`${section.markdown}\n\nเพิ่ม\n`);
    expect(written).not.toMatch(/[ \t]+$/m);
  });
});
