import type { Link, Paragraph } from 'mdast';
import { describe, expect, it } from 'vitest';
import { remarkContentLinks } from './remark-content-links.ts';
import { runPlugin, where } from './test-support.ts';

const firstLink = (markdown: string, options: Parameters<typeof remarkContentLinks>[0]) => {
  const result = runPlugin(markdown, remarkContentLinks, options);
  return {
    link: (result.tree.children[0] as Paragraph).children.find((c) => c.type === 'link') as Link,
    ...result,
  };
};

describe('remarkContentLinks', () => {
  it('rewrites term links to the glossary with class and data-term', () => {
    const { link, messages } = firstLink('Roll with [Advantage](term:Advantage).', { locale: 'th' });
    expect(link.url).toBe('/th/glossary/Advantage/');
    expect(link.data?.hProperties).toEqual({ className: ['term'], dataTerm: 'Advantage' });
    expect(messages).toEqual([]);
  });

  it('rewrites rule links through rulePath (default /<locale>/rules/<ID>/)', () => {
    expect(firstLink('[x](rule:D20Tests)', { locale: 'zh' }).link.url).toBe('/zh/rules/D20Tests/');
    const custom = firstLink('[x](rule:D20Tests)', {
      locale: 'en',
      rulePath: (locale, id) => `/${locale}/rules/playing-the-game/#${id}`,
    });
    expect(custom.link.url).toBe('/en/rules/playing-the-game/#D20Tests');
    expect(custom.link.data?.hProperties).toEqual({ className: ['rule'], dataRule: 'D20Tests' });
  });

  it('reports unknown rule and term IDs when the known sets are given', () => {
    const { messages } = runPlugin('[a](rule:Nope) [b](term:Nada) [c](rule:Dice)', remarkContentLinks, {
      locale: 'en',
      knownRuleIds: new Set(['Dice']),
      knownTermIds: new Set(['Advantage']),
    });
    expect(where(messages)).toEqual(['test.md:1:1 link-unknown-rule', 'test.md:1:16 link-unknown-term']);
    expect(messages[0]!.params).toEqual({ id: 'Nope' });
  });

  it('refuses external links, anchors and reference links', () => {
    const { messages } = runPlugin(
      '[a](https://example.com) [b](#Dice)\n\n[c][d]\n\n[d]: https://x.y\n',
      remarkContentLinks,
      { locale: 'en' },
    );
    expect(where(messages)).toEqual([
      'test.md:1:1 link-unsupported',
      'test.md:1:26 link-unsupported',
      'test.md:3:1 link-unsupported',
    ]);
  });

  it('drops an image from another scheme or host for its alt text, reported; keeps a path (javascript: reached the preview)', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/png;base64,AA',
      'https://evil.example/x.png',
      '//evil.example/x.png',
    ]) {
      const { tree, messages } = runPlugin(
        `ดู ![แผนที่](${url.includes(' ') ? `<${url}>` : url}) นี้`,
        remarkContentLinks,
        { locale: 'th' },
      );
      expect(JSON.stringify(tree), url).not.toContain('"image"');
      expect(JSON.stringify(tree)).toContain('แผนที่');
      expect(
        messages.map((message) => message.code),
        url,
      ).toEqual(['content.image.unsupported']);
    }
    const kept = runPlugin('![แผนที่](/images/map.png)', remarkContentLinks, { locale: 'th' });
    expect(JSON.stringify(kept.tree)).toContain('"image"');
    expect(kept.messages).toEqual([]);
  });
});
