import { describe, expect, it } from 'vitest';
import { pagefindTranslations, withPagefindTranslations } from './pagefind-translations.ts';

describe('Pagefind UI strings', () => {
  it('are in the page language with Pagefind’s own placeholders', () => {
    const th = pagefindTranslations('th');
    expect(th.load_more).toBe('แสดงผลลัพธ์เพิ่มเติม');
    expect(th.many_results).toContain('[COUNT]');
    expect(th.many_results).toContain('[SEARCH_TERM]');
    const zh = pagefindTranslations('zh');
    expect(zh.clear_search).toBe('清除');
    expect(zh.alt_search).toContain('[DIFFERENT_TERM]');
    expect(pagefindTranslations('en').load_more).toBe('Load more results');
  });

  it('merge into the search element’s data-translations, keeping what Starlight set', () => {
    const html = '<site-search data-translations="{&quot;placeholder&quot;:&quot;ค้นหา&quot;}"><button>';
    const merged = withPagefindTranslations(html, { clear_search: 'ล้าง "x"' });
    const value = /data-translations="([^"]*)"/.exec(merged)?.[1] ?? '';
    const parsed = JSON.parse(value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(parsed).toEqual({ placeholder: 'ค้นหา', clear_search: 'ล้าง "x"' });
  });
});
