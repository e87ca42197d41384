import { parseHtml } from '@polyhedral/site/built-html';
import { fontFilesForText, parseFontFaces } from '@polyhedral/site/font-faces';
import { describe, expect, it } from 'vitest';
import { htmlAssets, jsImports } from './assets.ts';

describe('htmlAssets', () => {
  const html = [
    '<link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/print.css" media="print">',
    '<script type="module" src="/_astro/page.js"></script>',
    '<script type="module">import"/_astro/toc.js";</script><script>document.documentElement.dataset.theme="dark"</script>',
    '<script type="application/json">{"x":1}</script>',
    '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js"></astro-island>',
    '<p>กขค 检定</p>',
  ].join('');
  const assets = htmlAssets(parseHtml(html));

  it('finds module scripts, inline modules, island chunks and screen stylesheets', () => {
    expect(assets.moduleScripts).toEqual(['/_astro/page.js']);
    expect(assets.inlineModules).toEqual(['import"/_astro/toc.js";']);
    expect(assets.inlineScripts).toHaveLength(2);
    expect(assets.islandUrls).toEqual(['/_astro/island.js', '/_astro/client.js']);
    expect(assets.islandCount).toBe(1);
    expect(assets.stylesheets).toEqual(['/_astro/a.css']);
  });

  it('keeps the visible text for the font estimate, not the scripts', () => {
    expect(assets.text).toContain('กขค 检定');
    expect(assets.text).not.toContain('dataset');
  });
});

describe('jsImports', () => {
  it('lists static imports and re-exports of minified chunks, not dynamic imports', () => {
    const source =
      'import{a as b}from"./chunk.js";import"./side.js";export*from"./re.js";const x=import("./lazy.js");';
    expect(jsImports(source)).toEqual(['./chunk.js', './side.js', './re.js']);
  });
});

describe('fontFilesForText', () => {
  const faces = parseFontFaces(
    [
      "@font-face{font-family:'Noto Sans Thai';font-weight:400;src:url(/t.woff2) format('woff2');unicode-range:U+0E01-0E5B}",
      "@font-face{font-family:'Noto Sans SC';font-weight:400;src:url(/sc1.woff2) format('woff2');unicode-range:U+68C0,U+5B9A}",
      "@font-face{font-family:'Noto Sans SC';font-weight:400;src:url(/sc2.woff2) format('woff2');unicode-range:U+4E00}",
    ].join(''),
  );

  it('takes for each character the first family of the locale stack that covers it', () => {
    expect(fontFilesForText(faces, 'th', 'กข').sort()).toEqual(['/t.woff2']);
    expect(fontFilesForText(faces, 'zh', '检定').sort()).toEqual(['/sc1.woff2']);
  });

  it('leaves Latin to the system font on English pages', () => {
    expect(fontFilesForText(faces, 'en', 'Ability checks')).toEqual([]);
  });
});
