import { describe, expect, it } from 'vitest';
import { footerSources, sourceName } from './footer-sources.ts';
import type { SiteSource } from './site-sources.ts';

const source = (key: string, open: boolean, derivedFrom?: string): SiteSource => ({
  key,
  title: key,
  author: 'a',
  license: open ? 'CC-BY-4.0' : 'not open',
  open,
  attribution: 'x',
  localized: {
    th: { title: `${key} (th)`, license: open ? 'ครีเอทีฟคอมมอนส์ แสดงที่มา 4.0 สากล' : 'ไม่เปิด' },
    zh: { title: `${key} (zh)`, license: open ? '知识共享署名 4.0 国际许可协议' : '非开放' },
  },
  ...(derivedFrom ? { derivedFrom } : {}),
});

const ALL = [
  source('srd-5.2', true),
  source('srd-5.2-th', true, 'srd-5.2'),
  source('free-rules-2024', false),
  source('free-rules-2024-th', false, 'free-rules-2024'),
  source('playtest', false),
];

describe('footer sources', () => {
  it('names only the sources of the text shown, in sources.yaml order', () => {
    const shown = footerSources(ALL, ['free-rules-2024-th', 'srd-5.2-th', 'srd-5.2-th']);
    expect(shown.sources.map((s) => s.key)).toEqual(['srd-5.2-th', 'free-rules-2024-th']);
    expect(shown.srdStatement).toBe(true);
  });

  it('shows no CC-BY statement over text the SRD licence does not cover', () => {
    const shown = footerSources(ALL, ['free-rules-2024', 'playtest']);
    expect(shown.srdStatement).toBe(false);
    expect(shown.sources.map((s) => s.key)).toEqual(['free-rules-2024', 'playtest']);
  });

  it('shows nothing for a page without rules text', () => {
    expect(footerSources(ALL, [])).toEqual({ sources: [], srdStatement: false });
  });

  it('names a source and its licence in the reader’s language', () => {
    expect(sourceName(ALL[0]!, 'en')).toEqual({ title: 'srd-5.2', license: 'CC-BY-4.0', lang: 'en' });
    expect(sourceName(ALL[1]!, 'zh')).toEqual({
      title: 'srd-5.2-th (zh)',
      license: '知识共享署名 4.0 国际许可协议',
      lang: 'zh-CN',
    });
    // zh-Hant: the zh names converted, the licence in Creative Commons Taiwan's words (word corrections).
    expect(sourceName(ALL[1]!, 'zh-hant')).toEqual({
      title: 'srd-5.2-th (zh)',
      license: '創用CC 姓名標示 4.0 國際授權條款',
      lang: 'zh-Hant',
    });
    expect(sourceName(ALL[2]!, 'th')).toEqual({
      title: 'free-rules-2024 (th)',
      license: 'ไม่เปิด',
      lang: 'th',
    });
  });
});
