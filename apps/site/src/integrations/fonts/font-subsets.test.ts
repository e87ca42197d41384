import { describe, expect, it } from 'vitest';
import { drawsPage, FACES, isChineseCharacter, isThaiCharacter } from './font-faces.ts';
import {
  chunk,
  codePoints,
  fontFaceRule,
  fontInsertOffset,
  fontLoadScript,
  hasCodePoint,
  orderByUse,
  pageText,
  parsedWithoutFontFaces,
  unicodeRange,
} from './font-subsets.ts';

describe('pageText', () => {
  const html = `<html><head><title>伤害</title><script>const x = "脚本";</script><style>.a{content:"样式"}</style></head>
    <body><h1 id="t">伤害与治疗</h1><p>你受到<strong>伤害</strong>&amp;治疗&#x6CBB;</p>
    <astro-island props="{&quot;m&quot;:&quot;错误&quot;}"></astro-island>
    <a href="/zh/" aria-current="page">当前</a></body></html>`;
  const text = pageText(html);

  it('keeps scripts, styles and attributes out of the visible text', () => {
    expect(text.visible).toContain('伤害与治疗');
    expect(text.visible).toContain('&治疗治');
    expect(text.visible).not.toContain('脚本');
    expect(text.visible).not.toContain('样式');
    expect(text.visible).not.toContain('错误');
  });

  it('counts attribute text (island messages shown after input) in everything the page can show', () => {
    expect(text.all).toContain('错误');
  });

  it('finds bold text (headings, strong, the current page in the sidebar)', () => {
    expect(text.bold).toContain('伤害与治疗');
    expect(text.bold).toContain('伤害');
    expect(text.bold).toContain('当前');
    expect(text.bold).not.toContain('你受到');
  });
});

describe('pages by language: Simplified and Traditional Chinese faces', () => {
  const html = `<html lang="zh-Hant"><body><h1>傷害與治療</h1><dl><dt lang="zh-CN">简体中文</dt><dd lang="zh-CN">伤害</dd>
    <dd lang="th">ความเสียหาย</dd><dd lang="zh-Hant">傷害</dd></dl></body></html>`;
  const text = pageText(html);

  it("reads a page's lang and the text of elements marked with another language", () => {
    expect(text.lang).toBe('zh-Hant');
    expect(text.otherLanguages).toEqual({ 'zh-CN': ' 简体中文 伤害', th: ' ความเสียหาย' });
  });

  it('cuts Noto Sans SC for every page but the zh-Hant ones, and Noto Sans TC for those only', () => {
    const simplified = FACES.find((face) => face.family === 'Noto Sans SC')!;
    const traditional = FACES.find((face) => face.family === 'Noto Sans TC')!;
    expect(['en', 'th', 'zh-CN', 'zh-Hant'].map((lang) => drawsPage(simplified, lang))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['en', 'th', 'zh-CN', 'zh-Hant'].map((lang) => drawsPage(traditional, lang))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(
      FACES.filter((face) => face.family === 'Noto Sans Thai').every((face) => drawsPage(face, 'zh-Hant')),
    ).toBe(true);
  });
});

describe('pageText character references', () => {
  it('decodes decimal, hex and named references as a browser does and leaves unknown ones', () => {
    const text = pageText('<p title="&#x201C;&#20013;&#x201D;">&#20013;&#x6587;&lt;&nbsp;&mdash;&bogus;</p>');
    expect(text.visible).toBe('中文<\u00a0\u2014&bogus;');
    expect(text.all).toContain('\u201c中\u201d');
  });
});

describe('codePoints', () => {
  it('keeps the characters a family draws, once, sorted', () => {
    expect(codePoints('检定 abc 检“定”', isChineseCharacter)).toEqual([0x201c, 0x201d, 0x5b9a, 0x68c0]);
    expect(codePoints('การทอย d20', isThaiCharacter)).toEqual([0xe01, 0xe17, 0xe22, 0xe23, 0xe2d, 0xe32]);
    // สำหรับ: SARA AM (U+0E33) is shaped as NIKHAHIT (U+0E4D) + SARA AA (U+0E32); both stay in the subset.
    expect(codePoints('สำ', isThaiCharacter)).toEqual([0xe2a, 0xe32, 0xe33, 0xe4d]);
  });

  it('reads a character outside the BMP as one code point, and each call afresh', () => {
    // 𠀋 (U+2000B) is a surrogate pair in a JS string: one code point, not two halves.
    expect(codePoints('𠀋a𠀋', () => true)).toEqual([0x61, 0x2000b]);
    expect(codePoints('𠀋a𠀋', () => true)).toEqual([0x61, 0x2000b]);
  });

  it('hasCodePoint says whether any character is drawn, as codePoints would', () => {
    expect(hasCodePoint('abc 检', isChineseCharacter)).toBe(true);
    expect(hasCodePoint('abc d20', isChineseCharacter)).toBe(false);
    // ำ alone is in the Thai range through its decomposition too.
    expect(hasCodePoint('x ำ', (code) => code === 0xe4d)).toBe(true);
  });
});

describe('orderByUse and chunk', () => {
  it('puts the most used characters in the first file', () => {
    // Shown by 1, 9, 5 and 5 pages (a page counts a character once).
    const pages = [[2, 3, 4, 4], ...Array.from({ length: 4 }, () => [2, 3, 4]), [2, 1], [2], [2], [2]];
    const ordered = orderByUse([1, 2, 3, 4], pages);
    expect(ordered).toEqual([2, 3, 4, 1]);
    expect(chunk(ordered, [2, 1])).toEqual([[2, 3], [4], [1]]);
  });

  it('rejects a zero size instead of looping', () => {
    expect(() => chunk([1], [0])).toThrow();
  });
});

describe('unicodeRange', () => {
  it('joins consecutive code points into ranges', () => {
    expect(unicodeRange([0x4e00, 0x4e01, 0x4e02, 0x4e05, 0x201c])).toBe('U+4E00-4E02,U+4E05,U+201C');
    expect(unicodeRange([])).toBe('');
  });
});

describe('fontFaceRule', () => {
  it('tries installed fonts before the file and pins the vertical metrics', () => {
    const rule = fontFaceRule({
      family: 'Noto Sans SC',
      weight: 400,
      local: ['PingFang SC', 'Microsoft YaHei'],
      url: '/fonts/a.woff2',
      codes: [0x4e00, 0x4e01],
      metrics: { ascender: 1160, descender: -288, lineGap: 0, unitsPerEm: 1000 },
    });
    expect(rule).toContain(
      'src:local("PingFang SC"),local("Microsoft YaHei"),url("/fonts/a.woff2") format("woff2");',
    );
    expect(rule).toContain('ascent-override:116.00%;descent-override:28.80%;line-gap-override:0.00%;');
    expect(rule).toContain('unicode-range:U+4E00-4E01;');
    expect(rule).toContain('font-display:block;');
  });
});

describe('parsedWithoutFontFaces', () => {
  it('removes what an earlier run added and nothing else', () => {
    const page =
      '<head><meta charset="utf-8"><link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin><style data-font-faces>@font-face{}</style><link rel="preload" href="/x.js" as="script"></head>';
    expect(parsedWithoutFontFaces(page).html).toBe(
      '<head><meta charset="utf-8"><link rel="preload" href="/x.js" as="script"></head>',
    );
  });
});

describe('fontInsertOffset', () => {
  const offsetIn = (html: string) => fontInsertOffset(parsedWithoutFontFaces(html));

  it('is right after the viewport meta in <head>, else just before </head>', () => {
    const page =
      '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>x</title></head><body></body></html>';
    expect(page.slice(0, offsetIn(page))).toMatch(/content="width=device-width">$/);
    const bare = '<html><head><title>x</title></head><body></body></html>';
    expect(bare.slice(offsetIn(bare))).toMatch(/^<\/head>/);
  });

  it('counts from the page without an earlier run’s faces', () => {
    const page =
      '<head><meta name="viewport" content="x"><style data-font-faces>@font-face{}</style><script data-font-load>f()</script><title>t</title></head>';
    const parsed = parsedWithoutFontFaces(page);
    expect(parsed.html).toBe('<head><meta name="viewport" content="x"><title>t</title></head>');
    expect(fontInsertOffset(parsed)).toBe(parsed.html.indexOf('<title>'));
  });

  it('leaves a page without </head> alone', () => {
    expect(offsetIn('<title>x</title><p>text</p>')).toBeUndefined();
  });
});

describe('fontLoadScript', () => {
  const file = (family: string, weight: number, url: string, text: string) => ({
    family,
    weight,
    url,
    codes: new Set(codePoints(text, () => true)),
  });
  const files = [
    file('Noto Sans SC', 400, '/fonts/sc-0.woff2', '简体中文'),
    file('Noto Sans SC', 400, '/fonts/sc-1.woff2', '伤害与治疗'),
    file('Noto Sans SC', 400, '/fonts/sc-2.woff2', '罕见'),
    file('Noto Sans Thai', 700, '/fonts/th-700.woff2', 'กข'),
  ];

  /** The [font, characters] pairs of a script's attribute (`data-now`, `data-late`), as the page reads them. */
  const pairs = (script: string, name: string): Array<[string, string]> => {
    const value = new RegExp(` ${name}="([^"]*)"`).exec(script)?.[1];
    return value === undefined ? [] : JSON.parse(value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  };
  const body = (script: string) => /^<script [^>]*>(.*)<\/script>$/.exec(script)?.[1] ?? '';

  /** Runs a script's body against a stub document: the fonts it loads, and what it left for printing. */
  const run = (script: string, failing = false) => {
    const loaded: string[] = [];
    const listeners: Record<string, () => void> = {};
    const root = { attributes: [] as string[], setAttribute: (name: string) => root.attributes.push(name) };
    const element = {
      getAttribute: (name: string) =>
        new RegExp(` ${name}="([^"]*)"`)
          .exec(script)?.[1]
          ?.replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&') ?? null,
    };
    const fonts = {
      load: (font: string, text: string) => {
        loaded.push(`${font}|${text}`);
        return failing ? Promise.reject(new Error('offline')) : Promise.resolve([]);
      },
      addEventListener: () => {},
    };
    const document = { currentScript: element, fonts, documentElement: root };
    new Function('document', 'addEventListener', body(script))(
      document,
      (name: string, listener: () => void) => {
        listeners[name] = listener;
      },
    );
    return { loaded, listeners, root };
  };

  it('loads one character of each file the page text needs, per face, and nothing else', async () => {
    const script = fontLoadScript(files, pageText('<body><h1>伤害</h1><p>简体中文</p></body>'));
    expect(pairs(script, 'data-now')).toEqual([['400 1em "Noto Sans SC"', '中伤']]);
    expect(script).not.toContain('罕');
    expect(script).not.toContain('Thai');
    expect(script).toMatch(/^<script data-font-load data-now="[^"]+">.*\.catch\(failed\).*<\/script>$/);
    expect(run(script).loaded).toEqual(['400 1em "Noto Sans SC"|中伤']);
    // A file that cannot load marks the page, so fonts.css lets the device's font draw (no metrics box).
    const offline = run(script, true);
    await Promise.resolve();
    await Promise.resolve();
    expect(offline.root.attributes).toEqual(['data-fonts-failed']);
  });

  // Issue 88 item 5: the deploy's site-wide policy lists every page's inline-script hashes, so
  // every page's font-load script has the same body (883 bodies in one build before, one now).
  it('has one body on every page: the characters are in attributes, not in the script', () => {
    const chinese = fontLoadScript(files, pageText('<body><h1>伤害</h1><p>简体中文</p></body>'));
    const thai = fontLoadScript(files, pageText('<body><h2>ข</h2></body>'));
    expect(pairs(thai, 'data-now')).toEqual([['700 1em "Noto Sans Thai"', 'ข']]);
    expect(body(chinese)).toBe(body(thai));
    expect(body(chinese)).not.toMatch(/[\u0e00-\u0e7f\u4e00-\u9fff]|Noto/);
  });

  it('reads bold faces from bold text only, and writes nothing for a page without such text', () => {
    expect(fontLoadScript(files, pageText('<body><p>ก</p></body>'))).toBe('');
    expect(fontLoadScript(files, pageText('<body><h2>ข</h2></body>'))).toContain('700 1em');
  });

  it('loads late files only before printing (they wait for a section that needs them)', () => {
    const late = [file('Noto Sans SC Page', 400, '/fonts/late.woff2', '治疗')];
    const script = fontLoadScript(
      files.slice(0, 1),
      pageText('<body><p>简体中文</p><p>治疗</p></body>'),
      late,
    );
    expect(pairs(script, 'data-now')).toEqual([['400 1em "Noto Sans SC"', '中']]);
    expect(pairs(script, 'data-late')).toEqual([['400 1em "Noto Sans SC Page"', '治']]);
    const page = run(script);
    expect(page.loaded).toEqual(['400 1em "Noto Sans SC"|中']);
    page.listeners.beforeprint!();
    expect(page.loaded).toEqual(['400 1em "Noto Sans SC"|中', '400 1em "Noto Sans SC Page"|治']);
    const noLate = fontLoadScript(files, pageText('<body><p>伤</p></body>'));
    expect(noLate).not.toContain(' data-late="');
    expect(run(noLate).listeners).toEqual({});
  });

  it('is removed again with the faces', () => {
    const script = fontLoadScript(files, pageText('<body><p>伤</p></body>'));
    expect(parsedWithoutFontFaces(`<head>${script}</head>`).html).toBe('<head></head>');
  });
});
