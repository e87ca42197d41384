import { describe, expect, it } from 'vitest';
import { headEntryHtml, headHtml } from './head-entries.ts';

/** The title from the pre-release probe (issue 22 item 1): a Thai front-matter title that closes <title>. */
const HOSTILE = "ลูกเต๋า</title><script>alert('fm1')</script>";

/** The entries Starlight's getHead builds from a page title (title, og:title) plus a script by file. */
const entries = [
  { tag: 'meta', attrs: { charset: 'utf-8' } },
  { tag: 'title', content: `${HOSTILE} | คู่มือกฎ Polyhedral` },
  { tag: 'meta', attrs: { property: 'og:title', content: HOSTILE } },
  { tag: 'meta', attrs: { name: 'description', content: 'a "quoted" & <b>bold</b> text' } },
  { tag: 'script', attrs: { type: 'module', src: '/_astro/x.js' } },
  {
    tag: 'link',
    attrs: { rel: 'alternate', hreflang: 'th', href: '/th/?a=1&b=2', hidden: false, async: true },
  },
];

describe('head entries', () => {
  const html = headHtml(entries);

  it('renders a front-matter title as text: no element, no script, from it', () => {
    expect(html).toContain(
      '<title>ลูกเต๋า&lt;/title&gt;&lt;script&gt;alert(&#39;fm1&#39;)&lt;/script&gt; | คู่มือกฎ Polyhedral</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).not.toContain("<script>alert('fm1')");
  });

  it('escapes attribute values, drops false ones and writes true ones bare', () => {
    expect(html).toContain(
      '<meta property="og:title" content="ลูกเต๋า&lt;/title&gt;&lt;script&gt;alert(&#39;fm1&#39;)&lt;/script&gt;">',
    );
    expect(html).toContain('content="a &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; text"');
    expect(html).toContain('<link rel="alternate" hreflang="th" href="/th/?a=1&amp;b=2" async>');
    expect(html).toContain('<script type="module" src="/_astro/x.js"></script>');
  });

  it('refuses inline script or style content and odd tag or attribute names', () => {
    expect(() => headEntryHtml({ tag: 'script', content: 'alert(1)' })).toThrow(/inline content/);
    expect(() => headEntryHtml({ tag: 'style', content: 'a{}' })).toThrow(/inline content/);
    expect(() => headEntryHtml({ tag: 'meta onload=x', attrs: {} })).toThrow(/invalid tag/);
    expect(() => headEntryHtml({ tag: 'meta', attrs: { 'a"b': 'x' } })).toThrow(/attribute name/);
  });
});
