import { describe, expect, it } from 'vitest';
import { parseContentMarkdown } from './parse-content-markdown.ts';
import { createTextMemo } from './text-memo.ts';

describe('createTextMemo', () => {
  it('gives back what was kept for the exact text, and nothing for another text', () => {
    const memo = createTextMemo<number>(100);
    expect(memo.set('# Dice {#Dice}', 1)).toBe(1);
    expect(memo.get('# Dice {#Dice}')).toBe(1);
    expect(memo.get('# Dice {#Dice} ')).toBeUndefined();
  });

  it('keeps at most its characters of text: the oldest text goes first', () => {
    const memo = createTextMemo<string>(10);
    memo.set('aaaa', 'first');
    memo.set('bbbb', 'second');
    memo.set('cccc', 'third');
    expect(memo.get('aaaa')).toBeUndefined();
    expect(memo.get('bbbb')).toBe('second');
    expect(memo.get('cccc')).toBe('third');
  });
});

describe('parseContentMarkdown', () => {
  it('parses a text once: the same text gives the same tree, a changed text a new one', () => {
    const text = '# Resting {#Resting}\n\nA Short Rest lasts 1 hour.';
    const tree = parseContentMarkdown(text);
    expect(parseContentMarkdown(text)).toBe(tree);
    const changed = parseContentMarkdown(`${text}\n\nA Long Rest lasts 8 hours.`);
    expect(changed).not.toBe(tree);
    expect(changed.children).toHaveLength(3);
  });
});
