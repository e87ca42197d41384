import { describe, expect, it } from 'vitest';
import {
  assetPathsInHtml,
  importedAssetPaths,
  isSearchFileOf,
  localeOfPath,
  pageCacheKey,
  precacheUrl,
  requestKind,
  searchChunkLocale,
} from './offline-rules.ts';

const LOCALES = ['en', 'th', 'zh'] as const;

describe('pageCacheKey', () => {
  it('stores 320 shared calculator links of one page under one key', () => {
    const keys = new Set(
      Array.from({ length: 320 }, (_, i) =>
        pageCacheKey(`https://example.org/th/rules/D20Tests/?bonus=${i}&dc=15#d20-test`),
      ),
    );
    expect([...keys]).toEqual(['https://example.org/th/rules/D20Tests/']);
  });

  it('keeps different pages apart', () => {
    expect(pageCacheKey('https://example.org/en/rules/Dice/?a=1')).not.toBe(
      pageCacheKey('https://example.org/th/rules/Dice/?a=1'),
    );
  });
});

describe('request routing', () => {
  it('tells fonts, hashed assets and Pagefind chunks apart', () => {
    expect(requestKind('/fonts/noto-sans-thai-400-0.ab12.woff2')).toBe('font');
    expect(requestKind('/_astro/client.F6q2GB8r.js')).toBe('hashed-asset');
    expect(requestKind('/pagefind/index/th_4b31c8d.pf_index')).toBe('search-chunk');
    expect(requestKind('/pagefind/fragment/zh-cn_37908c1.pf_fragment')).toBe('search-chunk');
    expect(requestKind('/pagefind/pagefind-entry.json')).toBe('other');
  });

  it("keeps the review page's data for offline use, nothing else under /review/", () => {
    expect(requestKind('/th/review/index.json')).toBe('review-data');
    expect(requestKind('/zh-hant/review/data/D20Tests.json')).toBe('review-data');
    expect(requestKind('/zh/review/shared.json')).toBe('review-data');
    expect(requestKind('/th/review/reviewers.json')).toBe('review-data');
    // The English view's file (any locale); the open-data documents it is made from are not the page's.
    expect(requestKind('/th/rules/D20Tests/english.json')).toBe('reading-data');
    expect(requestKind('/zh-hant/rules/Combat/english.json')).toBe('reading-data');
    expect(requestKind('/th/glossary/Advantage/english.json')).toBe('reading-data');
    expect(requestKind('/th/rules/D20Tests/other.json')).toBe('other');
    expect(requestKind('/api/v2/en/rules/D20Tests.json')).toBe('other');
    expect(requestKind('/api/v2/zh-hant/rules/Combat.json')).toBe('other');
    expect(requestKind('/api/v2/en/rules.json')).toBe('other');
    expect(requestKind('/api/v2/en/tables/Cover.json')).toBe('other');
    expect(requestKind('/zh/review/other.json')).toBe('other');
    expect(requestKind('/th/review/data/../../sw.json')).toBe('other');
    expect(requestKind('/th/review/')).toBe('other');
    expect(requestKind('/th/glossary/names.json')).toBe('other');
    expect(requestKind('/th/search.json')).toBe('reading-data');
    expect(requestKind('/api/v2/th/search.json')).toBe('other');
  });

  it('names the locale of a path and of a Pagefind file (zh-cn is zh)', () => {
    expect(localeOfPath('/th/rules/Dice/', LOCALES)).toBe('th');
    expect(localeOfPath('/pagefind/x', LOCALES)).toBeNull();
    expect(searchChunkLocale('/pagefind/fragment/zh-cn_37908c1.pf_fragment', LOCALES)).toBe('zh');
    expect(searchChunkLocale('/pagefind/index/en_3b2f752.pf_index', LOCALES)).toBe('en');
    expect(isSearchFileOf('/pagefind/index/th_1.pf_index', 'th', LOCALES)).toBe(true);
    expect(isSearchFileOf('/pagefind/index/th_1.pf_index', 'zh', LOCALES)).toBe(false);
  });

  it('tells Traditional Chinese chunks (zh-hant) from Simplified ones (zh-cn)', () => {
    const withHant = [...LOCALES, 'zh-hant'];
    expect(searchChunkLocale('/pagefind/index/zh-hant_5e6f.pf_index', withHant)).toBe('zh-hant');
    expect(searchChunkLocale('/pagefind/fragment/zh-cn_37908c1.pf_fragment', withHant)).toBe('zh');
    expect(isSearchFileOf('/pagefind/index/zh-hant_5e6f.pf_index', 'zh', withHant)).toBe(false);
    expect(searchChunkLocale('/pagefind/index/zhx_1.pf_index', withHant)).toBeNull();
  });
});

describe('assetPathsInHtml', () => {
  it('finds stylesheets, scripts, island URLs and font preloads once each', () => {
    const html = [
      '<link rel="stylesheet" href="/_astro/print.DNXP8c50.css">',
      '<script type="module" src="/_astro/page.B1D-nYk3.js"></script>',
      '<astro-island component-url="/_astro/D20Test.abc.js" renderer-url="/_astro/client.F6q2GB8r.js">',
      '<link rel="preload" href="/fonts/noto-sans-thai-400-0.ab12.woff2" as="font">',
      '<style>@font-face{src:url(/fonts/noto-sans-thai-400-0.ab12.woff2)}</style>',
      '<script type="module">import "/_astro/page.B1D-nYk3.js";</script>',
      '<a href="/th/rules/_astro/">not an asset</a>',
    ].join('\n');
    expect(assetPathsInHtml(html)).toEqual([
      '/_astro/print.DNXP8c50.css',
      '/_astro/page.B1D-nYk3.js',
      '/_astro/D20Test.abc.js',
      '/_astro/client.F6q2GB8r.js',
      '/fonts/noto-sans-thai-400-0.ab12.woff2',
    ]);
  });
});

describe('importedAssetPaths', () => {
  it("follows a chunk's static and dynamic imports and Vite's preload list", () => {
    const js =
      'import{h as a}from"./preact.module.6wYYbtvx.js";const m=()=>import("./dice-popover-body.DoAmL-Ek.js");' +
      'm.f||(m.f=["_astro/format-dice.m17pqU4l.js","_astro/print.DNXP8c50.css"]);const s="./not-a-chunk";';
    expect(importedAssetPaths(js)).toEqual([
      '/_astro/preact.module.6wYYbtvx.js',
      '/_astro/dice-popover-body.DoAmL-Ek.js',
      '/_astro/format-dice.m17pqU4l.js',
      '/_astro/print.DNXP8c50.css',
    ]);
  });
});

describe('precacheUrl', () => {
  it('serves x/index.html for x/', () => {
    expect(precacheUrl('/th/offline/index.html')).toBe('/th/offline/');
    expect(precacheUrl('/_astro/a.js')).toBe('/_astro/a.js');
  });
});
