/**
 * searchSections's ranking on a small document (issue 99): the section a term's name or a title
 * names comes first, above sections that merely share words with it and above the term's glossary
 * entry, in either Chinese script, with a Thai variant spelling, by rule ID, and inside a phrase.
 */
import { describe, expect, it } from 'vitest';
import { THAI_VARIANT_PAIRS } from '../fold/thai-variants.ts';
import type { SearchDocument } from './search-document-types.ts';
import { searchSections } from './search-sections.ts';

const document: SearchDocument = {
  kind: 'search',
  locale: 'th',
  fold: {
    chinese: [
      ['機', '机'],
      ['會', '会'],
      ['擊', '击'],
      ['動', '动'],
    ],
    thai: THAI_VARIANT_PAIRS,
  },
  sections: [
    {
      id: 'MakinganAttack',
      path: '/th/rules/Combat/#MakinganAttack',
      titles: { en: 'Making an Attack', th: 'การโจมตี', zh: '进行攻击' },
      defines: [],
    },
    {
      id: 'OpportunityAttacks',
      path: '/th/rules/Combat/#OpportunityAttacks',
      titles: { en: 'Opportunity Attacks', th: 'การโจมตีเมื่อสบโอกาส', zh: '借机攻击' },
      defines: ['OpportunityAttack'],
    },
    {
      id: 'YourTurn',
      path: '/th/rules/Combat/#YourTurn',
      titles: { en: 'Your Turn', th: 'เทิร์นของคุณ', zh: '你的回合' },
      defines: [],
    },
    {
      id: 'Reactions',
      path: '/th/rules/Actions/#Reactions',
      titles: { en: 'Reactions', th: 'รีแอ็คชัน (Reactions)', zh: '反应动作' },
      defines: ['Reaction'],
    },
  ],
  terms: [
    {
      id: 'OpportunityAttack',
      path: '/th/glossary/OpportunityAttack/',
      section: 'OpportunityAttacks',
      names: { en: 'Opportunity Attack', th: 'การโจมตีเมื่อสบโอกาส', zh: '借机攻击', 'zh-hant': '借機攻擊' },
      aliases: ['โจมตีเมื่อสบโอกาส'],
    },
    {
      id: 'Reaction',
      path: '/th/glossary/Reaction/',
      section: 'Reactions',
      names: { en: 'Reaction', th: 'รีแอ็คชัน', zh: '反应动作', 'zh-hant': '反應動作' },
      aliases: [],
    },
  ],
};

const cards = (query: string) => searchSections(document, query).map((hit) => `${hit.kind}:${hit.id}`);

describe('searchSections', () => {
  it.each([
    ['an English term on a Thai page', 'opportunity attacks'],
    ['the Thai name', 'การโจมตีเมื่อสบโอกาส'],
    ['the Thai name without its nominalizer', 'โจมตีเมื่อสบโอกาส'],
    ['the Simplified name', '借机攻击'],
    ['the Traditional name', '借機攻擊'],
    ['the rule ID', 'OpportunityAttacks'],
    ['full-width letters', 'ＯＰＰＯＲＴＵＮＩＴＹ ＡＴＴＡＣＫ'],
  ])('%s puts the defining section first and its glossary entry second', (_, query) => {
    expect(cards(query).slice(0, 2)).toEqual(['section:OpportunityAttacks', 'term:OpportunityAttack']);
  });

  it('ranks a section whose title holds the query below the one it names exactly', () => {
    expect(cards('การโจมตี')[0]).toBe('section:MakinganAttack');
    expect(cards('การโจมตี')).toContain('section:OpportunityAttacks');
  });

  it('folds a Thai variant spelling of a borrowed word (แอคชั่น for แอ็คชัน)', () => {
    expect(cards('รีแอคชั่น')[0]).toBe('section:Reactions');
  });

  it('finds the section a phrase around its title names (反应动作是什么)', () => {
    expect(cards('什么是反应动作')[0]).toBe('section:Reactions');
  });

  it('shows the page language\u2019s title, the English one and the name matched', () => {
    const [hit] = searchSections(document, '借機攻擊');
    expect(hit).toMatchObject({
      title: 'การโจมตีเมื่อสบโอกาส',
      english: 'Opportunity Attacks',
      path: '/th/rules/Combat/#OpportunityAttacks',
      matched: { text: '借机攻击', term: null },
    });
  });

  it('answers nothing for an empty or punctuation-only query, and a cut-off list', () => {
    expect(cards('  ?! ')).toEqual([]);
    expect(searchSections(document, 'attack', 1)).toHaveLength(1);
  });
});
