import { describe, expect, it } from 'vitest';
import { bracketedAfter, givesEnglish, glossNotWanted, insideBrackets } from './english-given.ts';

describe('one gloss: where the text already gives the English (issue 102)', () => {
  it('finds the name in any case or number, or its initials as a word', () => {
    expect(givesEnglish('ability checks', 'Ability Check')).toBe(true);
    expect(givesEnglish('Saving Throws', 'Saving Throw')).toBe(true);
    expect(givesEnglish('ตาบอด (Blinded)', 'Blinded')).toBe(true);
    expect(givesEnglish('DC', 'Difficulty Class')).toBe(true);
    expect(givesEnglish('AC 15', 'Armor Class')).toBe(true);
    expect(givesEnglish('Strength check', 'Strength')).toBe(true);
    expect(givesEnglish('subclass', 'Class')).toBe(false);
    expect(givesEnglish('ADC', 'Difficulty Class')).toBe(false);
    expect(givesEnglish('D20 检定', 'D20 Test')).toBe(false);
    expect(givesEnglish('Speed', 'Dash')).toBe(false);
  });

  it('reads the bracketed passage a text starts with, ASCII or full-width, nested ones whole', () => {
    expect(bracketedAfter(' (ability checks), และ')).toBe('ability checks');
    expect(bracketedAfter('（DC）。')).toBe('DC');
    expect(bracketedAfter('（体操（Acrobatics）或运动）检定')).toBe('体操（Acrobatics）或运动');
    expect(bracketedAfter(' และ (Strength)')).toBeUndefined();
    expect(bracketedAfter('(never closed')).toBeUndefined();
  });

  it('knows a use inside brackets opened before it', () => {
    expect(insideBrackets('若规则提到力量（')).toBe(true);
    expect(insideBrackets('（见下文）然后')).toBe(false);
    expect(insideBrackets('a) b (c')).toBe(true);
  });

  it('wants no gloss where the link, the brackets after it or brackets around it give or hold English', () => {
    const use = (linkText: string, after = '', before = '') => ({ linkText, before, after });
    expect(glossNotWanted(use('ตาบอด (Blinded)'), 'Blinded')).toBe(true);
    expect(glossNotWanted(use('การทอยทดสอบความสามารถ', ' (ability checks), '), 'Ability Check')).toBe(true);
    expect(glossNotWanted(use('难度等级', '（DC）。'), 'Difficulty Class')).toBe(true);
    expect(glossNotWanted(use('คลาส', ' (subclass) ที่'), 'Class')).toBe(true);
    expect(glossNotWanted(use('体操', '或运动）检定', '若规则提到力量（'), 'Acrobatics')).toBe(true);
    expect(glossNotWanted(use('力量', '（体操或运动）检定'), 'Strength')).toBe(false);
    expect(glossNotWanted(use('ได้เปรียบ', ' (ดู “รายการกฎ”)'), 'Advantage')).toBe(false);
    expect(glossNotWanted(use('优势', '时掷两次'), 'Advantage')).toBe(false);
  });
});
