import { describe, expect, it } from 'vitest';
import { MARKDOWN_CODES } from './messages.ts';
import { problemName } from './problem-name.ts';

describe('problemName', () => {
  it('drops the content prefix and joins group and problem with a dash', () => {
    expect(problemName('content.table.unknown')).toBe('table-unknown');
    expect(problemName('content.front-matter.invalid')).toBe('front-matter-invalid');
  });

  it('refuses what is not a content problem code', () => {
    expect(() => problemName('rules.input.unknown-option')).toThrow(/not a content problem code/);
    expect(() => problemName('content.table')).toThrow(/not a content problem code/);
  });

  it('gives every markdown code a distinct name', () => {
    const names = MARKDOWN_CODES.map(problemName);
    expect(new Set(names).size).toBe(MARKDOWN_CODES.length);
  });
});
