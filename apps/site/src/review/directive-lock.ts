/**
 * `::calc{…}` and `::table{…}` lines show as text, and one Backspace at the next line's start would
 * join and break one unseen. The text box refuses an edit after which a directive line would no
 * longer be a line of its own, exactly as it was (adding a line is allowed).
 */

/** Whether a line is a directive (`::name{…}`, leaf directives as the content writes them). */
export function isDirectiveLine(line: string): boolean {
  return /^\s*::[A-Za-z]/.test(line);
}

/** The directive lines of a text, with their 1-based line numbers. */
export function directiveLines(text: string): Array<{ line: number; text: string }> {
  return text
    .split('\n')
    .flatMap((line, index) => (isDirectiveLine(line) ? [{ line: index + 1, text: line }] : []));
}

function counts(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const { text: line } of directiveLines(text)) found.set(line, (found.get(line) ?? 0) + 1);
  return found;
}

/** An edit as the text box is about to make it: replace [start, end) with `inserted`. */
export interface PendingEdit {
  start: number;
  end: number;
  inserted: string;
}

/**
 * The edit an `input` of `inputType` would make at [start, end): a collapsed deletion takes the
 * character before (…Backward) or after (…Forward), a word or line deletion is judged by that first
 * character. Null: not judged here (undo, redo, composition, formatting).
 */
export function pendingEdit(
  text: string,
  start: number,
  end: number,
  inputType: string,
  data: string | null,
): PendingEdit | null {
  if (inputType.startsWith('delete')) {
    if (start !== end) return { start, end, inserted: '' };
    if (inputType.endsWith('Backward')) return start > 0 ? { start: start - 1, end, inserted: '' } : null;
    if (inputType.endsWith('Forward'))
      return end < text.length ? { start, end: end + 1, inserted: '' } : null;
    return null;
  }
  if (inputType === 'insertLineBreak' || inputType === 'insertParagraph')
    return { start, end, inserted: '\n' };
  if (inputType.startsWith('insert') && inputType !== 'insertCompositionText') {
    return { start, end, inserted: data ?? '' };
  }
  return null;
}

/** The first directive line (1-based) the edit would break, or null. */
export function brokenDirective(text: string, edit: PendingEdit): number | null {
  const before = counts(text);
  if (before.size === 0) return null;
  const after = counts(text.slice(0, edit.start) + edit.inserted + text.slice(edit.end));
  for (const { line, text: directive } of directiveLines(text)) {
    if ((after.get(directive) ?? 0) < (before.get(directive) ?? 0)) return line;
  }
  return null;
}
