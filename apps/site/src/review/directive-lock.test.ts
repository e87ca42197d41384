import { describe, expect, it } from 'vitest';
import { brokenDirective, directiveLines, pendingEdit } from './directive-lock.ts';

const TEXT = '## การพัก {#Resting}\n\nข้อความ\n::calc{kind="save-half" dc="15"}\nต่อไป\n\n::table{id="X"}\n';
const CALC = TEXT.indexOf('::calc');
const AFTER_CALC = TEXT.indexOf('ต่อไป');

function judge(start: number, end: number, inputType: string, data: string | null = null) {
  const edit = pendingEdit(TEXT, start, end, inputType, data);
  return edit === null ? null : brokenDirective(TEXT, edit);
}

describe('the directive lock of the review text box', () => {
  it('finds the directive lines', () => {
    expect(directiveLines(TEXT).map((entry) => entry.line)).toEqual([4, 7]);
  });

  it('refuses a Backspace at the start of the line after a directive (it would join the two lines)', () => {
    expect(judge(AFTER_CALC, AFTER_CALC, 'deleteContentBackward')).toBe(4);
    expect(judge(AFTER_CALC, AFTER_CALC, 'deleteWordBackward')).toBe(4);
  });

  it('refuses a Backspace at the start of a directive and Delete at its end', () => {
    expect(judge(CALC, CALC, 'deleteContentBackward')).toBe(4);
    const end = AFTER_CALC - 1;
    expect(judge(end, end, 'deleteContentForward')).toBe(4);
  });

  it('refuses typing inside or right before a directive, and a selection across it', () => {
    expect(judge(CALC + 5, CALC + 5, 'insertText', 'x')).toBe(4);
    expect(judge(CALC, CALC, 'insertText', 'x')).toBe(4);
    expect(judge(CALC - 3, AFTER_CALC + 2, 'insertFromPaste', 'y')).toBe(4);
    expect(judge(CALC + 2, CALC + 8, 'deleteByCut')).toBe(4);
  });

  it('lets the reader edit everything else, break a line around a directive, or remove a blank line above one', () => {
    expect(judge(AFTER_CALC + 2, AFTER_CALC + 2, 'deleteContentBackward')).toBeNull();
    expect(judge(AFTER_CALC, AFTER_CALC, 'insertText', 'ก')).toBeNull();
    expect(judge(CALC, CALC, 'insertLineBreak')).toBeNull();
    expect(judge(AFTER_CALC - 1, AFTER_CALC - 1, 'insertParagraph')).toBeNull();
    const table = TEXT.indexOf('::table');
    // The blank line above the table goes; the table stays a line of its own.
    expect(judge(table, table, 'deleteContentBackward')).toBeNull();
    expect(judge(CALC, CALC, 'historyUndo')).toBeNull();
  });

  it('lets the reader add a directive line the English has', () => {
    expect(judge(TEXT.length, TEXT.length, 'insertFromPaste', '::calc{kind="d20-test"}\n')).toBeNull();
  });
});
