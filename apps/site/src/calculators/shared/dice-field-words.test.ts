import { formatMessage, formatProblem, messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { validateExpression } from './dice-field.ts';

describe('formatProblem: a dice field’s error in the reader’s words (issue 30)', () => {
  it('puts the nested "what was expected" in, never the parser tokens', () => {
    const result = validateExpression('1d6 +');
    if (result.ok) throw new Error('an error');
    const text = (locale: 'en' | 'th' | 'zh') => formatProblem(messagesFor(locale, 'dice'), result, locale);
    expect(text('en')).toBe(
      'The expression ends too early at position 6: a number or a die like d6 was expected next.',
    );
    expect(text('th')).toBe('นิพจน์จบเร็วเกินไปที่ตำแหน่ง 6 ถัดไปควรเป็นตัวเลขหรือลูกเต๋า เช่น d6');
    expect(text('zh')).toBe('表达式在第 6 个位置提前结束，接下来应为数字或骰子（如 d6）。');
  });

  it('shows what the reader typed as typed, the nested "what was expected" still put in', () => {
    for (const typed of ['$t(ui.review.send.button)', '{{count}}', '<img src=x onerror=alert(1)>']) {
      const result = validateExpression(`1d6 ${typed}`);
      if (result.ok) throw new Error(`an error for ${typed}`);
      for (const locale of ['en', 'th', 'zh'] as const) {
        const text = formatProblem(messagesFor(locale, 'dice'), result, locale);
        expect(text, `${locale} ${typed}`).not.toMatch(/\$t\(dice|Send my corrections|dice\.expected/);
        if (result.params?.found !== undefined) expect(text).toContain(String(result.params.found));
      }
    }
  });

  it('shows a nested key that is missing as the key (i18next, visible, not a blank)', () => {
    expect(formatMessage({ a: 'x $t(b.c) y' }, 'a', {}, 'en')).toBe('x b.c y');
    expect(formatMessage({ a: 'x $t(b.{{n}}) y', 'b.1': 'one {{n}}' }, 'a', { n: 1 }, 'en')).toBe(
      'x one 1 y',
    );
  });
});
