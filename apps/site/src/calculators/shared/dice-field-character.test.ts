import { STRONG_CLUMSY_CHARACTER } from '@polyhedral/core/testing';
import { formatProblem, messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { validateExpression } from './dice-field.ts';

/** Level 5, Strength 17, Dexterity 8: STR +3, DEX -1, PB +3. */
const CHARACTER = STRONG_CLUMSY_CHARACTER;

describe('dice fields read 1d20+PB and 1d20+STR from My character (issue 50 item 5)', () => {
  it('with a character: the computed value has its numbers in, labelled with the names', () => {
    // The parse is carried to compute; its notes leave out the names the value shows.
    const pb = { ok: true, value: '1d20 + 3[PB]', parsed: { notes: [] } };
    expect(validateExpression('1d20+PB', 1, CHARACTER)).toMatchObject(pb);
    expect(validateExpression('1d8 + str', 1, CHARACTER)).toMatchObject({ ok: true, value: '1d8 + 3[str]' });
    expect(validateExpression('1d20 + DEX', 1, CHARACTER)).toMatchObject({
      ok: true,
      value: '1d20 + -1[DEX]',
    });
    // Text without a name stays as typed.
    expect(validateExpression('d20+5', 1, CHARACTER)).toMatchObject({ ok: true, value: 'd20+5' });
  });

  it('without a character: refused in the reader’s language, naming My character and the number to type', () => {
    const result = validateExpression('1d20+PB', 1, null);
    if (result.ok) throw new Error('an error');
    expect(result.code).toBe('dice.syntax.variable-word');
    expect(formatProblem(messagesFor('en', 'dice'), result, 'en')).toContain('My character');
    expect(formatProblem(messagesFor('th', 'dice'), result, 'th')).toContain('ตัวละครของฉัน');
    expect(formatProblem(messagesFor('zh', 'dice'), result, 'zh')).toContain('我的角色');
  });
});
