import { describe, expect, it } from 'vitest';
import { qaSection } from './section-qa.ts';

function codes(english: string, translation: string, locale: 'th' | 'zh' = 'zh'): string[] {
  return qaSection({
    id: 'Cover',
    locale,
    english: { markdown: `## Cover {#Cover}\n\n${english}`, depth: 2 },
    translation: { markdown: `## 掩护 {#Cover}\n\n${translation}`, depth: 2 },
  }).map((finding) => finding.ruleId);
}

describe('the number check, block by block against the aligned English block', () => {
  it('finds nothing in faithful text, numbers moved by word order', () => {
    expect(codes('Half cover gives +2 and three-quarters cover +5.', '半掩护 +2，四分之三掩护 +5。')).toEqual(
      [],
    );
    expect(codes('If you roll a 1 on the d20, you fail.', '如果你在 d20 上掷出 1，则失败。')).toEqual([]);
    expect(codes('Move 30 feet, twice.', '移动 30 尺，两倍。')).toEqual([]);
  });

  it('refuses each case of the sixth reading', () => {
    expect(codes('Half cover gives +2 and three-quarters cover +5.', '半掩护 +5，四分之三掩护 +2。')).toEqual(
      ['qa-number-order'],
    );
    expect(codes('Roll 2d6, then 1d6.', '掷 1d6，然后 2d6。')).toEqual(['qa-number-order']);
    expect(codes('You gain a +2 bonus to AC.', '你的 AC 获得 −2 加值。')).toEqual(['qa-number-sign']);
    expect(codes('You move 30 feet.', '你移动 30 米。')).toEqual(['qa-number-unit']);
    expect(codes('Your speed is five times normal.', '你的速度是正常的三倍。')).toEqual([
      'qa-number-multiplier',
    ]);
    expect(
      codes(
        'Whenever you take damage, subtract it from your Hit Points.',
        'เมื่อคุณได้รับความเสียหาย ให้บวกค่านั้นกับค่าพลังชีวิต',
        'th',
      ),
    ).toEqual(['qa-number-operation']);
  });

  it('refuses the four that landed: superscript, Arabic-Indic digits, a number word, a capital D', () => {
    expect(codes('You gain +2 AC.', '你获得 +³ AC。')).toEqual(['qa-number-form', 'qa-number-changed']);
    expect(codes('You gain +2 AC.', '你获得 +٣ AC。')).toEqual(['qa-number-form', 'qa-number-changed']);
    expect(codes('You gain +2 AC.', '你获得 AC加三。')).toEqual(['qa-number-changed']);
    expect(codes('Roll 1d10.', '掷 1D10。')).toEqual([
      'qa-dice-capital',
      'qa-number-extra',
      'qa-dice-missing',
    ]);
  });

  it('names the block with both texts', () => {
    const [finding] = qaSection({
      id: 'Cover',
      locale: 'zh',
      english: { markdown: '## Cover {#Cover}\n\nYou gain a +2 bonus to AC.', depth: 2 },
      translation: { markdown: '## 掩护 {#Cover}\n\n你的 AC 获得 −2 加值。', depth: 2 },
    });
    expect(finding).toMatchObject({
      line: 3,
      english: { line: 3 },
      params: {
        expected: '+2',
        found: '−2',
        englishText: 'You gain a +2 bonus to AC.',
        text: '你的 AC 获得 −2 加值。',
      },
    });
    expect(finding?.message).toContain('en: You gain a +2 bonus to AC.');
  });
});
