import { describe, expect, it } from 'vitest';
import { keepPageScan, takePageScan } from './page-scans.ts';
import {
  rememberedFragmentScans,
  scanHtmlPage,
  scanHtmlPageParts,
  scanWithInsert,
} from './scan-html-page.ts';

const inserted =
  '<style data-font-faces data-late-fonts="/fonts/a.woff2">@font-face{font-family:"X"}</style>' +
  '<script>document.fonts.load("1em X")</script>';

/** The scan made from the page before the insert equals a parse of the joined page. */
function expectSameAsJoined(html: string, at: number): void {
  const joined = `${html.slice(0, at)}${inserted}${html.slice(at)}`;
  expect(scanWithInsert(scanHtmlPageParts(html), at, inserted)).toEqual(scanHtmlPage(joined));
}

describe('a page scan after the font step inserts its markup, without a second parse', () => {
  it('puts the inserted script between the head scripts before it and the scripts after it', () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><script>early()</script>' +
      '<meta name="viewport" content="width=device-width"><script>late()</script></head>' +
      '<body><site-search></site-search><script>body()</script>' +
      '<script type="application/json">{}</script></body></html>';
    const at = html.indexOf('<script>late()');
    expectSameAsJoined(html, at);
    expect(scanWithInsert(scanHtmlPageParts(html), at, inserted).inlineScripts).toEqual([
      'early()',
      'document.fonts.load("1em X")',
      'late()',
      'body()',
    ]);
  });

  it('moves the policy offset of a page without a charset meta when the insert comes first', () => {
    const html = '<html><head><title>t</title></head><body><p>x</p></body></html>';
    expectSameAsJoined(html, html.indexOf('</head>'));
    expectSameAsJoined(html, html.indexOf('<title>'));
  });

  it('moves the policy offset when the insert comes before the charset meta', () => {
    const html = '<html><head><title>t</title><meta charset="utf-8"></head><body></body></html>';
    const at = html.indexOf('<title>');
    expectSameAsJoined(html, at);
    expect(scanWithInsert(scanHtmlPageParts(html), at, inserted).policyInsertOffset).toBe(
      html.indexOf('</head>') + inserted.length,
    );
  });

  it('scans an insert given in pieces (each remembered once) as the joined insert', () => {
    const html =
      '<!doctype html><html><head><title>t</title><script>early()</script><meta charset="utf-8"></head>' +
      '<body><script>body()</script></body></html>';
    const at = html.indexOf('<script>early()');
    const pieces = [
      inserted.slice(0, inserted.indexOf('<script>')),
      '',
      inserted.slice(inserted.indexOf('<script>')),
    ];
    const seen: string[] = [];
    const remembered = rememberedFragmentScans();
    const scan = (markup: string) => {
      seen.push(markup);
      return remembered(markup);
    };
    const parts = scanHtmlPageParts(html);
    const once = scanWithInsert(parts, at, pieces, scan);
    expect(once).toEqual(scanWithInsert(parts, at, inserted));
    expect(once).toEqual(scanHtmlPage(`${html.slice(0, at)}${inserted}${html.slice(at)}`));
    expect(once.inlineScripts).toEqual(['document.fonts.load("1em X")', 'early()', 'body()']);
    // The same pieces again: the same scans, from memory (the same objects).
    expect(scanWithInsert(parts, at, pieces, scan)).toEqual(once);
    expect(remembered(pieces[0]!)).toBe(remembered(pieces[0]!));
    expect(seen).toHaveLength(6);
  });

  it('keeps the offset after the charset meta when the insert comes after it', () => {
    const html =
      '<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="x"></head></html>';
    expectSameAsJoined(html, html.indexOf('</head>'));
  });
});

describe('scans handed from the font step to the policy step', () => {
  it('gives a kept scan only for the same HTML, and once', () => {
    const scan = scanHtmlPage('<html><head></head></html>');
    keepPageScan('/site/a.html', 'one', scan);
    expect(takePageScan('/site/a.html', 'two')).toBeUndefined();
    keepPageScan('/site/a.html', 'one', scan);
    expect(takePageScan('/site/a.html', 'one')).toBe(scan);
    expect(takePageScan('/site/a.html', 'one')).toBeUndefined();
  });
});
