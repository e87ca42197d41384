import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, firstSentence, pageDescription } from './page-description.ts';

describe('firstSentence', () => {
  it('takes the first sentence in English and Chinese', () => {
    expect(firstSentence('When the outcome is uncertain, roll a d20. Then add your modifier.', 'en')).toBe(
      'When the outcome is uncertain, roll a d20.',
    );
    expect(firstSentence('当结果不确定时，进行D20检定。掷一个d20。', 'zh')).toBe(
      '当结果不确定时，进行D20检定。',
    );
  });

  it('clips a long sentence at a word, or in Thai at a space between phrases', () => {
    const long = `${'word '.repeat(60)}end.`;
    const clipped = firstSentence(long, 'en');
    expect(clipped.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(clipped).toMatch(/ word…$|^word( word)*…$/);
    const thai = `${'การทอยทดสอบ '.repeat(20)}จบ`;
    const thaiClipped = firstSentence(thai, 'th');
    expect(thaiClipped.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(thaiClipped).toMatch(/การทอยทดสอบ…$/);
  });
});

describe('pageDescription', () => {
  const html = (text: string) => ({ type: 'html' as const, html: text });

  it('reads the first paragraph of the first section in the reader’s language', () => {
    const sections = [
      { blocks: [html('<p>Skipped: English fallback.</p>')], fallback: true },
      {
        blocks: [html('<h2 id="X">X</h2><p>การทอยทดสอบ <button class="dice-inline">d20</button> ใช้ตัดสิน</p>')],
        fallback: false,
      },
    ];
    expect(pageDescription(sections, 'th')).toBe('การทอยทดสอบ d20 ใช้ตัดสิน');
  });

  it('is undefined when no section has a paragraph in the reader’s language', () => {
    expect(pageDescription([{ blocks: [html('<p>English</p>')], fallback: true }], 'th')).toBeUndefined();
    expect(pageDescription([], 'en')).toBeUndefined();
  });
});
