import { describe, expect, it } from 'vitest';
import {
  forNotFoundPage,
  headEntryHtml,
  headHtml,
  withDefaultAlternate,
  withoutMissingAlternates,
} from './head-entries.ts';

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

describe('x-default', () => {
  const alternate = (hreflang: string, href: string) => ({
    tag: 'link',
    attrs: { rel: 'alternate', hreflang, href },
  });

  it('follows the language alternates, pointing at the English version', () => {
    const entries = [
      { tag: 'title', content: 'Dice' },
      alternate('en', 'https://x.org/en/rules/Dice/'),
      alternate('th', 'https://x.org/th/rules/Dice/'),
      { tag: 'meta', attrs: { name: 'description', content: 'd' } },
    ];
    const result = withDefaultAlternate(entries);
    expect(result.map((entry) => entry.attrs?.hreflang ?? entry.tag)).toEqual([
      'title',
      'en',
      'th',
      'x-default',
      'meta',
    ]);
    expect(result[3]?.attrs?.href).toBe('https://x.org/en/rules/Dice/');
  });

  it('adds nothing without alternates (a build without the site address)', () => {
    const entries = [{ tag: 'title', content: 'Dice' }];
    expect(withDefaultAlternate(entries)).toEqual(entries);
  });
});

describe('a page only some languages have (review pages)', () => {
  it('names no English version and no x-default (/en/review/ is a 404); keeps the others', () => {
    const link = (hreflang: string, href: string) => ({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang, href },
    });
    const entries = [
      link('en', 'https://x.org/en/review/'),
      link('th', 'https://x.org/th/review/'),
      link('zh-Hans', 'https://x.org/zh/review/'),
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://x.org/th/review/' } },
    ];
    const kept = withoutMissingAlternates(withDefaultAlternate(entries), ['en', 'x-default']);
    expect(kept.map((entry) => entry.attrs?.hreflang ?? entry.attrs?.rel)).toEqual([
      'th',
      'zh-Hans',
      'canonical',
    ]);
  });
});

describe('a not-found page', () => {
  it('has no canonical address, alternates or og:url, and says noindex', () => {
    const entries = [
      { tag: 'title', content: 'Not found' },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://x.org/404/' } },
      { tag: 'link', attrs: { rel: 'alternate', hreflang: 'th', href: 'https://x.org/th/404/' } },
      { tag: 'meta', attrs: { property: 'og:url', content: 'https://x.org/404/' } },
      { tag: 'link', attrs: { rel: 'shortcut icon', href: '/favicon.svg' } },
    ];
    expect(headHtml(forNotFoundPage(entries))).toBe(
      '<title>Not found</title><link rel="shortcut icon" href="/favicon.svg"><meta name="robots" content="noindex">',
    );
  });
});
