import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './split-front-matter.ts';

describe('splitFrontMatter', () => {
  it('returns the YAML and a body that keeps the file line numbers', () => {
    const source = '---\nid: Dice\ntitle: Dice\n---\n\nBody line 6.\n';
    const split = splitFrontMatter(source);
    expect(split.yaml).toBe('id: Dice\ntitle: Dice\n');
    expect(split.bodyLine).toBe(5);
    expect(split.body.split('\n')[5]).toBe('Body line 6.');
    expect(source.slice(split.yamlStart, split.yamlEnd)).toBe(split.yaml);
  });

  it('reports no front matter when the fences are missing or unclosed', () => {
    expect(splitFrontMatter('# Dice\n').yaml).toBeNull();
    expect(splitFrontMatter('---\nid: Dice\n').yaml).toBeNull();
  });

  it('handles CRLF files', () => {
    const split = splitFrontMatter('---\r\nid: Dice\r\n---\r\nText\r\n');
    expect(split.yaml).toBe('id: Dice\r\n');
    expect(split.bodyLine).toBe(4);
  });
});
