import { describe, expect, it } from 'vitest';
import { remarkNoHtml } from './remark-no-html.ts';
import { runPlugin, where } from './test-support.ts';

describe('remarkNoHtml', () => {
  it('reports and removes inline and block HTML', () => {
    const { tree, messages } = runPlugin('Text <b>bold</b>\n\n<div>\nblock\n</div>\n', remarkNoHtml);
    expect(where(messages)).toEqual([
      'test.md:1:6 html-raw',
      'test.md:1:13 html-raw',
      'test.md:3:1 html-raw',
    ]);
    expect(messages[0]!.reason).toBe('Raw HTML is not allowed: "<b>"');
    expect(JSON.stringify(tree)).not.toContain('"html"');
  });
});
