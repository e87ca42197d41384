import { describe, expect, it } from 'vitest';
import { isCalendarDate, isPlainText } from './plain-text.ts';

describe('short typed texts', () => {
  it('a note may have lines and tabs, not NUL or ESC', () => {
    expect(isPlainText('บรรทัดหนึ่ง\nบรรทัดสอง\tต่อ')).toBe(true);
    expect(isPlainText('a\u0000b')).toBe(false);
    expect(isPlainText('a\u001bb')).toBe(false);
  });

  it('a lone surrogate is not plain text; a pair is', () => {
    expect(isPlainText('😀')).toBe(true);
    expect(isPlainText('\ud83d')).toBe(false);
    expect(isPlainText('\ude00x')).toBe(false);
  });

  it('a date must exist', () => {
    expect(['2026-02-28', '2024-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    for (const bad of ['2026-02-31', '2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '2026-02-28x']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});
