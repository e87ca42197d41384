/** The digit forms the number check reads and refuses (issue 86: `+³ AC`, `+٣ AC` landed unflagged). */
import { describe, expect, it } from 'vitest';
import { foldDigits, otherDigitForms } from './fold-digits.ts';

describe('foldDigits', () => {
  it('reads every decimal digit form as its ASCII digit, one character for one', () => {
    const forms = [
      '⁰¹²³⁴⁵⁶⁷⁸⁹',
      '₀₁₂₃₄₅₆₇₈₉',
      '０１２３４５６７８９',
      '٠١٢٣٤٥٦٧٨٩',
      '۰۱۲۳۴۵۶۷۸۹',
      '๐๑๒๓๔๕๖๗๘๙',
      '०१२३४५६७८९',
    ];
    for (const form of forms) expect(foldDigits(form), form).toBe('0123456789');
    expect(foldDigits('AC +³ และ ๑๒')).toBe('AC +3 และ 12');
  });

  it('names each form at its place, ASCII digits and fractions left alone', () => {
    expect(otherDigitForms('+³ AC, +٣ AC, 2½ ฟุต, 10')).toEqual([
      { offset: 1, written: '³', digit: '3' },
      { offset: 8, written: '٣', digit: '3' },
    ]);
    // A mathematical digit (two UTF-16 units) is named, not folded.
    expect(otherDigitForms('+𝟑')).toEqual([{ offset: 1, written: '𝟑', digit: '3' }]);
    expect(foldDigits('+𝟑')).toBe('+𝟑');
  });
});
