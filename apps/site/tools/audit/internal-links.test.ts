import { describe, expect, it } from 'vitest';
import { pagePath } from '../../src/integrations/integration.ts';
import { parseHtml } from '../../src/lib/built-html.ts';
import { brokenLinks, fileForPath, pageLinks, resolveLink } from './internal-links.ts';

describe('internal links', () => {
  it('resolves paths and fragments, and leaves other hosts alone', () => {
    expect(resolveLink('/en/rules/Dice/#D3', '/en/rules/D3/')).toEqual({
      path: '/en/rules/Dice/',
      fragment: 'D3',
    });
    expect(resolveLink('#top', '/th/')).toEqual({ path: '/th/', fragment: 'top' });
    expect(resolveLink('../glossary/', '/zh/rules/')).toEqual({ path: '/zh/glossary/', fragment: '' });
    expect(resolveLink('https://creativecommons.org/licenses/by/4.0/', '/en/')).toBeUndefined();
    expect(resolveLink('mailto:a@b.c', '/en/')).toBeUndefined();
    expect(resolveLink('https://rules.example.org/en/#x', '/en/', 'https://rules.example.org')).toEqual({
      path: '/en/',
      fragment: 'x',
    });
    expect(fileForPath('/en/rules/Dice/')).toBe('en/rules/Dice/index.html');
    expect(pagePath('en/rules/Dice/index.html')).toBe('/en/rules/Dice/');
  });

  it('reads links from anchors, canonical and alternate links and a meta refresh; targets from ids and a[name]', () => {
    const tree = parseHtml(
      '<html><head><meta http-equiv="refresh" content="0; url=/en/rules/Dice/#D3"><link rel="canonical" href="/en/rules/Dice/#D3"><link rel="stylesheet" href="/x.css"></head><body><h2 id="a">A</h2><a name="b"></a><a href="#a">a</a></body></html>',
    );
    const links = pageLinks(tree);
    expect(links.links).toEqual(['/en/rules/Dice/#D3', '/en/rules/Dice/#D3', '#a']);
    expect([...links.targets].sort()).toEqual(['a', 'b']);
  });

  it('reports a link whose page or anchor is missing (a redirect page to an anchor its target lacks)', () => {
    const pages = new Map([
      ['/en/rules/D3/', { targets: new Set<string>(), links: ['/en/rules/Dice/#D3'] }],
      ['/en/rules/Dice/', { targets: new Set(['Dice']), links: ['#Dice', '#top', '/en/nowhere/'] }],
    ]);
    const files = new Set(['en/rules/D3/index.html', 'en/rules/Dice/index.html']);
    expect(brokenLinks(pages, files)).toEqual([
      { from: '/en/rules/D3/', href: '/en/rules/Dice/#D3', reason: 'missing-fragment' },
      { from: '/en/rules/Dice/', href: '/en/nowhere/', reason: 'missing-page' },
    ]);
  });
});
