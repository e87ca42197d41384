import { describe, expect, it } from 'vitest';
import { parseHtml, textContent } from '../lib/built-html.ts';
import { keepThaiWordsInHtml } from './thai-borrowed-words.ts';

const page = (body: string) =>
  `<!doctype html><html lang="th"><head><title>มอนสเตอร์</title></head><body>${body}</body></html>`;

describe('keepThaiWordsInHtml', () => {
  it('wraps each listed word of the text in a th-word span, the text unchanged', () => {
    const html = page('<p>เทิร์นของมอนสเตอร์ &amp; <a href="/th/">อินิชิเอทีฟ</a></p>');
    const { html: out, wrapped } = keepThaiWordsInHtml(html);
    expect(wrapped).toBe(3);
    expect(out).toContain(
      '<p><span class="th-word">เทิร์น</span>ของ<span class="th-word">มอนสเตอร์</span> &amp; <a href="/th/"><span class="th-word">อินิชิเอทีฟ</span></a></p>',
    );
    expect(textContent(parseHtml(out))).toBe(textContent(parseHtml(html)));
  });

  it('leaves the head, scripts, form fields, code and islands alone', () => {
    const body =
      '<script>const x = "มอนสเตอร์";</script><textarea>มอนสเตอร์</textarea><code>มอนสเตอร์</code><astro-island><p>มอนสเตอร์</p></astro-island><select><option>มอนสเตอร์</option></select>';
    const html = page(body);
    expect(keepThaiWordsInHtml(html)).toEqual({ html, edits: [], wrapped: 0 });
  });

  it('escapes the text it rewrites and leaves a page without a listed word byte for byte', () => {
    const { html } = keepThaiWordsInHtml(page('<p>a &lt; b มอนสเตอร์ c&nbsp;d</p>'));
    expect(html).toContain('<p>a &lt; b <span class="th-word">มอนสเตอร์</span> c&nbsp;d</p>');
    const quoted = keepThaiWordsInHtml(page('<p>"มอนสเตอร์" &gt; 2</p>')).html;
    expect(quoted).toContain('<p>&quot;<span class="th-word">มอนสเตอร์</span>&quot; &gt; 2</p>');
    const plain = page('<p>ทอย 1d20</p>');
    expect(keepThaiWordsInHtml(plain).html).toBe(plain);
  });

  it('leaves a page it has wrapped as it is (the font step may run again over a built site)', () => {
    const once = keepThaiWordsInHtml(page('<p>เทิร์นของมอนสเตอร์</p>')).html;
    expect(once).toContain('class="th-word"');
    expect(keepThaiWordsInHtml(once)).toEqual({ html: once, edits: [], wrapped: 0 });
  });
});
