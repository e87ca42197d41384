/**
 * The glossary and the UI speak the rules text's words: a rendering a term lists under `avoid`
 * (e.g. zh 属性分数 where the rules say 属性值, th การทดสอบ where they say การทอยทดสอบ) appears in no
 * term name or definition of that locale, and in no UI string of resources/<locale>/*.json.
 * `pnpm content check` holds the rules text to the same lists (qa-term-avoided).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../locales.ts';
import { avoidedFormsIn } from './avoided-forms.ts';
import { findAvoidedForms, glossaryDefinitions, glossaryTerms } from './index.ts';
import type { GlossaryTerm } from './types.ts';

const resourcesDir = new URL('../resources/', import.meta.url);

/** Every string of resources/<locale>/*.json, as `file key` -> text (nested objects flattened). */
function uiStrings(locale: string): [string, string][] {
  const dir = new URL(`${locale}/`, resourcesDir);
  const out: [string, string][] = [];
  const walk = (file: string, prefix: string, value: unknown) => {
    if (typeof value === 'string') out.push([`${file} ${prefix}`, value]);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(file, prefix ? `${prefix}.${key}` : key, inner);
  };
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    walk(`${locale}/${file}`, '', JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
  }
  return out;
}

/** The glossary name a rejected form gives way to: what a failing check suggests. */
function nameOf(termId: string, locale: (typeof TRANSLATED_LOCALES)[number]): string {
  return glossaryTerms.find((term) => term.id === termId)?.names[locale] ?? termId;
}

describe('glossary wording agrees with the rules text', () => {
  it('names the rejected forms the rules text settled', () => {
    const all = glossaryTerms.flatMap((term) =>
      TRANSLATED_LOCALES.flatMap((locale) => (term.avoid?.[locale] ?? []).map((form) => `${locale}:${form}`)),
    );
    expect(all).toEqual(
      expect.arrayContaining([
        'zh:属性分数',
        'zh:力量分数',
        'zh:先攻检定',
        'zh:最大射程',
        'zh:最大生命值',
        'zh:载重',
        'zh:天职',
        'zh:被击倒',
        'zh:护甲受训',
        'th:การทดสอบ',
        'th:การโน้มน้าวชักชวน',
        'th:การลุกไหม้',
        'th:ค่าโมดิไฟเออร์ความสามารถ',
        'th:โจมตีระยะประชิด',
        'th:ความสามารถพิเศษของคลาส',
        'th:ลำดับการเดินทาง',
        'th:บนตาราง',
        'th:บาดเจ็บสาหัส',
        'th:มิติอื่น',
        'th:20 ธรรมชาติ',
      ]),
    );
  });

  it.each(TRANSLATED_LOCALES)('no %s name or definition uses a rejected form', (locale) => {
    const found = glossaryTerms.flatMap((term) => [
      ...findAvoidedForms(term.names[locale], locale).map(
        ({ form, term: of }) =>
          `${term.id} name has "${form}" (avoid of ${of}); write "${nameOf(of, locale)}"`,
      ),
      ...findAvoidedForms(glossaryDefinitions[locale][term.id] ?? '', locale).map(
        ({ form, term: of }) =>
          `${term.id} definition has "${form}" (avoid of ${of}); write "${nameOf(of, locale)}"`,
      ),
    ]);
    expect(found).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)(
    'no %s UI string (resources/<locale>/*.json) uses a rejected form',
    (locale) => {
      const strings = uiStrings(locale);
      expect(strings.length).toBeGreaterThan(100);
      const found = strings.flatMap(([where, text]) =>
        findAvoidedForms(text, locale).map(
          ({ form, term }) => `${where} has "${form}" (avoid of ${term}); write "${nameOf(term, locale)}"`,
        ),
      );
      expect(found).toEqual([]);
    },
  );

  // Second reading (issue 32): bare ความสามารถพิเศษ is ordinary Thai for "special abilities"
  // (D20Tests#AdvantageDisadvantage: "through the use of special abilities and actions"); only the
  // compound that means the class feature is a rejected name of Feature.
  it('lets Thai say "special abilities" and rejects only the compound that names a class feature', () => {
    expect(findAvoidedForms('จากการใช้ความสามารถพิเศษและแอ็คชัน', 'th')).toEqual([]);
    expect(
      findAvoidedForms('ความสามารถพิเศษของคลาสโร้ก', 'th').map(({ form, term }) => `${term}:${form}`),
    ).toEqual(['Feature:ความสามารถพิเศษของคลาส']);
  });
});

describe('finding rejected forms', () => {
  const terms: GlossaryTerm[] = [
    {
      id: 'Rogue',
      ruleId: 'Classes',
      category: 'class',
      names: { en: 'Rogue', th: 'โร้ก', zh: '游荡者' },
      nameSource: { th: 'seed', zh: 'seed' },
      avoid: { zh: ['盗贼'] },
    },
    {
      id: 'ThievesCantLanguage',
      ruleId: 'RareLanguages',
      category: 'language',
      names: { en: "Thieves' Cant", th: 'ภาษาลับของโจร', zh: '盗贼黑话' },
      nameSource: { th: 'seed', zh: 'seed' },
    },
  ];

  it('finds each use of a rejected form, with its position', () => {
    expect(avoidedFormsIn('擅长欺瞒的盗贼，另一个盗贼', 'zh', terms)).toEqual([
      { form: '盗贼', term: 'Rogue', index: 5 },
      { form: '盗贼', term: 'Rogue', index: 11 },
    ]);
  });

  it('does not count a glossary name that contains the form (盗贼黑话 is Thieves’ Cant)', () => {
    expect(avoidedFormsIn('他会说盗贼黑话。', 'zh', terms)).toEqual([]);
    expect(avoidedFormsIn('他会说盗贼黑话，是个盗贼。', 'zh', terms).map((f) => f.index)).toEqual([10]);
  });

  it('looks only at the locale asked for', () => {
    expect(avoidedFormsIn('盗贼', 'th', terms)).toEqual([]);
  });
});
