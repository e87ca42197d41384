import { describe, expect, it } from 'vitest';
import { glossaryNameList } from './glossary-names.ts';
import { searchKey, termNamedBy } from './glossary-search-key.ts';

describe('the glossary names behind the search shortcut', () => {
  it('finds a term by its exact name in the page language or in English, whatever the case or width', () => {
    const th = glossaryNameList('th');
    expect(termNamedBy(th, 'เรนเจอร์')).toEqual({ name: 'เรนเจอร์', id: 'Ranger' });
    expect(termNamedBy(th, '  ranger ')?.id).toBe('Ranger');
    expect(termNamedBy(glossaryNameList('en'), 'ＣＯＶＥＲ')?.id).toBe('Cover');
    expect(termNamedBy(glossaryNameList('zh'), '游侠')?.id).toBe('Ranger');
  });

  it('a Thai term by its bare word, without การ or ความ (ได้เปรียบ is Advantage, การได้เปรียบ)', () => {
    const th = glossaryNameList('th');
    expect(termNamedBy(th, 'ได้เปรียบ')?.id).toBe('Advantage');
    expect(termNamedBy(th, 'เสียเปรียบ')?.id).toBe('Disadvantage');
    // A name that is itself a bare word still wins over a longer one built on it.
    expect(termNamedBy(th, 'การได้เปรียบ')?.id).toBe('Advantage');
  });

  it('a part of a name or an empty query names no term', () => {
    const en = glossaryNameList('en');
    expect(termNamedBy(en, 'Cove')).toBeUndefined();
    expect(termNamedBy(en, '   ')).toBeUndefined();
  });

  it('every term of every locale is in its list once, by a name that finds it', () => {
    for (const locale of ['en', 'th', 'zh'] as const) {
      const list = glossaryNameList(locale);
      const ids = new Set(list.terms.map(([, id]) => id));
      expect(ids.size).toBeGreaterThan(200);
      for (const [name, id] of list.terms) expect(termNamedBy(list, name)?.id).toBe(id);
    }
    expect(searchKey('ก\u200bข')).toBe('กข');
  });
});
