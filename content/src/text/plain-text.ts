/**
 * Checks for short texts a person types that end up in YAML and on pages: a reviewer's name, a
 * note, a date.
 */
import * as z from 'zod/mini';

/** Whether `text` holds a control character (C0, DEL, C1, line and paragraph separators) not in `allowed`. */
function hasControl(text: string, allowed: readonly number[] = []): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    if (control && !allowed.includes(code)) return true;
  }
  return false;
}

/** A text of lines (a note): tabs and line feeds allowed; no other control character, no lone surrogate. */
export function isPlainText(text: string): boolean {
  return !hasControl(text, [0x09, 0x0a]) && text.isWellFormed();
}

/** A character as `U+XXXX` (what a refusal shows of an invisible or control character). */
export function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** zod's ISO date (YYYY-MM-DD, month lengths and leap years checked). */
const CALENDAR_DATE = z.iso.date();

/** A calendar date written YYYY-MM-DD that exists (2026-02-28, not 2026-02-31). */
export function isCalendarDate(text: string): boolean {
  return CALENDAR_DATE.safeParse(text).success;
}
