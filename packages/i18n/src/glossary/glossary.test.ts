import { extractedText } from '@polyhedral/seed-extracts';
import { describe, expect, it } from 'vitest';
import { WRITTEN_LOCALES } from '../locales.ts';
import {
  getTerm,
  glossaryDefinitions,
  glossaryTerms,
  isTermId,
  sortedTerms,
  TERM_CATEGORIES,
  termDefinition,
  termName,
} from './index.ts';

/** The seed lines that link rules-glossary anchors or name a term (@polyhedral/seed-extracts). */
const thaiSeed = extractedText('000');
const chineseSeed = extractedText('001');
const englishSeed = extractedText('002');

describe('glossary data', () => {
  it('has unique TitleCamelCase ids and known categories', () => {
    const ids = glossaryTerms.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const term of glossaryTerms) {
      expect(term.id).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(TERM_CATEGORIES).toContain(term.category);
    }
  });

  it('holds only the documented fields in each term', () => {
    const allowed = [
      'avoid',
      'category',
      'id',
      'inStrings',
      'names',
      'nameSource',
      'note',
      'ruleId',
      'source',
    ];
    for (const term of glossaryTerms) {
      expect(
        Object.keys(term).filter((key) => !allowed.includes(key)),
        term.id,
      ).toEqual([]);
      expect(Object.keys(term.names).sort(), term.id).toEqual(['en', 'th', 'zh']);
      expect(Object.keys(term.nameSource).sort(), term.id).toEqual(['th', 'zh']);
      expect(term.ruleId, term.id).toMatch(/^[A-Za-z0-9]+$/);
      // A term whose rule is outside the source documents names where it comes from and its licence.
      if (term.source) expect(Object.keys(term.source).sort(), term.id).toEqual(['licence', 'name']);
    }
  });

  it('Concentration names its source, the SRD 5.2 Rules Glossary (CC-BY-4.0), in every language', () => {
    const concentration = glossaryTerms.find((term) => term.id === 'Concentration');
    expect(concentration?.source).toEqual({
      name: 'SRD 5.2 Rules Glossary, “Concentration”',
      licence: 'CC-BY-4.0',
    });
  });

  it('names every term in en, th and zh and marks where th/zh names come from', () => {
    for (const term of glossaryTerms) {
      for (const locale of WRITTEN_LOCALES)
        expect(term.names[locale]?.trim(), `${term.id} ${locale}`).toBeTruthy();
      expect(['seed', 'editor']).toContain(term.nameSource.th);
      expect(['seed', 'editor']).toContain(term.nameSource.zh);
    }
  });

  it('defines every term in every locale, and nothing else', () => {
    const ids = glossaryTerms.map((term) => term.id).sort();
    for (const locale of WRITTEN_LOCALES) {
      const definitions = glossaryDefinitions[locale];
      expect(Object.keys(definitions).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(definitions)) {
        expect(text.trim().length, `${locale} ${id}`).toBeGreaterThan(5);
        expect(text, `${locale} ${id}`).not.toMatch(/TODO|TBD|lorem|\{\{/i);
      }
    }
  });

  it('does not leave English definitions untranslated in th or zh', () => {
    for (const term of glossaryTerms) {
      expect(glossaryDefinitions.th[term.id]).not.toBe(glossaryDefinitions.en[term.id]);
      expect(glossaryDefinitions.zh[term.id]).not.toBe(glossaryDefinitions.en[term.id]);
      expect(glossaryDefinitions.th[term.id]).toMatch(/[\u0E00-\u0E7F]/);
      expect(glossaryDefinitions.zh[term.id]).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('covers the term families the rules name', () => {
    const count = (category: string) => glossaryTerms.filter((term) => term.category === category).length;
    expect(count('ability')).toBe(6);
    expect(count('skill')).toBe(18);
    expect(count('action')).toBe(12);
    expect(count('condition')).toBe(17);
    expect(count('size')).toBe(6);
    expect(count('travel-pace')).toBe(3);
    expect(count('class')).toBe(12);
    // 9 alignments + Unaligned; 10 standard + 9 rare languages (002 Standard/Rare Languages tables).
    expect(count('alignment')).toBe(10);
    expect(count('language')).toBe(19);
    expect(count('attitude')).toBe(3);
    expect(count('hazard')).toBe(5);
  });
});

describe('glossary against the seeds (lines extracted in @polyhedral/seed-extracts)', () => {
  it('has a term for every rules-glossary anchor linked by 000 (Thai) and 002 (SRD)', () => {
    const anchors = new Set(
      [...`${thaiSeed}${englishSeed}`.matchAll(/rules-glossary#([A-Za-z0-9]+)/g)].map((match) => match[1]!),
    );
    expect(anchors.size).toBeGreaterThan(60);
    expect([...anchors].filter((anchor) => !isTermId(anchor))).toEqual([]);
  });

  it('uses seed wording where it says so: every "seed" name occurs in that seed', () => {
    const missing = glossaryTerms.flatMap((term) => [
      ...(term.nameSource.th === 'seed' && !thaiSeed.includes(term.names.th) ? [`th ${term.id}`] : []),
      ...(term.nameSource.zh === 'seed' && !chineseSeed.includes(term.names.zh) ? [`zh ${term.id}`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('takes the Thai action names from the seed Actions table ("[พุ่งตัว (Dash)](…#DashAction)")', () => {
    for (const match of thaiSeed.matchAll(
      /\[([^\](]+) \(([A-Za-z ]+)\)\]\(\/free-rules\/rules-glossary#(\w+Action)\)/g,
    )) {
      const [, seedThai, english, anchor] = match;
      // The seed's misspelling of "magic" is corrected everywhere (content/REVIEW-th.md).
      const thai = seedThai!.replace('เวทย์มนต์', 'เวทมนตร์');
      expect(termName(anchor!, 'en')).toBe(english);
      expect([thai, thai!.replace(/^การ/, '')]).toContain(termName(anchor!, 'th'));
    }
  });
});

describe('glossary accessors', () => {
  it('looks up names and definitions by id and locale', () => {
    expect(getTerm('ProneCondition')?.category).toBe('condition');
    expect(termName('Advantage', 'zh')).toBe('优势');
    expect(termName('Advantage', 'th')).toBe('การได้เปรียบ');
    expect(termName('D20Test', 'zh')).toBe('D20 检定');
    expect(termDefinition('Resistance', 'en')).toMatch(/halved/);
  });

  it('returns undefined for an unknown id instead of throwing', () => {
    expect(getTerm('NoSuchTerm')).toBeUndefined();
    expect(termName('NoSuchTerm', 'th')).toBeUndefined();
    expect(termDefinition('NoSuchTerm', 'zh')).toBeUndefined();
    expect(isTermId('NoSuchTerm')).toBe(false);
  });

  it('sorts every term in each locale without losing any', () => {
    for (const locale of WRITTEN_LOCALES) expect(sortedTerms(locale)).toHaveLength(glossaryTerms.length);
  });

  it('sorts English names alphabetically', () => {
    const names = sortedTerms('en').map((term) => term.names.en);
    expect(names.slice(0, 3)).toEqual(['Ability Check', 'Ability Modifier', 'Ability Score']);
    expect(names.indexOf('Advantage')).toBeLessThan(names.indexOf('Blindsight'));
    expect(names.indexOf('Wisdom')).toBeLessThan(names.indexOf('Wizard'));
  });

  it('sorts Chinese names by pinyin: 暗 (an) … 黑 (hei) … 优 (you)', () => {
    const names = sortedTerms('zh').map((term) => term.names.zh);
    const at = (name: string) => names.indexOf(name);
    expect(at('盲视')).toBeGreaterThan(-1);
    // 盲 máng < 先 xiān < 优 yōu < 震 zhèn
    expect(at('盲视')).toBeLessThan(at('先攻'));
    expect(at('先攻')).toBeLessThan(at('优势'));
    expect(at('优势')).toBeLessThan(at('震颤感知'));
    // 护 hù < 力 lì < 劣 liè
    expect(at('护甲等级')).toBeLessThan(at('力量'));
    expect(at('力量')).toBeLessThan(at('劣势'));
  });

  it('sorts Thai names by consonant, ignoring leading vowels', () => {
    const names = sortedTerms('th').map((term) => term.names.th);
    const at = (name: string) => names.indexOf(name);
    // ก < ค < ต < ร (ไร้ files under ร) < ส (เสน่ห์ files under ส)
    expect(at('กายกรรม')).toBeLessThan(at('ความแข็งแกร่ง'));
    expect(at('ความแข็งแกร่ง')).toBeLessThan(at('ตาบอด'));
    expect(at('ตาบอด')).toBeLessThan(at('ไร้สมรรถภาพ'));
    expect(at('ไร้สมรรถภาพ')).toBeLessThan(at('เสน่ห์'));
  });
});
